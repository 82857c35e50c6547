import Foundation
import Testing
import TermUI
import TermUITesting

/// The snippets of this target are written as SwiftUI code with only `import TermUI`; that they compile is most
/// of the test. These tests draw them, so that each family of snippets is also seen to do something.
@MainActor
struct SnippetTests {
    @Test func theFoundationSnippetDrawsItsForm() {
        let trip = PlannedTrip(name: "Kyōto", start: Date(timeIntervalSinceReferenceDate: 0))
        let screen = TestDriver(PlannedTripView(trip: trip), size: TerminalSize(columns: 50, rows: 10))
        #expect(screen.text.contains("Kyōto"))
        #expect(screen.text.contains("Guests: 2"))
        #expect(screen.text.contains("2 guests"))
    }

    @Test func theControlsSnippetDrawsItsList() {
        let screen = TestDriver(SettingsSnippet(), size: TerminalSize(columns: 50, rows: 12))
        #expect(screen.text.contains("Volume"))
        #expect(screen.text.contains("Reset"))
    }
}

/// The views the API table once had as missing (outline groups, several dates, renaming) draw and answer keys.
@MainActor
struct MissingViewSnippetTests {
    @Test func anOutlineOpensWithTheRightArrowAndClosesWithTheLeft() {
        let screen = snippetDriver(FolderOutlineSnippet(), columns: 30, rows: 8)
        #expect(screen.text.contains("▸ Trips"))
        #expect(screen.text.contains("todo.txt"))
        #expect(!screen.text.contains("Kyoto"))
        screen.press(.rightArrow)
        screen.settle()
        #expect(screen.text.contains("▾ Trips"))
        let kyoto = screen.position(of: "Kyoto")
        #expect(kyoto?.column == 4, "children are indented under their parent's label")
        #expect(screen.text.contains("notes.txt"))
        #expect(!screen.text.contains("tickets.pdf"))
        screen.press(.tab)
        screen.press(.rightArrow)
        screen.settle()
        #expect(screen.text.contains("tickets.pdf"))
        screen.press(KeyPress(.tab, modifiers: .shift))
        screen.press(.leftArrow)
        screen.settle()
        #expect(!screen.text.contains("Kyoto"))
        #expect(screen.text.contains("▸ Trips"))
    }

    @Test func aMultiDatePickerTogglesDaysWithSpace() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US")
        let screen = snippetDriver(HolidayDaysSnippet(calendar: calendar), columns: 30, rows: 12)
        #expect(screen.text.contains("Days off"))
        #expect(screen.text.contains("May 2026"))
        #expect(screen.text.contains("1 days"))
        let chosen = try #require(screen.position(of: "•14"))
        #expect(screen.style(atColumn: chosen.column + 1, row: chosen.row).attributes.contains(.bold))
        screen.press(.rightArrow, .space)
        #expect(screen.text.contains("2 days"))
        #expect(screen.text.contains("•15"))
        screen.press(.space)
        #expect(screen.text.contains("1 days"))
        #expect(!screen.text.contains("•15"))
        screen.press(.pageDown)
        #expect(screen.text.contains("June 2026"))
        screen.press(.space)
        #expect(screen.text.contains("2 days"))
        #expect(screen.text.contains("•15"), "the fifteenth of June, a month on from the cursor")
    }

    @Test func aRenameButtonCallsTheActionAroundItAndIsDisabledWithout() {
        let screen = snippetDriver(RenamableTripSnippet(), columns: 30, rows: 6)
        #expect(screen.text.contains("Rename"))
        #expect(screen.text.contains("✎"))
        screen.press(.return)
        #expect(screen.text.contains("Lisbon, renamed 1"))
        // The second button has no action around it: it takes no focus, so Tab stays on the first.
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.text.contains("Lisbon, renamed 2"))
    }
}

/// `AsyncImage` loads a `file:` URL off the main actor, shows its placeholder until then, and says why it cannot
/// load another URL.
@MainActor
struct AsyncImageSnippetTests {
    private static let tulips = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Gallery/Assets/tulips.png")

    /// Advances the driver's clock until `condition` holds, letting the loading task run between steps.
    private func wait(_ screen: TestDriver, until condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            try? await Task.sleep(nanoseconds: 5_000_000)
            screen.advance(by: 1.0 / 60)
        }
    }

    @Test func aFileURLShowsThePlaceholderThenThePicture() async {
        let screen = snippetDriver(TripPhotoSnippet(url: Self.tulips), columns: 30, rows: 5)
        #expect(screen.text.contains("loading photo"))
        await wait(screen) { !screen.text.contains("loading photo") }
        #expect(!screen.text.contains("no photo"))
        #expect(screen.lines[0].hasPrefix("▀▀▀▀▀▀▀▀"), "the picture in half blocks, 8 cells wide")
    }

    @Test func aNetworkURLIsTheFailurePhaseWithItsReason() async {
        let screen = snippetDriver(TripPhotoSnippet(url: URL(string: "https://example.org/tulips.png")), columns: 80, rows: 3)
        await wait(screen) { !screen.text.contains("loading photo") }
        #expect(screen.text.contains("no photo: TermUI loads pictures from files only, not from https URLs"))
    }

    @Test func aFileThatIsNotAPictureSaysSo() async {
        let notAPicture = URL(fileURLWithPath: #filePath)
        let screen = snippetDriver(TripPhotoSnippet(url: notAPicture), columns: 80, rows: 3)
        await wait(screen) { !screen.text.contains("loading photo") }
        #expect(screen.text.contains("no photo: SnippetTests.swift is not a PNG or JPEG picture"))
    }
}
