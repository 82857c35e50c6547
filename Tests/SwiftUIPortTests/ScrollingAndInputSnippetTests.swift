import Testing
import TermUI
import TermUITesting

/// The layout, scrolling, list and input modifiers the API table had as missing do what their doc comments
/// say.
@MainActor
struct ScrollingAndInputSnippetTests {
    private func driver<V: View>(_ view: V, columns: Int = 30, rows: Int = 8) -> TestDriver {
        snippetDriver(view, columns: columns, rows: rows)
    }

    @Test func safeAreaInsetsStandAtTheirEdgesAndThePaddingIsRoom() throws {
        let screen = driver(ComposerSnippet())
        let header = try #require(screen.position(of: "Header"))
        let messages = try #require(screen.position(of: "Messages"))
        let field = try #require(screen.position(of: "Type here"))
        #expect(header.row < messages.row)
        // A row of spacing between the content and the bottom inset.
        #expect(field.row == messages.row + 2)
        #expect(header.column >= 2)
    }

    @Test func aScrollViewAnchoredAtTheBottomStartsAtTheEndWithoutAnIndicator() {
        let screen = driver(ChatLogSnippet())
        #expect(screen.text.contains("message 20"))
        #expect(!screen.text.contains("message 1\n"))
        // The indicator's column is left out: no thumb characters in the last column.
        let lastColumn = screen.lines.compactMap { $0.count >= 30 ? $0.last : nil }
        #expect(lastColumn.allSatisfy { $0 == " " || $0.isLetter || $0.isNumber })
    }

    @Test func contentMarginsSetTheContentApart() throws {
        let screen = driver(MarginsSnippet())
        let inside = try #require(screen.position(of: "inside"))
        #expect(inside.row == 2)
        #expect(inside.column >= 3)
    }

    @Test func aDeleteDisabledRowOffersNoDeleteAndAMoveDisabledOneDoesNotMove() {
        let screen = driver(FixedRowsSnippet(), rows: 10)
        // Inbox is selected first: d names no delete, and Shift-↓ moves nothing.
        #expect(!screen.keyHints.contains { $0.label == "delete" })
        screen.press(KeyPress(.downArrow, modifiers: .shift))
        #expect((screen.row(containing: "Inbox") ?? 99) < (screen.row(containing: "Drafts") ?? 0))
        // Drafts can be deleted.
        screen.press(.downArrow)
        #expect(screen.keyHints.contains { $0.label == "delete" })
        screen.press("d")
        screen.settle()
        screen.press(.return)
        screen.settle()
        #expect(!screen.text.contains("Drafts"))
        #expect(screen.text.contains("Inbox"))
    }

    @Test func aClickPassesThroughAViewThatRefusesHitTesting() {
        let screen = driver(ClickThroughSnippet())
        // The glass covers the middle of the button: a click on it lands on the button behind.
        #expect(screen.click("Glass"))
        #expect(screen.text.contains("Glass 1"), "\(screen.text)")
    }

    @Test func aSubmitScopeKeepsEnterFromTheActionsAroundIt() {
        let screen = driver(SubmitScopeSnippet())
        screen.type("Ada")
        screen.press(.return)
        #expect(screen.text.contains("outer 0 inner 1"))
    }

    @Test func defaultFocusPutsFocusOnItsValuesView() {
        let screen = driver(DefaultFocusSnippet())
        screen.type("x")
        #expect(screen.text.contains("x"))
        guard let second = screen.row(containing: "x") else { return }
        #expect(second == 1)
    }
}

/// The scrolling rows of the API table.
extension ScrollingAndInputSnippetTests {
    @Test func aScrollTransitionHidesTheRowHalfOutOfView() {
        let screen = snippetDriver(FadingStopsSnippet(), columns: 20, rows: 6)
        #expect(screen.lines[0].contains("Kyōto"), "\(screen.text)")
        #expect(screen.lines[2].contains("Nara"), "\(screen.text)")
        // Uji's first row would show on the last row of the view; half of it is out, so it is hidden.
        #expect(!screen.text.contains("Uji"), "\(screen.text)")
        let plain = snippetDriver(ScrollView { VStack(spacing: 0) { ForEach(["A\nB", "C\nD", "E\nF"], id: \.self) { Text($0) } } }
            .frame(height: 5), columns: 20, rows: 6)
        #expect(plain.text.contains("E"), "without the transition the row shows: \(plain.text)")
    }
}

/// `@GestureState` holds a tap's value while the button is down and goes back when it is released.
@MainActor
struct GestureStateSnippetTests {
    @Test func theStateIsSetWhilePressedAndResetOnRelease() throws {
        let screen = snippetDriver(PressableCardSnippet(), columns: 30, rows: 3)
        let card = try #require(screen.position(of: "resting"))
        screen.send([.mouse(MouseEvent(.press(.primary), column: card.column, row: card.row))])
        #expect(screen.text.contains("pressed, 1 taps"))
        screen.send([.mouse(MouseEvent(.release(.primary), column: card.column, row: card.row))])
        #expect(screen.text.contains("resting, 1 taps"))
        #expect(screen.click("resting"))
        #expect(screen.text.contains("resting, 2 taps"))
    }

}

