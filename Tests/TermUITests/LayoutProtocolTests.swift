import Foundation
import Synchronization
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The `Layout` protocol: custom layouts size and place their subviews through TermUI's proposals, in whole
/// cells; the stack layouts lay out as the stacks do; `AnyLayout` switches layouts keeping state; layout
/// values, caches, priorities and spacing reach the layout.
@MainActor
struct LayoutProtocolTests {
    /// Each subview one row lower and its width further right than the last: a staircase.
    private struct Staircase: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { $0 + $1.height })
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var point = bounds.origin
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: point, proposal: .unspecified)
                point.x += size.width
                point.y += size.height
            }
        }
    }

    @Test func aCustomLayoutPlacesItsSubviewsWhereItSays() {
        let screen = TestDriver(
            Staircase { Text("one"); Text("two"); Text("three") }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            size: TerminalSize(columns: 20, rows: 5))
        #expect(screen.position(of: "one")?.column == 0 && screen.position(of: "one")?.row == 0)
        #expect(screen.position(of: "two")?.column == 3 && screen.position(of: "two")?.row == 1)
        #expect(screen.position(of: "three")?.column == 6 && screen.position(of: "three")?.row == 2)
    }

    /// Places every subview centred on the bounds' centre, by its anchor.
    private struct Centred: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }

    @Test func aCentredHalfCellGoesToTheTopLeftAsAStackCentres() {
        // 10 columns, "abc" is 3: the centre 5 minus 1.5 is 3.5, which goes to 3, as VStack centres it.
        let screen = TestDriver(
            HStack(spacing: 0) {
                Centred { Text("abc") }.frame(width: 10, height: 3)
                VStack { Text("abc") }.frame(width: 10, height: 3)
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            size: TerminalSize(columns: 20, rows: 3))
        #expect(screen.rowText(1) == "abc       abc")
        #expect(screen.lines[1].hasPrefix("   abc"))
    }

    @Test func aSubviewTheLayoutDoesNotPlaceIsCentred() {
        let screen = TestDriver(
            Centred { Text("placed"); Text("xy") }.frame(width: 10, height: 5)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            size: TerminalSize(columns: 20, rows: 8))
        #expect(screen.position(of: "xy")?.column == 4)
        #expect(screen.position(of: "xy")?.row == 2)
    }

    @Test func stackLayoutsLayOutAsTheStacksDo() {
        func screen<V: View>(_ view: V) -> [String] {
            TestDriver(view, size: TerminalSize(columns: 30, rows: 6)).lines
        }
        #expect(
            screen(HStackLayout(alignment: .top) { Text("a"); Spacer(); Text("bb\ncc") })
                == screen(HStack(alignment: .top) { Text("a"); Spacer(); Text("bb\ncc") }))
        #expect(
            screen(VStackLayout(alignment: .leading, spacing: 1) { Text("long line"); Text("b") })
                == screen(VStack(alignment: .leading, spacing: 1) { Text("long line"); Text("b") }))
        #expect(
            screen(ZStackLayout(alignment: .bottomTrailing) { Text("xxxxx\nxxxxx"); Text("o") })
                == screen(ZStack(alignment: .bottomTrailing) { Text("xxxxx\nxxxxx"); Text("o") }))
        let spread = TestDriver(HStackLayout { Text("left"); Spacer(); Text("right") }, size: TerminalSize(columns: 30, rows: 2))
        #expect(spread.lines[0].hasPrefix("left") && spread.lines[0].hasSuffix("right"), "the spacer grows along the stack")
    }

    private struct Switching: View {
        @State private var isWide = true

        var body: some View {
            let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            layout {
                TapCounter(title: "count")
                Button("Switch") { isWide.toggle() }
            }
        }
    }

    @Test func anyLayoutSwitchesLayoutsKeepingTheSubviewsState() {
        let screen = TestDriver(Switching(), size: TerminalSize(columns: 30, rows: 4))
        screen.type("++")
        #expect(screen.row(containing: "count: 2") == screen.row(containing: "Switch"), "side by side")
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.text.contains("count: 2"), "the counter kept its state")
        #expect(screen.row(containing: "count: 2") != screen.row(containing: "Switch"), "one below the other")
    }

    /// Places subviews right to left; focus still goes in the order they are declared.
    private struct Reversed: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.maxX
            for subview in subviews {
                let width = subview.sizeThatFits(.unspecified).width
                x -= width
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x -= 1
            }
        }
    }

    private struct Pressing: View {
        let pressed: Bound<[String]>

        var body: some View {
            Reversed {
                Button("First") { pressed.value.append("First") }
                Button("Second") { pressed.value.append("Second") }
            }
        }
    }

    @Test func focusAndKeysFollowTheDeclaredOrderWhereverTheLayoutPlaces() {
        let pressed = Bound<[String]>([])
        let screen = TestDriver(Pressing(pressed: pressed), size: TerminalSize(columns: 30, rows: 2))
        let first = screen.position(of: "First")?.column ?? 0
        let second = screen.position(of: "Second")?.column ?? 0
        #expect(first > second, "placed right to left")
        screen.press(.return)
        screen.press(.tab)
        screen.press(.return)
        #expect(pressed.value == ["First", "Second"])
    }

    private struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Puts subviews one a row, by their rank (lowest first), reading priorities and spacing on the way.
    private struct ByRank: Layout {
        let seen: Seen

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0, height: CGFloat(subviews.count))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let ranked = subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
            for (row, index) in ranked.enumerated() {
                subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row)), proposal: .unspecified)
            }
            seen.record(priorities: subviews.map(\.priority), distance: subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal))
        }
    }

    private final class Seen: Sendable {
        private let state = Mutex<([Double], CGFloat)>(([], -1))
        func record(priorities: [Double], distance: CGFloat) { state.withLock { $0 = (priorities, distance) } }
        var priorities: [Double] { state.withLock { $0.0 } }
        var distance: CGFloat { state.withLock { $0.1 } }
    }

    @Test func layoutValuesPrioritiesAndSpacingReachTheLayout() {
        let seen = Seen()
        let screen = TestDriver(
            ByRank(seen: seen) {
                Text("third").layoutValue(key: Rank.self, value: 3)
                Text("first").layoutValue(key: Rank.self, value: 1).padding(.leading, 0).layoutPriority(2)
                Text("none")
            },
            size: TerminalSize(columns: 20, rows: 5))
        #expect(screen.row(containing: "none") == 0, "no value is the default, 0")
        #expect(screen.row(containing: "first") == 1, "the value passes through modifiers around it")
        #expect(screen.row(containing: "third") == 2)
        #expect(seen.priorities == [0, 2, 0])
        #expect(seen.distance == 1, "a column between views side by side")
    }

    /// Counts the caches it makes and updates, and shows the counts as its subviews' rows.
    private struct Counting: Layout {
        struct Cache {
            var made = 0
            var updated = 0
        }

        func makeCache(subviews: Subviews) -> Cache {
            Cache(made: 1, updated: 0)
        }

        func updateCache(_ cache: inout Cache, subviews: Subviews) {
            cache.updated += 1
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            CGSize(width: 20, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            for subview in subviews {
                subview.place(
                    at: CGPoint(x: bounds.minX + CGFloat(cache.made), y: bounds.minY + CGFloat(cache.updated)),
                    proposal: .unspecified)
            }
        }
    }

    private struct Growing: View {
        @State private var items = ["a"]

        var body: some View {
            VStack {
                Button("Add") { items.append("b") }
                Counting { ForEach(items, id: \.self) { Text($0) } }
                    .frame(width: 20, height: 10, alignment: .topLeading)
            }
        }
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheSubviewsChange() {
        let screen = TestDriver(Growing(), size: TerminalSize(columns: 20, rows: 12))
        let top = screen.row(containing: "Add").map { $0 + 1 } ?? 0
        #expect(screen.position(of: "a")?.column == 1 && screen.position(of: "a")?.row == top)
        screen.press(.return)
        let b = screen.position(of: "b")  // drawn over "a", in the same place
        #expect(b?.column == 1, "the cache was not made again")
        #expect(b?.row == top + 1, "the cache was brought up to date once")
    }

    @Test func proposalsAndPositionsBecomeWholeCells() {
        #expect(ProposedViewSize(width: 2.5, height: nil).cellProposal == ProposedSize(width: 3, height: nil))
        #expect(ProposedViewSize(width: -4, height: .infinity).cellProposal == ProposedSize(width: 0, height: ProposedSize.unboundedLength))
        #expect(ProposedViewSize(ProposedSize(width: ProposedSize.unboundedLength, height: 4)) == ProposedViewSize(width: .infinity, height: 4))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 3, height: nil).replacingUnspecifiedDimensions(by: .zero) == CGSize(width: 3, height: 0))
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect([cellPosition(3.5), cellPosition(3.51), cellPosition(3.49), cellPosition(-0.5)] == [3, 4, 3, -1] as [Int])
    }

    @Test func spacingIsAColumnBesideAndNoRowBetween() {
        let spacing = ViewSpacing()
        #expect(spacing.distance(to: ViewSpacing(), along: .horizontal) == 1)
        #expect(spacing.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.union(spacing, edges: .leading).distance(to: .zero, along: .horizontal) == 0)
        let dimensions = ViewDimensions(width: 6, height: 2)
        #expect(dimensions[HorizontalAlignment.center] == 3 && dimensions[VerticalAlignment.bottom] == 2)
        #expect(dimensions[explicit: HorizontalAlignment.leading] == nil)
    }
}
