import Foundation
import Testing
@testable import TravelModel

/// A trip's money as a new user plans it, in a real terminal: an expense added from the trip's money screen,
/// found from the budget's search, moved to another trip, the move undone, and the app started again.
@Suite(.serialized)
struct TripMoneyJourneyTests {
    /// The expenses and trips saved in the data directory's database, as the app committed them.
    private func saved(_ directory: String) throws -> (expenses: [Expense], trips: [Trip]) {
        let connection = try DatabaseConnection(.file(path: directory + "/" + AppDatabase.fileName), access: .readOnly)
        return (try ExpenseTable.all(from: connection), try TripTable.all(from: connection, timeZone: .current).trips)
    }

    /// Waits until what is saved satisfies a condition (saving follows a change by a moment).
    private func waitForSaved(_ directory: String, _ condition: ([Expense], [Trip]) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let (expenses, trips) = try? saved(directory), condition(expenses, trips) { return true }
            usleep(20_000)
        }
        return false
    }

    /// The app on `directory`, its wishlist's first card opened and the trip's money shown.
    private func openFirstTripsMoney(_ directory: String) throws -> TmuxSession {
        let session = try TmuxSession(
            command: "'\(Products.wishlist)' --data-dir '\(directory)' --currency USD", columns: 80, rows: 24)
        try session.waitFor("Cinque Terre")
        try session.press("Down")
        try session.press("Enter")
        try session.waitForScreen { $0.contains("‹") && $0.contains("Cinque Terre") }
        try session.press("$")
        try session.waitFor("Cinque Terre: Money")
        return session
    }

    @Test func addAnExpenseFromATripFindItMoveItUndoRestartAndSeeItAsLeft() throws {
        let directory = NSTemporaryDirectory() + "/wishlist-trip-money-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(#"{"schemaVersion": 1, "expenses": []}"#.utf8).write(to: URL(fileURLWithPath: directory + "/expenses.json"))

        var session = try openFirstTripsMoney(directory)
        try session.press("+")
        try session.waitForScreen { $0.contains("New Expense") && $0.contains("Trip") && $0.contains("Cinque Terre") }
        try session.tmux(["send-keys", "-t", session.name, "-l", "Focaccia picnic"])
        try session.press("Tab")
        try session.tmux(["send-keys", "-t", session.name, "-l", "12.40"])
        try session.press("C-s")
        try session.waitForScreen { !$0.contains("New Expense") && $0.contains("Focaccia picnic") && $0.contains("$12.40") }
        var cinqueTerre: Trip.ID?, keukenhof: Trip.ID?
        #expect(try waitForSaved(directory) { expenses, trips in
            cinqueTerre = trips.first { $0.name == "Cinque Terre" }?.id
            keukenhof = trips.first { $0.name == "Keukenhof" }?.id
            return expenses.count == 1 && expenses[0].tripID == cinqueTerre && cinqueTerre != nil
        }, "the expense belongs to the trip it was added from")

        // Found from the budget's search, of every month.
        try session.press("2")
        try session.waitFor("Expenses")
        try session.press("/")
        try session.tmux(["send-keys", "-t", session.name, "-l", "focac"])
        try session.waitForScreen { $0.contains("1 found") && $0.contains("Focaccia picnic") }
        // Moved to another trip through its sheet's picker.
        try session.press("Enter")
        try session.press("e")
        try session.waitFor("Edit Expense")
        for _ in 0..<4 { try session.press("Down") }
        try session.press("Enter")
        // Every trip is offered (the sample's dozen), in display order: Keukenhof comes after Cinque Terre.
        try session.waitForScreen { $0.contains("✓ Cinque Terre") && $0.contains("Keukenhof") && $0.contains("Québec City") }
        try session.press("Down")
        try session.press("Enter")
        try session.waitForScreen { $0.contains("Edit Expense") && $0.contains("‹ Keukenhof ›") }
        try session.press("C-s")
        try session.waitForScreen { !$0.contains("Edit Expense") }
        #expect(try waitForSaved(directory) { expenses, _ in expenses.first?.tripID == keukenhof && keukenhof != nil })

        // Undone: the expense is the trip's again, on disk.
        try session.press("u")
        #expect(try waitForSaved(directory) { expenses, _ in expenses.first?.tripID == cinqueTerre })
        try session.press("q")
        #expect(try session.waitForExit() == 0)

        // Started again, the trip's money shows it.
        session = try openFirstTripsMoney(directory)
        let screen = try session.waitForScreen(settled: true) { $0.contains("Focaccia picnic") && $0.contains("$12.40") }
        #expect(!screen.contains("Unsaved changes"))
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }
}