/// `.scrollPosition(id:anchor:)` says which row is at the top as the user scrolls, and setting it scrolls there.
@MainActor
struct ScrollPositionSnippetTests {
    private func driver<V: View>(_ view: V) -> TestDriver {
        snippetDriver(view, columns: 30, rows: 8)
    }

    /// The number after "row " on a line of the screen.
    private func rowNumber(on line: String) -> Int? {
        line.components(separatedBy: "row ").dropFirst().first.flatMap { Int(String($0.prefix { $0.isNumber })) }
    }

    @Test func scrollingTellsTheScrollPositionWhichRowIsAtTheTop() {
        let screen = driver(ScrollPositionSnippet())
        #expect(screen.lines[0].hasPrefix("top: none"), "nothing is said before the user scrolls")
        #expect(rowNumber(on: screen.lines[1]) == 1)
        screen.press(.downArrow)
        screen.press(.downArrow)
        #expect(rowNumber(on: screen.lines[1]) == 3)
        #expect(screen.lines[0].hasPrefix("top: 3"))
        screen.press(.pageDown)
        let top = rowNumber(on: screen.lines[1])
        #expect(top ?? 0 > 3)
        #expect(screen.lines[0].hasPrefix("top: \(top ?? 0)"), "\(screen.lines[0])")
    }

    @Test func settingTheScrollPositionPutsItsRowAtTheAnchor() {
        let screen = driver(ScrollPositionSnippet(anchor: .top))
        screen.press("t")
        #expect(rowNumber(on: screen.lines[1]) == 60)
        #expect(screen.lines[0].hasPrefix("top: 60"))
        // The user scrolls on from there.
        screen.press(.upArrow)
        #expect(rowNumber(on: screen.lines[1]) == 59)
        #expect(screen.lines[0].hasPrefix("top: 59"))
    }

    @Test func withoutAnAnchorTheRowIsScrolledIntoViewByAsLittleAsShowsIt() {
        let screen = driver(ScrollPositionSnippet())
        screen.press("t")
        #expect(rowNumber(on: screen.lines[7]) == 60, "the row comes up from below to the last line")
        #expect(screen.lines[0].hasPrefix("top: 60"), "the app's id stands until the user scrolls")
        screen.press(.downArrow)
        #expect(screen.lines[0].hasPrefix("top: \(rowNumber(on: screen.lines[1]) ?? 0)"))
    }

    @Test func aScrollPositionSetAtTheStartIsShownFirst() {
        let screen = driver(ScrollPositionSnippet(topRow: 40, anchor: .top))
        #expect(rowNumber(on: screen.lines[1]) == 40)
        #expect(screen.lines[0].hasPrefix("top: 40"))
    }

    @Test func aMillionRowsReportTheirTopRowFromWhatIsLaidOut() {
        let screen = driver(ScrollPositionSnippet(rows: 1...1_000_000))
        screen.press(.end)
        let top = rowNumber(on: screen.lines[1])
        #expect(rowNumber(on: screen.lines[7]) == 1_000_000)
        #expect(screen.lines[0].hasPrefix("top: \(top ?? 0)"), "\(screen.lines[0])")
    }
}

/// `.onContinuousHover` and `.onHover` follow the pointer's motion reports.
@MainActor
struct HoverSnippetTests {
    private func move(_ screen: TestDriver, column: Int, row: Int) {
        screen.send([.mouse(MouseEvent(.move, column: column, row: row))])
    }

    @Test func theContinuousHoverFollowsThePointerInTheViewsOwnCellsUntilItLeaves() {
        let screen = snippetDriver(HoverMapSnippet(), columns: 30, rows: 8)
        #expect(screen.lines[0].hasPrefix("pointer: away"))
        move(screen, column: 3, row: 3)
        #expect(screen.lines[0].hasPrefix("pointer: 3,1"), "\(screen.lines[0])")
        move(screen, column: 9, row: 4)
        #expect(screen.lines[0].hasPrefix("pointer: 9,2"))
        move(screen, column: 20, row: 0)
        #expect(screen.lines[0].hasPrefix("pointer: away"))
    }

    @Test func onHoverSaysOnlyWhenThePointerComesAndGoes() throws {
        let screen = snippetDriver(HoverMapSnippet(), columns: 30, rows: 8)
        let legend = try #require(screen.position(of: "Legend"))
        #expect(screen.lines[1].hasPrefix("legend: hidden"))
        move(screen, column: legend.column + 1, row: legend.row)
        #expect(screen.lines[1].hasPrefix("legend: shown"))
        move(screen, column: legend.column + 2, row: legend.row)
        #expect(screen.lines[1].hasPrefix("legend: shown"))
        move(screen, column: 0, row: 0)
        #expect(screen.lines[1].hasPrefix("legend: hidden"))
    }

    @Test func aMoveIsNotAClick() {
        var pressed = false
        let screen = snippetDriver(Button("Go") { pressed = true }, columns: 10, rows: 2)
        move(screen, column: 1, row: 0)
        #expect(!pressed)
    }
}

