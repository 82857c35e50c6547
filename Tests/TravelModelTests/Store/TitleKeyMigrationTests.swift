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
        defer { directory.remove() }
        let url = directory.appending(AppDatabase.fileName)
        let calendar = try gregorian("Europe/Berlin")
        let day = try moment(calendar, 2026, 11, 20)
        let titles = ["Day 12", "day 2", "Café", "cafe", "Zürich", "Ämter", "", "すし", "Day 02"]
        do {
            let old = try DatabaseConnection(.file(path: url.path))
            try DatabaseSchema.migrate(old, currencyCode: "USD", to: 4)
            let insert = try old.prepare("INSERT INTO expense (\(ExpenseTable.columns)) VALUES (?, ?, '1.50', 'other', 'Other', 'tag', ?, 'EUR')")
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
}
