import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The lengths of a lazy stack's children, most estimated: where each starts and which is at a position.
struct LazyExtentsTests {
    @Test func unmeasuredChildrenTakeTheEstimate() {
        let extents = LazyExtents(count: 1_000_000, estimate: 3)
        #expect(extents.start(of: 0, spacing: 1) == 0)
        #expect(extents.start(of: 10, spacing: 1) == 40)
        #expect(extents.total(spacing: 1) == 3_999_999)
        #expect(extents.index(at: 41, spacing: 1) == 10)
        #expect(extents.index(at: 39, spacing: 1) == 9)
    }

    @Test func measuredChildrenMoveTheOnesAfterThem() {
        var extents = LazyExtents(count: 10, estimate: 2)
        let changed = extents.setLength(5, of: 3)
        let changedAgain = extents.setLength(5, of: 3)
        #expect(changed)
        #expect(!changedAgain, "the same length again changes nothing")
        #expect(extents.start(of: 3, spacing: 0) == 6)
        #expect(extents.start(of: 4, spacing: 0) == 11)
        #expect(extents.total(spacing: 0) == 23)
        #expect(extents.index(at: 10, spacing: 0) == 3)
        #expect(extents.index(at: 11, spacing: 0) == 4)
        #expect(extents.length(of: 3) == 5)
        #expect(extents.length(of: 4) == 2)
    }

    @Test func positionsPastTheEndsAreClamped() {
        let extents = LazyExtents(count: 4, estimate: 2)
        #expect(extents.index(at: -5, spacing: 0) == 0)
        #expect(extents.index(at: 100, spacing: 0) == 3)
        #expect(LazyExtents(count: 0, estimate: 2).total(spacing: 1) == 0)
    }
}
