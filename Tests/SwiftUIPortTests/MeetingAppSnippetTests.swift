import Foundation
import Testing
import TermUI
import TermUITesting

/// The meeting app of `MeetingAppSnippets.swift`, written as SwiftUI sample apps are, drawn and used.
@MainActor
struct MeetingAppSnippetTests {
    private struct Harness: View {
        @State var meetings = Meeting.sampleData

        var body: some View {
            MeetingsView(meetings: $meetings) {}
        }
    }

    @Test func theListOfMeetingsOpensAMeetingAndItsTimer() {
        let screen = TestDriver(Harness(), size: TerminalSize(columns: 80, rows: 30))
        #expect(screen.text.contains("Daily Meetings"))
        #expect(screen.text.contains("Design") && screen.text.contains("App Dev"))
        screen.press(.return)
        screen.settle()
        #expect(screen.text.contains("Start Meeting") && screen.text.contains("10 minutes"))
        #expect(screen.text.contains("Cathy") && screen.text.contains("Buttercup"))
        screen.press(.return)
        screen.settle()
        #expect(!screen.text.contains("Start Meeting"), "the timer screen is shown")
        #expect(screen.text.contains("━") || screen.text.contains("●") || screen.text.contains("█"), "its progress and ring are drawn")
    }

    @Test func theEditSheetAddsAnAttendee() {
        let screen = TestDriver(Harness(), size: TerminalSize(columns: 80, rows: 30))
        screen.press(.return)
        screen.settle()
        #expect(screen.text.contains("Edit"))
        // The toolbar's Edit button, clicked.
        _ = screen.click("Edit")
        screen.settle()
        #expect(screen.text.contains("Meeting Info") && screen.text.contains("New Attendee"))
    }
}

/// A `Window` is the terminal's window, and a command's shortcut works anywhere in it and is in the help.
@MainActor
struct WindowAndCommandsSnippetTests {
    @Test func theFirstWindowIsShownAndItsCommandsAnswerTheirShortcuts() {
        let screen = TestDriver(app: MeetingCommandsApp(), size: TerminalSize(columns: 50, rows: 8))
        #expect(screen.text.contains("0 meetings"))
        #expect(!screen.text.contains("never shown"))
        #expect(!screen.text.contains("New Meeting"), "a command is not drawn")
        screen.press(KeyPress("n", modifiers: .control))
        #expect(screen.text.contains("1 meetings"))
        #expect(screen.keyHints.contains { $0.key == "^N" && $0.label.lowercased() == "new meeting" })
    }
}
