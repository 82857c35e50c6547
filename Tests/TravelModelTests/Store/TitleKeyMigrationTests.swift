import Foundation
import Testing
@testable import TravelModel

/// Schema version 5: the expenses of an earlier version get the keys of their titles, and the index of the
/// list order takes the place of the index by date.
@Suite("Title key migration")
struct TitleKeyMigrationTests {
    @Test("A database of version 4 gets every title's key, the list order's index and the amounts' index")
    func migratesVersion4() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        let calendar = try gregorian("Europe/Berlin")
        let day = try moment(calendar, 2026, 11, 20)
        let titles = ["Day 12", "day 2", "Café", "cafe", "Zürich", "Ämter", "", "すし", "Day 02"]
        do {
            let old = try DatabaseConnection(.file(path: url.path))
            try DatabaseSchema.migrate(old, currencyCode: "USD", to: 4)
            let insert = try old.prepare("INSERT INTO expense (\(expenseColumnsBeforeTrips)) VALUES (?, ?, '1.50', 'other', 'Other', 'tag', ?, 'EUR')")
            for title in titles {
                try insert.bind([UUID().uuidString, title, day.timeIntervalSinceReferenceDate])
                try insert.execute()
            }
        }
        let connection = try DatabaseConnection(.file(path: url.path))
        try DatabaseSchema.migrate(connection, currencyCode: "USD")
        #expect(try connection.userVersion() == DatabaseSchema.currentVersion)
        let stored = try connection.prepare("SELECT title, title_key FROM expense").rows {
            (try $0.column(0, as: String.self), try $0.column(1, as: String.self))
        }
        #expect(stored.count == titles.count)
        for (title, key) in stored {
            #expect(key == NameOrderKey.key(for: title), "\(title)")
        }
        let indexes = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'expense'").rows {
            try $0.column(0, as: String.self)
        }
        #expect(indexes.contains(ExpenseTable.listOrderIndex))
        #expect(indexes.contains(ExpenseTable.amountsIndex))
        #expect(!indexes.contains("expense_by_date"))
        // The list order: by key, the later entered first among equal keys ("Day 02" after "day 2").
        let listed = try ExpenseTable.allInListOrder(from: connection).map(\.title)
        #expect(listed == ["", "Ämter", "cafe", "Café", "Day 02", "day 2", "Day 12", "Zürich", "すし"])
    }

    /// A database of version 4 at `url` with `count` expenses, titled by `title`.
    private func makeVersion4(at url: URL, count: Int, title: (Int) -> String) throws {
        let old = try DatabaseConnection(.file(path: url.path))
        try old.setJournalMode(.wal)
        try DatabaseSchema.migrate(old, currencyCode: "USD", to: 4)
        try old.transaction {
            let insert = try old.prepare("INSERT INTO expense (\(expenseColumnsBeforeTrips)) VALUES (?, ?, '1.50', 'other', 'Other', 'tag', ?, 'EUR')")
            for index in 0..<count {
                try insert.bind([UUID().uuidString, title(index), Double(index) * 3_600])
                try insert.execute()
            }
        }
    }

    @Test("The update to version 5 says how far it has come: the rows as their keys are worked out, then each index")
    func reportsProgress() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        let count = DatabaseSchema.progressInterval * 2 + 100
        try makeVersion4(at: url, count: count) { "Title \($0 % 50)" }
        let connection = try DatabaseConnection(.file(path: url.path))
        var reports: [DatabaseUpdateProgress] = []
        try DatabaseSchema.migrate(connection, currencyCode: "USD", to: 5) { reports.append($0) }
        let interval = DatabaseSchema.progressInterval
        #expect(reports.map(\.rowsDone) == [0, interval, 2 * interval, count, count, count])
        #expect(reports.map(\.indexesMade) == [0, 0, 0, 0, 1, 2])
        #expect(reports.allSatisfy { $0.totalRows == count && $0.indexCount == 2 })
        #expect(reports.map(\.fractionDone) == reports.map(\.fractionDone).sorted())
        #expect(reports.last?.fractionDone == 1)
        let keys = try connection.prepare("SELECT DISTINCT title, title_key FROM expense").rows {
            (try $0.column(0, as: String.self), try $0.column(1, as: String.self))
        }
        #expect(keys.count == 50)
        #expect(keys.allSatisfy { $0.1 == NameOrderKey.key(for: $0.0) }, "each title's key, worked out once")
    }

    @Test("Opening a database the update rewrote leaves no large log behind")
    func logEmptiedAfterTheUpdate() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(AppDatabase.fileName)
        // Titles long enough that the rewritten rows fill more log than a large commit leaves.
        let long = String(repeating: "a title of some length ", count: 40)
        try makeVersion4(at: url, count: AppDatabase.largeLogSize / long.utf8.count * 2) { "\(long)\($0)" }
        let database = try AppDatabase.open(at: url)
        var status = stat()
        #expect(stat(url.path + "-wal", &status) != 0 || status.st_size == 0, "the log left at \(status.st_size) bytes")
        #expect(try database.read { try $0.userVersion() } == DatabaseSchema.currentVersion)
    }

    @Test("A memo of title keys gives each text its key: canonically equivalent texts, which it takes for one, have one key")
    func memoByBytes() {
        let composed = "Caf\u{E9} 12", decomposed = "Cafe\u{301} 12"
        #expect(composed == decomposed, "equal as Strings")
        var memo = NameOrderKey.Memo()
        for name in [composed, decomposed, composed, "Zürich", decomposed] {
            #expect(Array(memo.key(for: name).utf8) == Array(NameOrderKey.key(for: name).utf8), "\(Array(name.utf8))")
        }
    }
}
