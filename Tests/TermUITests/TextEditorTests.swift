import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `TextEditor`: many lines, Enter inserts a line break, the arrows move by rows, a paste keeps its line breaks,
/// the view scrolls to the cursor.
@MainActor
struct TextEditorTests {
    private struct Notes: View {
        let text: Bound<String>

        var body: some View {
            VStack(alignment: .leading) {
                Text("Notes")
                TextEditor(text: text.binding)
                    .frame(width: 20, height: 4)
            }
            .pinnedToTopLeading()
        }
    }

    private func makeScreen(_ text: String = "") -> (TestDriver, Bound<String>) {
        let bound = Bound(text)
        return (TestDriver(Notes(text: bound), size: TerminalSize(columns: 40, rows: 8)), bound)
    }

    @Test func enterInsertsALineBreakAndTheTextShowsOnRows() {
        let (screen, text) = makeScreen()
        screen.type("Pack")
        screen.press(.return)
        screen.type("Passport")
        #expect(text.value == "Pack\nPassport")
        #expect(screen.rowText(1) == "Pack" && screen.rowText(2) == "Passport")
        #expect(screen.terminal.cursor?.column == 8 && screen.terminal.cursor?.row == 2)
        #expect(screen.keyHints.contains(KeyHint("⏎", "new line")))
        #expect(!screen.keyHints.contains { $0.key == "q" }, "q types")
    }

    @Test func arrowsMoveByRowsKeepingTheColumn() {
        let (screen, text) = makeScreen("Lisbon\nKyōto")
        // The cursor starts at the end; ↑ keeps its column (5) on the row above.
        screen.press(.upArrow)
        screen.type("!")
        #expect(text.value == "Lisbo!n\nKyōto")
        screen.press(.home)
        screen.type("> ")
        #expect(text.value == "> Lisbo!n\nKyōto")
        screen.press(.downArrow, .end)
        screen.press(KeyPress("u", modifiers: .control))
        #expect(text.value == "> Lisbo!n\n", "Ctrl-U erases to the line's start only")
    }

    @Test func longLinesWrapAndTheViewScrollsToTheCursor() {
        let (screen, text) = makeScreen()
        screen.type(String(repeating: "a", count: 25))
        #expect(screen.rowText(1) == String(repeating: "a", count: 20))
        #expect(screen.rowText(2) == String(repeating: "a", count: 5))
        for line in 1...5 {
            screen.press(.return)
            screen.type("line \(line)")
        }
        #expect(text.value.hasSuffix("line 5"))
        // Seven rows in a view of four: the last four show, the cursor on the last.
        #expect(screen.rowText(4) == "line 5")
        #expect(screen.rowText(1) == "line 2")
        #expect(screen.terminal.cursor?.row == 4)
    }

    @Test func aPasteKeepsItsLineBreaks() {
        let (screen, text) = makeScreen()
        screen.paste("Day 1: Lisbon\r\nDay 2:\tSintra\n")
        #expect(text.value == "Day 1: Lisbon\nDay 2:    Sintra\n")
        #expect(screen.rowText(2) == "Day 2:    Sintra")
        #expect(screen.terminal.cursor?.column == 0 && screen.terminal.cursor?.row == 3)
    }

    @Test func textSetFromOutsideShows() {
        let (screen, text) = makeScreen("one")
        text.value = "two\nthree"
        screen.update()
        #expect(screen.rowText(2) == "three")
    }
}
