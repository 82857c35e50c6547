import Foundation
import Testing

/// `@AppStorage` in the real app: the budget's month, kept in the data directory, is the month shown again
/// after a restart.
@Suite(.serialized)
struct AppStorageJourneyTests {
    /// The "Month Year" title in the budget's bar ("October 2026").
    private func monthTitle(on screen: String) -> String? {
        let words = screen.split(whereSeparator: \.isWhitespace).map(String.init)
        for (month, year) in zip(words, words.dropFirst())
        where year.count == 4 && Int(year) != nil && DateFormatter().monthSymbols.contains(month) {
            return "\(month) \(year)"
        }
        return nil
    }

    @Test func theBudgetOpensAgainAtTheMonthLastShown() throws {
        let directory = NSTemporaryDirectory() + "/wishlist-appstorage-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let command = "'\(Products.wishlist)' --data-dir '\(directory)' --currency USD"

        var session = try TmuxSession(command: command, columns: 80, rows: 24)
        let first = try session.openBudget()
        let thisMonth = try #require(monthTitle(on: first))
        try session.press("Left", "Left")
        let moved = try session.waitForScreen { monthTitle(on: $0).map { $0 != thisMonth } ?? false }
        let shown = try #require(monthTitle(on: moved))
        try session.press("q")
        #expect(try session.waitForExit() == 0)
        #expect(FileManager.default.fileExists(atPath: directory + "/AppStorage.plist"))

        session = try TmuxSession(command: command, columns: 80, rows: 24)
        let again = try session.openBudget()
        #expect(monthTitle(on: again) == shown, "not \(thisMonth)")
        try session.press("q")
        #expect(try session.waitForExit() == 0)
    }
}
