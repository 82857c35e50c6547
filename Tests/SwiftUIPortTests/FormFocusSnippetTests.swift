import Testing
import TermUI
import TermUITesting

/// Draws the focus and environment snippets.
@MainActor
struct FormFocusSnippetTests {
    @Test func submittingTheNameMovesToTheEmailField() {
        let screen = TestDriver(TravellerFormSnippet_Previews.previews, size: TerminalSize(columns: 60, rows: 16))
        #expect(screen.text.contains("compact"), "60 columns are a compact width")
        #expect(screen.text.contains("editing name"))
        screen.type("Mei")
        screen.press(.return)
        #expect(screen.text.contains("editing email"))
        screen.type("mei@example.org")
        screen.press(.return)
        #expect(screen.text.contains("editing nothing"))
        #expect(screen.text.contains("Mei") && screen.text.contains("mei@example.org"))
    }
}

/// Focused values follow focus: the focused field's binding is readable and writable from a view beside it.
@MainActor
struct FocusedValueSnippetTests {
    @Test func theFocusedFieldPublishesItsBindingAndTheSceneItsCount() {
        let screen = snippetDriver(NoteEditorsSnippet(), columns: 40, rows: 8)
        #expect(screen.text.contains("editing pack of 2"))
        screen.press(.tab)
        #expect(screen.text.contains("editing book of 2"))
        screen.press(.tab)
        #expect(screen.text.contains("editing none of 2"), "a button publishes nothing; the scene's value stays")
    }

    @Test func aFocusedBindingWritesThroughToTheFocusedField() {
        let screen = snippetDriver(NoteEditorsSnippet(), columns: 40, rows: 8)
        screen.press(.tab)
        #expect(screen.text.contains("editing book"))
        // The button's shortcut leaves focus on the field, whose binding it writes.
        screen.press(KeyPress("t", modifiers: .control))
        #expect(screen.text.contains("editing BOOK"))
        #expect(screen.text.contains("pack"), "the other field keeps its text")
        // On the button itself nothing is published, and pressing it changes nothing.
        screen.press(.tab, .tab)
        screen.press(.return)
        #expect(screen.text.contains("editing none"))
        #expect(screen.text.contains("pack"))
    }
}
