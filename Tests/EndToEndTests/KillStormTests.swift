import Foundation
import Testing
@testable import TravelModel

/// A storm of SIGKILLs at random moments while expenses are being added through the sheet, as a user would
/// (`+`, a title, Tab, an amount, Ctrl-S): after every kill the database is whole, holds every expense whose
/// Ctrl-S was sent long enough before the kill (the commit follows its key within ~100 ms), and holds nothing
/// but what was typed. Each round starts the app again on the same data, so a round also finds what the rounds
/// before it kept.
///
/// `KILL_STORM_ROUNDS` and `KILL_STORM_SEED` run a longer storm (`Scripts/kill-storm` does); a failure names the
/// seed and the round.
@Suite(.serialized)
struct KillStormTests {
    /// How long before a kill a change's last key must have been sent for the change to be due on disk: the
    /// commit's ~100 ms and the time tmux takes to hand the key over.
    private static let dueAfter: TimeInterval = 0.15

    /// An expense added in the storm: what was typed and when its Ctrl-S was sent.
    private struct Addition {
        let title: String
        let amount: Decimal
        let sent: Date
    }

    @Test func changesCommittedBeforeAKillSurviveIt() throws {
        let environment = ProcessInfo.processInfo.environment
        let rounds = environment["KILL_STORM_ROUNDS"].flatMap(Int.init) ?? 8
        let seed = environment["KILL_STORM_SEED"].flatMap { UInt64($0) } ?? UInt64(Date().timeIntervalSince1970 * 1000)
        var random = SplitMix64(seed: seed)
        let directory = NSTemporaryDirectory() + "/wishlist-storm-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(#"{"schemaVersion": 1, "expenses": []}"#.utf8).write(to: URL(fileURLWithPath: directory + "/expenses.json"))

        var typed: [String: Decimal] = [:]  // every expense typed so far, by title
        var kept: Set<String> = []  // the titles a round found on disk
        var due = 0, dueFound = 0
        for round in 1...rounds {
            let context = "seed \(seed), round \(round)"
            let session = try TmuxSession(
                command: "'\(Products.wishlist)' --data-dir '\(directory)' --currency USD", columns: 80, rows: 24)
            try session.openBudget()
            var additions: [Addition] = []
            for index in 1...random.int(in: 1...3) {
                let title = "Storm \(round)-\(index)"
                let amount = Decimal(random.int(in: 1...99_999)) / 100
                try session.waitForScreen { !$0.contains("New Expense") }
                try session.press("+")
                try session.waitFor("New Expense")
                try session.tmux(["send-keys", "-t", session.name, "-l", title])
                try session.press("Tab")
                try session.tmux(["send-keys", "-t", session.name, "-l", "\(amount)"])
                try session.press("C-s")
                typed[title] = amount
                additions.append(Addition(title: title, amount: amount, sent: Date()))
                // Sometimes the kill comes while the next change is being typed.
                if random.int(in: 0...3) == 0 { break }
            }
            usleep(UInt32(random.int(in: 0...300)) * 1_000)
            let killed = Date()
            kill(try session.programPID(), SIGKILL)
            #expect(try session.waitForExit() == 128 + SIGKILL, "\(context)")

            let connection = try DatabaseConnection(.file(path: directory + "/" + AppDatabase.fileName), access: .readOnly)
            let check = try connection.prepare("PRAGMA integrity_check")
            #expect(try check.step())
            #expect(try check.column(0, as: String.self) == "ok", "\(context)")
            let saved = try ExpenseTable.all(from: connection)
            let titles = Set(saved.map(\.title))
            for expense in saved {
                #expect(typed[expense.title] == expense.amount, "\(context): \(expense.title) \(expense.amount) was not typed so")
            }
            #expect(kept.isSubset(of: titles), "\(context): lost \(kept.subtracting(titles).sorted())")
            for addition in additions where killed.timeIntervalSince(addition.sent) >= Self.dueAfter {
                due += 1
                if titles.contains(addition.title) { dueFound += 1 }
                #expect(titles.contains(addition.title),
                        "\(context): \(addition.title), sent \(killed.timeIntervalSince(addition.sent)) s before the kill, is lost")
            }
            kept = titles
        }
        print("kill storm: seed \(seed), \(rounds) kills, \(due) changes due, \(dueFound) found, \(kept.count) expenses kept")
    }
}
