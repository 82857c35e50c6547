import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A card: a button whose label is its name in a box of fixed width.
private struct Card: View {
    let name: String
    var width: CGFloat = 8

    var body: some View {
        Button {} label: {
            Text(name).frame(width: width, height: 2)
        }
    }
}

/// Rows of cards under headers, as the Wishlist screen has them: a vertical scroll view of horizontal ones.
private struct CardRows: View {
    /// The rows: a header and the widths of its cards.
    let rows: [(header: String, widths: [CGFloat])]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 1) {
                ForEach(0..<rows.count, id: \.self) { index in
                    VStack(alignment: .leading, spacing: 0) {
                        Text(rows[index].header)
                        ScrollView(.horizontal) {
                            HStack(spacing: 1) {
                                ForEach(0..<rows[index].widths.count, id: \.self) { column in
                                    Card(name: "\(Character(UnicodeScalar(UInt8(65 + index))))\(column)", width: rows[index].widths[column])
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `ScrollView`: the content offered unlimited room and shown through a window that follows focus; arrow keys
/// that move focus between cards by their places on screen; scrolling with keys when nothing inside takes
/// focus; the indicators.
@MainActor
struct ScrollViewTests {
    private func driver<V: View>(_ view: V, columns: Int = 40, rows: Int = 8, showsKeyHints: Bool = false) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: columns, rows: rows), showsKeyHints: showsKeyHints)
    }

    private func focusedName(_ screen: TestDriver) -> String? {
        screen.focusedNode?.plainText
    }

    // MARK: Keeping focus in view

    @Test func aVerticalScrollViewKeepsTheFocusedButtonInView() {
        let screen = driver(ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<12, id: \.self) { index in Button("Item \(index)") {} }
            }
        }, rows: 5)
        #expect(screen.row(containing: "Item 0") == 0)
        #expect(focusedName(screen) == "Item 0")
        screen.press(.downArrow, times: 6)
        #expect(focusedName(screen) == "Item 6")
        // The focused item is on the bottom row; the ones above it scrolled off.
        #expect(screen.row(containing: "Item 6") == 4)
        #expect(screen.row(containing: "Item 1") == nil)
        #expect(screen.string("Item 6", has: .reverse))
        // Back up: the item above the focused one stays in view as context.
        screen.press(.upArrow, times: 4)
        #expect(focusedName(screen) == "Item 2")
        #expect(screen.row(containing: "Item 2") == 1)
        #expect(screen.row(containing: "Item 1") == 0)
    }

    @Test func theVerticalIndicatorShowsWhereTheWindowIs() {
        let screen = driver(ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<20, id: \.self) { index in Button("Item \(index)") {} }
            }
        }, columns: 20, rows: 5)
        #expect(screen.cell(atColumn: 19, row: 0).character == "┃")
        #expect(screen.cell(atColumn: 19, row: 4).character == " ")
        screen.press(.downArrow, times: 19)
        #expect(screen.row(containing: "Item 19") == 4)
        #expect(screen.cell(atColumn: 19, row: 4).character == "┃")
        #expect(screen.cell(atColumn: 19, row: 0).character == " ")
    }

    @Test func aHorizontalScrollViewKeepsTheFocusedCardInView() {
        let screen = driver(ScrollView(.horizontal) {
            HStack(spacing: 1) {
                ForEach(0..<8, id: \.self) { index in Card(name: "C\(index)") }
            }
        }, columns: 30, rows: 4)
        #expect(screen.position(of: "C0") != nil)
        #expect(screen.position(of: "C4") == nil)
        // As tall as its content (two rows), not the screen.
        #expect(screen.allNodes.compactMap { $0 as? any ScrollingNode }.first?.frame.height == 2)
        screen.press(.rightArrow, times: 4)
        #expect(focusedName(screen) == "C4")
        #expect(screen.position(of: "C4") != nil)
        // The card ends at the right edge of the window.
        #expect(screen.focusedNode?.frame.maxX == 30)
        #expect(screen.position(of: "C0") == nil)
        screen.press(.leftArrow, times: 4)
        #expect(focusedName(screen) == "C0")
        #expect(screen.position(of: "C0") != nil)
    }

    @Test func horizontalIndicatorsMarkTheEdgesWhereCardsAreCut() {
        let screen = driver(ScrollView(.horizontal) {
            HStack(spacing: 1) {
                ForEach(0..<8, id: \.self) { index in Card(name: "C\(index)") }
            }
        }, columns: 30, rows: 4)
        #expect(screen.cell(atColumn: 29, row: 0).character == "›")
        #expect(screen.cell(atColumn: 0, row: 0).character != "‹")
        screen.press(.rightArrow, times: 7)
        #expect(screen.cell(atColumn: 0, row: 0).character == "‹")
        #expect(screen.cell(atColumn: 29, row: 0).character != "›")
    }

    // MARK: Moving between cards

    @Test func leftAndRightMoveWithinARowAndUpAndDownGoToTheNearestColumn() {
        // The first row has wide cards, the second narrow ones: ↓ picks the card under the focused one's middle.
        let screen = driver(CardRows(rows: [
            ("Autumn", [12, 12, 12]),
            ("Winter", [6, 6, 6, 6, 6]),
        ]), columns: 60, rows: 12)
        #expect(focusedName(screen) == "A0")
        screen.press(.rightArrow)
        #expect(focusedName(screen) == "A1")
        // A1 spans columns 13-24 (middle 19); the narrow cards start every 7 columns: B2 (14-19) is nearest.
        screen.press(.downArrow)
        #expect(focusedName(screen) == "B2")
        screen.press(.rightArrow, .rightArrow)
        #expect(focusedName(screen) == "B4")
        // At the end of a row → goes nowhere.
        screen.press(.rightArrow)
        #expect(focusedName(screen) == "B4")
        // B4 spans 28-33: the nearest wide card above is A2 (26-37).
        screen.press(.upArrow)
        #expect(focusedName(screen) == "A2")
        // ↑ on the top row goes nowhere; vi keys work too.
        screen.press(.upArrow)
        #expect(focusedName(screen) == "A2")
        screen.press(KeyPress.character("h"))
        #expect(focusedName(screen) == "A1")
        screen.press(KeyPress.character("j"))
        #expect(focusedName(screen) == "B2")
    }

    @Test func movingDownScrollsTheNextRowIntoViewWithItsHeader() {
        let screen = driver(CardRows(rows: [
            ("Spring", [8, 8]),
            ("Summer", [8, 8]),
            ("Autumn", [8, 8]),
            ("Winter", [8, 8]),
        ]), columns: 40, rows: 7)
        #expect(screen.row(containing: "Spring") == 0)
        #expect(screen.row(containing: "Winter") == nil)
        screen.press(.downArrow, .downArrow, .downArrow)
        #expect(focusedName(screen) == "D0")
        #expect(screen.row(containing: "D0") != nil)
        #expect(screen.row(containing: "Winter") != nil)
        #expect(screen.row(containing: "Spring") == nil)
        screen.press(.upArrow, .upArrow, .upArrow)
        #expect(focusedName(screen) == "A0")
        // Scrolled back to the top: the header above the first row shows again.
        #expect(screen.row(containing: "Spring") == 0)
    }

    @Test func theFocusedCardInACutRowIsScrolledIntoViewInBothDirections() {
        // Three rows of six cards in a window too small for either: moving down and right keeps the card in view.
        let screen = driver(CardRows(rows: [
            ("One", Array(repeating: 8, count: 6)),
            ("Two", Array(repeating: 8, count: 6)),
            ("Three", Array(repeating: 8, count: 6)),
        ]), columns: 30, rows: 6)
        screen.press(.rightArrow, times: 5)
        #expect(focusedName(screen) == "A5")
        #expect(screen.position(of: "A5") != nil)
        // The rows below are not scrolled sideways: ↓ goes to the card under A5 as they show, C2.
        screen.press(.downArrow, .downArrow)
        #expect(focusedName(screen) == "C2")
        #expect(screen.row(containing: "One") == nil)
        screen.press(.rightArrow, times: 3)
        #expect(focusedName(screen) == "C5")
        #expect(screen.position(of: "C5") != nil)
        #expect(screen.position(of: "C0") == nil)
    }

    @Test func homeEndAndThePageKeysMoveFocusAlongARow() {
        // Twenty cards 8 wide in a 30-column window: three whole cards show (9 columns each with the gap).
        let screen = driver(ScrollView(.horizontal) {
            LazyHStack(spacing: 1) {
                ForEach(0..<20, id: \.self) { index in Card(name: "C\(index)") }
            }
        }, columns: 30, rows: 4, showsKeyHints: true)
        screen.press(.end)
        #expect(focusedName(screen) == "C19")
        #expect(screen.focusedNode?.frame.maxX == 30, "the last card at the right edge")
        screen.press(.home)
        #expect(focusedName(screen) == "C0")
        screen.press(.pageDown)
        #expect(focusedName(screen) == "C3", "a screenful on")
        #expect(screen.focusedNode?.frame.minX == 0, "in the place C0 had")
        screen.press(.pageDown)
        screen.press(.pageUp)
        #expect(focusedName(screen) == "C3", "PgUp undoes PgDn")
        screen.press(KeyPress.character("G"))
        #expect(focusedName(screen) == "C19")
        screen.press(KeyPress.character("g"))
        #expect(focusedName(screen) == "C0")
        // The bar keeps "←→ move"; the help lists the rest.
        #expect(screen.keyHints.contains(KeyHint("←→", "move")))
        #expect(screen.renderer.graph.allKeyHints.contains(KeyHint.helpOnly("Home End", "first, last")))
        #expect(screen.renderer.graph.allKeyHints.contains(KeyHint.helpOnly("PgUp PgDn", "page")))
    }

    @Test func downFromAViewWiderThanTheCardsGoesToTheFirstUnderIt() {
        let screen = driver(ScrollView {
            VStack(alignment: .leading, spacing: 1) {
                Button {} label: { Text("Banner").frame(width: 30, height: 1) }
                ScrollView(.horizontal) {
                    HStack(spacing: 1) {
                        ForEach(0..<3, id: \.self) { index in Card(name: "C\(index)") }
                    }
                }
            }
        }.padding(.leading, 1), columns: 40, rows: 8)
        #expect(focusedName(screen) == "Banner")
        // The banner's middle is over C1: still, C0 is the first card under it.
        screen.press(.downArrow)
        #expect(focusedName(screen) == "C0")
    }

    @Test func aProxyScrollsARowToACardNotBuiltYetAndFocusWaitsForIt() {
        struct Row: View {
            @State var target: Int?
            @FocusState var focused: Int?
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(alignment: .leading) {
                        Button("Go") {
                            proxy.scrollTo(70)
                            focused = 70
                        }
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 1) {
                                ForEach(0..<100, id: \.self) { index in Card(name: "C\(index)").focused($focused, equals: index) }
                            }
                        }
                    }
                }
            }
        }
        let screen = driver(Row(), columns: 30, rows: 5)
        #expect(focusedName(screen) == "Go")
        screen.press(.return)
        #expect(focusedName(screen) == "C70")
        #expect(screen.position(of: "C70") != nil)
        screen.press(.rightArrow)
        #expect(focusedName(screen) == "C71")
    }

    // MARK: Scrolling with keys

    @Test func aScrollViewWithNothingFocusableScrollsWithKeys() {
        let screen = driver(ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<20, id: \.self) { index in Text("Line \(index)") }
            }
        }, columns: 20, rows: 6, showsKeyHints: true)
        #expect(screen.focusedNode is any ScrollingNode)
        #expect(screen.keyHints.contains(KeyHint("↑↓", "scroll")))
        #expect(screen.row(containing: "Line 0 ") == 0)
        screen.press(.downArrow)
        #expect(screen.row(containing: "Line 1 ") == 0)
        screen.press(KeyPress.character("j"))
        #expect(screen.row(containing: "Line 2 ") == 0)
        screen.press(.pageDown)
        #expect(screen.row(containing: "Line 6 ") == 0)
        screen.press(.end)
        #expect(screen.row(containing: "Line 19") == 4)
        screen.press(.downArrow)
        #expect(screen.row(containing: "Line 19") == 4)
        screen.press(.pageUp)
        #expect(screen.row(containing: "Line 11") == 0)
        screen.press(.home)
        #expect(screen.row(containing: "Line 0 ") == 0)
        screen.press(.upArrow)
        #expect(screen.row(containing: "Line 0 ") == 0)
    }

    @Test func aHorizontalScrollViewWithNothingFocusableScrollsWithLeftAndRight() {
        let screen = driver(ScrollView(.horizontal, showsIndicators: false) {
            Text("0123456789abcdefghijklmnopqrstuvwxyz")
        }, columns: 10, rows: 3)
        #expect(screen.lines[0] == "0123456789")
        screen.press(.rightArrow, .rightArrow)
        #expect(screen.lines[0] == "23456789ab")
        screen.press(KeyPress.character("l"))
        #expect(screen.lines[0] == "3456789abc")
        // ↑ ↓ are not for a horizontal scroll view.
        #expect(!screen.renderer.send(KeyPress(.downArrow)))
        screen.press(.end)
        #expect(screen.lines[0] == "qrstuvwxyz")
        screen.press(.home)
        #expect(screen.lines[0] == "0123456789")
    }

    @Test func aScrollViewThatFitsDoesNotTakeFocus() {
        let screen = driver(ScrollView {
            Text("Short")
        }, showsKeyHints: true)
        #expect(screen.focusedNode == nil)
        #expect(!screen.keyHints.contains(KeyHint("↑↓", "scroll")))
        // Smaller content is at the top, centred across.
        #expect(screen.position(of: "Short")?.row == 0)
        #expect(screen.position(of: "Short")?.column == (40 - 5) / 2)
    }

    @Test func lazyStacksAreStacks() {
        let screen = driver(ScrollView {
            LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                Text("one")
                LazyHStack {
                    Text("two")
                    Text("three")
                }
            }
        })
        // The stack is centred across the scroll view; its rows are leading-aligned inside it.
        let one = screen.position(of: "one")
        #expect(one?.row == 0)
        #expect(screen.position(of: "two three")?.row == 1)
        #expect(screen.position(of: "two three")?.column == one?.column)
    }
}

