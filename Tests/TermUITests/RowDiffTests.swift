import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The diff behind an animated list: which rows leave, join and move, and how they look along the way.
struct RowDiffTests {
    private func rows(_ ids: [String]) -> [(id: String, top: Int, height: Int)] {
        ids.enumerated().map { ($0.element, $0.offset, 1) }
    }

    @Test func aRemovedRowLeavesAboveTheRowThatFollowedIt() {
        let diff = RowDiff(from: rows(["a", "b", "c", "d"]), to: ["a", "c", "d"])
        #expect(diff.departures.map(\.position) == [1])
        #expect(diff.departures.first?.anchor == "c")
        #expect(diff.arriving.isEmpty)
        #expect(!diff.hasMoves)
    }

    @Test func theLastRowLeavesWithNoRowBelowIt() {
        let diff = RowDiff(from: rows(["a", "b"]), to: ["a"])
        #expect(diff.departures.count == 1)
        #expect(diff.departures.first?.anchor == nil)
    }

    @Test func anInsertedRowArrivesAndGrows() {
        let diff = RowDiff(from: rows(["a", "c"]), to: ["a", "b", "c"])
        #expect(diff.arriving == ["b"])
        #expect(diff.shownHeight(of: "b", height: 2, progress: 0.25) == 1)
        #expect(diff.shownHeight(of: "b", height: 2, progress: 0.6) == 2)
        #expect(diff.isGrowing("b", progress: 0.2))
        #expect(diff.flashes("b", progress: 0.7))
        #expect(!diff.flashes("b", progress: 0.9))
        #expect(diff.shownHeight(of: "a", height: 2, progress: 0.25) == 2)
    }

    @Test func onlyTheRowsOutOfOrderMove() {
        // "d" moved to the top; "a", "b", "c" kept their order and just follow.
        let diff = RowDiff(from: rows(["a", "b", "c", "d"]), to: ["d", "a", "b", "c"])
        #expect(diff.movedFrom == ["d": 3])
        #expect(diff.top(of: "d", placedAt: 10, listTop: 10, progress: 0) == 13, "starts where it was")
        #expect(diff.top(of: "d", placedAt: 10, listTop: 10, progress: 1) == 10, "ends where it goes")
        #expect(diff.top(of: "a", placedAt: 11, listTop: 10, progress: 0) == 11)
    }

    @Test func aDepartingRowFadesThenCollapses() {
        #expect(RowDiff<String>.departingHeight(2, progress: 0.3) == 2)
        #expect(RowDiff<String>.departingHeight(2, progress: 0.75) == 1)
        #expect(RowDiff<String>.departingHeight(2, progress: 1) == 0)
        #expect(RowDiff<String>.departingFade(progress: 0.25) == 0.5)
        #expect(RowDiff<String>.departingFade(progress: 0.5) == nil)
    }

    @Test func anUnchangedRunIsEmpty() {
        #expect(RowDiff(from: rows(["a", "b"]), to: ["a", "b"]).isEmpty)
        #expect(RowDiff<String>.longestCommonSubsequence(["a", "b", "c", "d"], ["b", "d", "a", "c"]).count == 2)
    }
}
