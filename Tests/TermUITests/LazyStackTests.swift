import Foundation
import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A card: a button whose label is its name in a box of fixed width.
private struct LazyCard: View {
    let name: String
    var height: CGFloat = 2

    var body: some View {
        Button {} label: {
            Text(name).frame(width: 8, height: height)
        }
    }
}

/// `LazyHStack` and `LazyVStack` inside scroll views: only what is in view is built, and moving focus along
/// builds what comes into view.
@MainActor
struct LazyStackTests {
    private func driver<V: View>(_ view: V, columns: Int = 30, rows: Int = 6) -> TestDriver {
        TestDriver(view, size: TerminalSize(columns: columns, rows: rows), showsKeyHints: false)
    }

    private func cardCount(_ screen: TestDriver) -> Int {
        screen.nodes(of: CompositeNode<LazyCard>.self).count
    }

    private func focusedName(_ screen: TestDriver) -> String? {
        screen.focusedNode?.plainText
    }

    @Test func aLazyHStackOfTenThousandCardsBuildsOnlyThoseInView() {
        let screen = driver(ScrollView(.horizontal) {
            LazyHStack(spacing: 1) {
                ForEach(0..<10_000, id: \.self) { index in LazyCard(name: "C\(index)") }
            }
        })
        #expect(screen.position(of: "C0") != nil)
        #expect(screen.position(of: "C2") != nil)
        #expect(screen.position(of: "C4") == nil)
        // 30 columns show three cards of 9 (and a part of the fourth); one more is built beyond the edge.
        #expect(cardCount(screen) <= 5, "\(cardCount(screen)) cards built")
        screen.press(.rightArrow, times: 500)
        #expect(focusedName(screen) == "C500")
        #expect(screen.position(of: "C500") != nil)
        #expect(screen.position(of: "C0") == nil)
        #expect(cardCount(screen) <= 6, "\(cardCount(screen)) cards built after moving along")
        screen.press(.leftArrow, times: 2)
        #expect(focusedName(screen) == "C498")
        #expect(screen.position(of: "C498") != nil)
    }

    @Test func theFocusedCardStaysBuiltAndKeepsItsState() {
        let screen = driver(ScrollView(.horizontal) {
            LazyHStack(spacing: 1) {
                ForEach(0..<100, id: \.self) { index in LazyCard(name: "C\(index)") }
            }
        })
        screen.press(.rightArrow, times: 3)
        let focused = screen.focusedNode
        screen.press(.rightArrow)
        screen.press(.leftArrow)
        #expect(focusedName(screen) == "C3")
        #expect(screen.focusedNode === focused, "the card kept its node while it stayed in view")
    }

    @Test func aLazyVStackOfRowsOfDifferentHeightsScrollsToTheEnd() {
        let screen = driver(ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<1_000, id: \.self) { index in LazyCard(name: "R\(index)", height: index % 3 == 0 ? 2 : 1) }
            }
        }, rows: 8)
        #expect(screen.position(of: "R0") != nil)
        #expect(cardCount(screen) <= 8, "\(cardCount(screen)) rows built")
        screen.press(.downArrow, times: 999)
        #expect(focusedName(screen) == "R999")
        #expect(screen.position(of: "R999") != nil)
        #expect(cardCount(screen) <= 10, "\(cardCount(screen)) rows built at the end")
        // Rows do not overlap: each name is on a row of its own.
        let names = screen.lines.filter { $0.contains("R9") }
        #expect(Set(names).count == names.count)
    }

    @Test func outsideAScrollViewALazyStackIsAStack() {
        let lazy = driver(LazyHStack { Text("a"); Text("b") })
        let plain = driver(HStack { Text("a"); Text("b") })
        #expect(lazy.text == plain.text)
    }

    @Test func aChangeOfTheDataReachesTheBuiltCards() {
        let names = Names()
        let screen = driver(NamedCards(names: names))
        let firstColumn = screen.position(of: "Alpha")?.column
        #expect(firstColumn != nil)
        names.values[0] = "Omega"
        screen.update()
        #expect(screen.position(of: "Omega") != nil)
        #expect(screen.position(of: "Alpha") == nil)
        names.values.removeFirst()
        screen.update()
        #expect(screen.position(of: "Bravo")?.column == firstColumn, "the second card moved into the first place")
    }
}

@Observable @MainActor
private final class Names {
    var values = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"]
}

private struct NamedCards: View {
    let names: Names

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 1) {
                ForEach(names.values, id: \.self) { name in LazyCard(name: name) }
            }
        }
    }
}
