import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A focusable card of a fixed size.
private struct GridCard: View {
    let name: String

    var body: some View {
        Button {} label: { Text(name).frame(width: 6, height: 2) }
    }
}

/// `GridItem`, `LazyVGrid` and `LazyHGrid`: tracks of each size, only the lines in view built, and arrow keys
/// moving focus in two dimensions.
@MainActor
struct LazyGridTests {
    private func focusedName(_ screen: TestDriver) -> String? {
        screen.focusedNode?.plainText
    }

    @Test func tracksAreFixedFlexibleOrAsManyAsFit() {
        let fixed = GridTrack.tracks(of: [GridItem(.fixed(4)), GridItem(.flexible())], in: 30, defaultSpacing: 1)
        #expect(fixed.map(\.length) == [4, 25])
        #expect(fixed.map(\.start) == [0, 5])
        let adaptive = GridTrack.tracks(of: [GridItem(.adaptive(minimum: 8))], in: 30, defaultSpacing: 1)
        // (30 + 1) / (8 + 1) = 3 columns of (30 - 2) / 3 = 9.
        #expect(adaptive.map(\.length) == [9, 9, 9])
        let capped = GridTrack.tracks(of: [GridItem(.flexible(maximum: 5)), GridItem(.flexible(minimum: 3))], in: 30, defaultSpacing: 2)
        #expect(capped.map(\.length) == [5, 23])
    }

    @Test func aGridOutsideAScrollViewShowsEveryCellInColumns() {
        let screen = TestDriver(
            LazyVGrid(columns: [GridItem(.fixed(3)), GridItem(.fixed(3)), GridItem(.fixed(3))], alignment: .leading) {
                ForEach(0..<7, id: \.self) { Text("c\($0)") }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            size: TerminalSize(columns: 20, rows: 5), showsKeyHints: false)
        #expect(screen.lines[0].hasPrefix("c0  c1  c2"), "\(screen.lines[0])")
        #expect(screen.lines[1].hasPrefix("c3  c4  c5"))
        #expect(screen.lines[2].hasPrefix("c6 "))
    }

    @Test func aLazyVGridOfTenThousandBuildsOnlyTheRowsInViewAndArrowsMoveInTwoDimensions() {
        let screen = TestDriver(
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 6))], spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { GridCard(name: "C\($0)") }
                }
            },
            size: TerminalSize(columns: 30, rows: 8), showsKeyHints: false)
        let built = screen.nodes(of: CompositeNode<GridCard>.self).count
        // Four columns (30 less the scroll thumb) of rows two lines high: four rows in view, and one beyond.
        #expect(built > 0 && built <= 4 * 6, "\(built) cards built")
        #expect(screen.position(of: "C0") != nil)
        #expect(focusedName(screen) == "C0")
        screen.press(.rightArrow)
        #expect(focusedName(screen) == "C1")
        screen.press(.downArrow)
        #expect(focusedName(screen) == "C5", "four to a row")
        screen.press(.downArrow, times: 100)
        #expect(focusedName(screen) == "C405")
        #expect(screen.position(of: "C405") != nil, "scrolled to the focused card")
        #expect(screen.nodes(of: CompositeNode<GridCard>.self).count <= 4 * 7)
        screen.press(.leftArrow)
        #expect(focusedName(screen) == "C404")
        // The wheel moves focus down a row, as the arrow does.
        screen.scroll(.scrollDown, column: 5, row: 3)
        #expect(focusedName(screen) == "C408")
    }

    @Test func aLazyHGridFillsItsRowsColumnByColumn() {
        let screen = TestDriver(
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], spacing: 2) {
                    ForEach(0..<1_000, id: \.self) { Text("h\($0)") }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            size: TerminalSize(columns: 20, rows: 4), showsKeyHints: false)
        #expect(screen.lines[0].hasPrefix("h0  h2  h4"), "\(screen.lines[0])")
        #expect(screen.lines[1].hasPrefix("h1  h3  h5"), "\(screen.lines[1])")
        #expect(screen.nodes(of: TextNode.self).count < 40)
    }
}
