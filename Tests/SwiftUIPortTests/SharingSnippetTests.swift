import Foundation
import Testing
import TermUI
import TermUITesting

/// The sharing snippets drawn and pressed: each link copies its item to the terminal's clipboard and the bottom
/// row says so; an item too long for a terminal's clipboard is refused with a message.
@MainActor
struct SharingSnippetTests {
    private func driver(note: String) -> TestDriver {
        TestDriver(TripShareSnippet(note: note), size: TerminalSize(columns: 80, rows: 24))
    }

    @Test func eachLinkCopiesItsItemAndTheBarSaysSo() {
        let screen = driver(note: "Cherry blossoms at Maruyama")
        #expect(screen.text.contains("Share"))
        #expect(screen.text.contains("Share the note"))
        #expect(screen.text.contains("Share both trips"))
        screen.press(.return)
        #expect(screen.terminal.copiedTexts == ["https://example.com/trips/kyoto"])
        #expect(screen.text.contains("Copied to the clipboard."))
        screen.press(.tab)
        screen.press(.return)
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.terminal.copiedTexts == [
            "https://example.com/trips/kyoto", "Cherry blossoms at Maruyama",
            "https://example.com/trips/kyoto\nhttps://example.com/trips/osaka",
        ], "the subject and message are not copied; several items go one a line")
    }

    @Test func anItemTooLongForTheClipboardIsRefusedWithAMessage() {
        let screen = driver(note: String(repeating: "Kyōto ", count: 20_000))
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.terminal.copiedTexts.isEmpty)
        #expect(screen.text.contains("Too long to copy"), "\(screen.text)")
    }

    @Test func theBarSaysWhatTheLinkDidInTheWindowsLanguage() {
        let screen = TestDriver(
            TripShareSnippet(note: "Kirschblüte").environment(\.localeCategories, LocaleCategories(all: Locale(identifier: "de_DE"))),
            size: TerminalSize(columns: 80, rows: 24))
        screen.press(.return)
        #expect(screen.terminal.copiedTexts == ["https://example.com/trips/kyoto"])
        #expect(screen.text.contains("In die Zwischenablage kopiert."), "\(screen.text)")
        #expect(!screen.text.contains("Copied to the clipboard."))
    }
}
