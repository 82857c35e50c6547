import Foundation
import Testing
import TermUI
import TermUITesting

/// The notes app of `NotesAppSnippets.swift`, written as SwiftUI apps are, drawn and used.
@MainActor
struct NotesAppSnippetTests {
    @Test func notesSearchToAnEmptyStateAndReorder() {
        let notebook = Notebook()
        let screen = TestDriver(NotesRoot().environment(notebook), size: TerminalSize(columns: 80, rows: 24))
        #expect(screen.text.contains("Notes") && screen.text.contains("Packing list"))
        screen.press(KeyPress(.downArrow, modifiers: .shift))
        screen.settle()
        #expect(notebook.notes.map(\.title) == ["Train times", "Packing list", "Recipes"], "Shift-↓ moved the note")
        screen.press(.character("/"))
        screen.type("zzz")
        screen.settle()
        #expect(screen.text.contains("No Results for “zzz”"))
    }

    @Test func aNoteShowsItsDetailsWithADisclosureGroupAndALink() {
        let notebook = Notebook()
        // Tall: the detail's `spacing: 8` is eight rows here, as every length is cells.
        let screen = TestDriver(NotesRoot().environment(notebook), size: TerminalSize(columns: 80, rows: 60))
        screen.press(.return)
        screen.settle()
        #expect(screen.text.contains("Passport, adapter, umbrella"), "the note's Markdown is read")
        #expect(screen.text.contains("Folder") && screen.text.contains("Travel"))
        #expect(screen.text.contains("▸ History") && !screen.text.contains("Created today"))
        #expect(screen.click("History"))
        screen.settle()
        #expect(screen.text.contains("▾ History") && screen.text.contains("Created today"))
        #expect(screen.click("Open the guide"))
        screen.settle()
        #expect(screen.text.contains("Open https://example.com/guide"), "the URL is shown for the user to open")
    }
}