/// `.hoverEffect`: a focused card shows the tint behind its text instead of reverse video, and its pictures
/// (cells with colours of their own) keep their colours.
@MainActor
struct HoverEffectTests {
    @Test func theFocusedCardIsHighlightedAndItsPictureKeepsItsColours() {
        let screen = TestDriver(
            HStack {
                Button {} label: {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 6, height: 1)
                        Text("Kyoto")
                    }
                }
                .hoverEffect(.highlight)
                Button("Other") {}
            }
            .pinnedToTopLeading(),
            size: TerminalSize(columns: 20, rows: 3), showsKeyHints: false)
        let red = terminalColor(.red)
        // The tint behind the card's text, darkened so that its white text reads.
        let blue = SurfaceColors(.dark).selection(tint: terminalColor(.blue))
        #expect(screen.style(atColumn: 0, row: 0).background == red)
        #expect(!screen.style(atColumn: 0, row: 0).attributes.contains(.reverse))
        let kyoto = screen.position(of: "Kyoto")
        #expect(kyoto?.row == 1)
        let textStyle = screen.style(atColumn: kyoto?.column ?? 0, row: 1)
        #expect(textStyle.background == blue)
        #expect(!textStyle.attributes.contains(.reverse))
        // Focus moves on: the card is drawn plainly, the other button in reverse.
        screen.press(.tab)
        #expect(screen.style(atColumn: kyoto?.column ?? 0, row: 1).background == nil)
        #expect(screen.string("Other", has: .reverse))
    }
}
