import Foundation
import Testing
@testable import TravelModel

/// The budget's search across every month (schema version 7): words found at the beginning of the words of an
/// expense's title, category, trip name and amount, with a category and a trip to narrow it; the index kept up
/// to date by the database's triggers whatever changes a row; results in list order, page after page.
@Suite("Expense search")
@MainActor
struct ExpenseSearchTests {
    static let titles = ["Sushi at Tsukiji", "Ramen", "Café au lait", "Train to Kyoto", "Sushi train", "Museum pass"]
    static let categories: [TravelModel.Category] = [.foodAndDrink, .foodAndDrink, .foodAndDrink, .transport, .foodAndDrink, .activities]

    /// `count` expenses over 400 days, titles and categories from the lists above, every fourth for `trip`.
    static func expenses(count: Int, trip: Trip.ID? = nil) -> [Expense] {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        return (0..<count).map { (index: Int) -> Expense in
            let amount = Decimal(index % 500) / 10 + 1
            let date = start.addingTimeInterval(Double(index % 400) * 86_400)
            let tripID: Trip.ID? = index % 4 == 0 ? trip : nil
            return Expense(
                title: titles[index % titles.count], amount: amount, currencyCode: index % 2 == 0 ? "USD" : "JPY",
                category: categories[index % titles.count], date: date, tripID: tripID)
        }
    }

    /// `expenses`, entered in their order, as a search lists them: by day (of UTC, as the index keeps it),
    /// newest first, and the latest entered first within a day.
    static func newestFirst(_ expenses: [Expense]) -> [Expense] {
        let day = { (expense: Expense) in Int64((expense.date.timeIntervalSinceReferenceDate / 86_400).rounded(.towardZero)) }
        return expenses.enumerated().sorted { (day($0.element), $0.offset) > (day($1.element), $1.offset) }.map(\.element)
    }

    /// A database in memory with a store of trips and one of expenses in it.
    static func stores() throws -> (AppDatabase, TripStore, BudgetStore) {
        let database = AppDatabase.inMemory()
        return (database, try TripStore(database: database), BudgetStore(database: database))
    }

    /// Whether `word`, folded, begins a word of `text`, folded (the index's rule, for these plain texts).
    static func begins(_ word: String, in text: String) -> Bool {
        let fold = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let words = fold(text).split { !$0.isLetter && !$0.isNumber && $0 != "." }
        return words.contains { $0.hasPrefix(fold(word)) }
    }

    @Test("Words are found at the beginning of the words of a title, a category, a trip's name or an amount, case and accents aside, all of them, newest first")
    func wordsAreFoundInListOrder() throws {
        let (_, trips, store) = try Self.stores()
        let kyoto = trips.addTrip(name: "Kyoto in spring", collectionID: "spring")
        let all = Self.expenses(count: 900, trip: kyoto.id)
        store.add(contentsOf: all)
        let ordered = Self.newestFirst(all)
        for text in ["sushi", "SUSH", "cafe", "tsuk", "food", "kyoto", "spring", "sushi train", "train sushi", "4.5", "49"] {
            let expected = ordered.filter { expense in
                text.split(separator: " ").allSatisfy { word in
                    let texts = [expense.title, expense.category.title, expense.tripID == kyoto.id ? kyoto.name : "",
                                 "\(expense.amount)"]
                    return texts.contains { Self.begins(String(word), in: $0) }
                }
            }
            let found = store.expenses(matching: ExpenseSearch(text: text))
            #expect(!expected.isEmpty, "\(text) finds something in these expenses")
            #expect(Array(found).map(\.id) == expected.map(\.id), "\(text)")
        }
        #expect(store.expenses(matching: ExpenseSearch(text: "lisbon")).isEmpty)
        #expect(store.expenses(matching: ExpenseSearch(text: "ushi")).isEmpty, "a word's middle is not its beginning")
    }

    @Test("What the user types is never read as the index's syntax: quotes, operators, stars, colons and punctuation alone")
    func hostileTextIsOnlyText() {
        let store = BudgetStore(expenses: Self.expenses(count: 120) + [
            Expense(title: #"The "AND" bar: NEAR(x) *"#, amount: 9.6, category: .other, date: .now),
        ])
        for text in [#"""#, #""""#, "AND", "OR", "NOT", "*", "NEAR(", "title:", ":", "-", "$", "(", "^sushi", "\u{1B}[31m"] {
            let found = store.expenses(matching: ExpenseSearch(text: text))
            #expect(store.unreadableExpenses(matching: ExpenseSearch(text: text)).failure == nil, "\(text)")
            _ = Array(found)
        }
        #expect(store.expenses(matching: ExpenseSearch(text: #""and""#)).map(\.title) == [#"The "AND" bar: NEAR(x) *"#])
        #expect(store.expenses(matching: ExpenseSearch(text: "near(")).count == 1)
        // A word the index splits is its words, each looked for: the index keeps no phrases.
        #expect(store.expenses(matching: ExpenseSearch(text: "bar:near")).map(\.title) == [#"The "AND" bar: NEAR(x) *"#])
        #expect(ExpenseSearchIndex.words(of: "st-pauli 9.60 ..").map(String.init) == ["st", "pauli", "9.60"])
        let nineSixty = store.expenses(matching: ExpenseSearch(text: "$9.6"))
        #expect(nineSixty.contains { $0.title.hasPrefix("The") } && nineSixty.allSatisfy { "\($0.amount)".hasPrefix("9.6") })
        #expect(store.readFailure == nil)
    }

    @Test("A category and a trip narrow a search, with words or alone, and only they")
    func categoryAndTripNarrowASearch() throws {
        let (_, trips, store) = try Self.stores()
        let trip = trips.addTrip(name: "Osaka", collectionID: "spring")
        let all = Self.expenses(count: 600, trip: trip.id)
        store.add(contentsOf: all)
        let ordered = Self.newestFirst(all)
        let searches: [(ExpenseSearch, (Expense) -> Bool)] = [
            (ExpenseSearch(category: .transport), { $0.category == .transport }),
            (ExpenseSearch(tripID: trip.id), { $0.tripID == trip.id }),
            (ExpenseSearch(text: "train", category: .foodAndDrink), { $0.title == "Sushi train" }),
            (ExpenseSearch(text: "sushi", tripID: trip.id), { $0.title.hasPrefix("Sushi") && $0.tripID == trip.id }),
            (ExpenseSearch(category: .foodAndDrink, tripID: trip.id), { $0.category == .foodAndDrink && $0.tripID == trip.id }),
        ]
        for (search, isFound) in searches {
            let expected = ordered.filter(isFound).map(\.id)
            #expect(!expected.isEmpty)
            #expect(Array(store.expenses(matching: search)).map(\.id) == expected, "\(search)")
        }
        #expect(ExpenseSearch(text: " - ").isEmpty && !ExpenseSearch(category: .other).isEmpty)
        // The words an id is indexed as are never found by what is typed, even typed as indexed.
        #expect(store.expenses(matching: ExpenseSearch(text: ExpenseSearchIndex.idWord(trip.id.uuidString))).isEmpty)
        #expect(store.expenses(matching: ExpenseSearch(text: String(trip.id.uuidString.prefix(8)))).isEmpty)
    }

    @Test("The index follows every change: an expense added, edited, replaced, deleted, undone; a trip renamed")
    func theIndexFollowsChanges() throws {
        let (database, trips, store) = try Self.stores()
        let trip = trips.addTrip(name: "Nara", collectionID: "spring")
        let undo = RecordingUndo()
        store.undoRegistry = undo
        store.add(contentsOf: Self.expenses(count: 50))
        let deer = Expense(title: "Deer crackers", amount: 2, category: .other, date: .now, tripID: trip.id)
        store.add(deer)
        #expect(store.expenses(matching: ExpenseSearch(text: "deer")).map(\.id) == [deer.id])
        #expect(store.expenses(matching: ExpenseSearch(text: "nara")).map(\.id) == [deer.id])
        var edited = deer
        edited.title = "Temple entry"
        store.replace(edited)
        #expect(store.expenses(matching: ExpenseSearch(text: "deer")).isEmpty)
        #expect(store.expenses(matching: ExpenseSearch(text: "temple")).map(\.id) == [deer.id])
        undo.undoLast()
        #expect(store.expenses(matching: ExpenseSearch(text: "deer")).map(\.id) == [deer.id])
        trips.renameTrip(id: trip.id, to: "Nara Park")
        try database.writeNow { _ in }
        #expect(store.expenses(matching: ExpenseSearch(text: "park deer")).map(\.id) == [deer.id])
        // Added again under its id (as an import does): replaced, never found twice.
        store.add(deer)
        #expect(store.expenses(matching: ExpenseSearch(text: "deer")).map(\.id) == [deer.id])
        store.remove(id: deer.id)
        #expect(store.expenses(matching: ExpenseSearch(text: "deer")).isEmpty)
        let rows = try database.read { connection in
            try connection.prepare("SELECT (SELECT count(*) FROM expense_search), (SELECT count(*) FROM expense)").rows {
                [try $0.column(0, as: Int.self), try $0.column(1, as: Int.self)]
            }.first
        }
        #expect(rows?[0] == rows?[1], "a row in the index for each expense, no more")
    }

    @Test("What a search finds is read newest first across pages, from the end, and by id, however many it finds",
          arguments: [3_000, 12_000])
    func largeAndSmallResultsPage(count: Int) {
        // Every second expense is a sushi: 1,500 found, or 6,000.
        let all = Self.expenses(count: count).enumerated().map { index, expense in
            var expense = expense
            expense.title = index % 2 == 0 ? "Sushi \(index % 13)" : "Soba \(index % 11)"
            return expense
        }
        let store = BudgetStore(expenses: all)
        let expected = Self.newestFirst(all).filter { $0.title.hasPrefix("Sushi") }
        let found = store.expenses(matching: ExpenseSearch(text: "sushi"))
        #expect(found.count == expected.count)
        #expect(Array(found).map(\.id) == expected.map(\.id))
        let fresh = store.expenses(matching: ExpenseSearch(text: "sushi "))
        #expect(fresh[fresh.count - 1].id == expected[expected.count - 1].id, "reached from the end")
        for index in [0, 65, expected.count / 2, expected.count - 1] {
            #expect(fresh.offset(ofExpenseWithID: expected[index].id) == index)
        }
    }

    @Test("The step to version 7 indexes the expenses already there, with their trips' names")
    func migrationIndexesExistingExpenses() throws {
        let connection = try DatabaseConnection(.inMemory)
        try connection.execute("PRAGMA recursive_triggers = ON")
        try DatabaseSchema.migrate(connection, currencyCode: "USD", to: 6)
        let trip = Trip(name: "Hakone", subtitle: "", photoName: nil, collectionID: "autumn", lastViewed: .now)
        try TripTable.upsert([trip], timeZone: .gmt, in: connection)
        try insertExpenses([
            Expense(title: "Ropeway", amount: 15, category: .transport, date: .now, tripID: trip.id),
            Expense(title: "Onsen", amount: 20, category: .activities, date: .now),
        ], anySchemaSince6: connection)
        try DatabaseSchema.migrate(connection, currencyCode: "USD")
        let found = { (text: String) in
            let statement = try connection.prepare("SELECT title FROM expense WHERE \(ExpenseSearchIndex.matching)")
            try statement.bind([ExpenseSearchIndex.query(for: text)])
            return try statement.rows { try $0.column(0, as: String.self) }
        }
        #expect(try found("hakone") == ["Ropeway"])
        #expect(try found("onsen") == ["Onsen"])
        #expect(try found("transport") == ["Ropeway"])
        let limits = try connection.prepare("SELECT count(*) FROM category_limit").rows { try $0.column(0, as: Int.self) }
        #expect(limits == [0])
    }

    @Test("The step to version 7 says how far the indexing has come, row by row, to the end")
    func migrationReportsProgress() throws {
        let connection = try DatabaseConnection(.inMemory)
        try DatabaseSchema.migrate(connection, currencyCode: "USD", to: 6)
        let count = DatabaseSchema.progressInterval + 10
        try insertExpenses(Self.expenses(count: count), anySchemaSince6: connection)
        var reports: [DatabaseUpdateProgress] = []
        try DatabaseSchema.migrate(connection, currencyCode: "USD") { reports.append($0) }
        // Version 7's reports, then version 9's.
        #expect(reports.map(\.rowsDone) == [0, DatabaseSchema.progressInterval, count, count] + [0, DatabaseSchema.progressInterval, count, count])
        #expect(reports.map(\.indexesMade) == [0, 0, 0, 1, 0, 0, 0, 1])
        #expect(reports.allSatisfy { $0.totalRows == count } && reports.last?.fractionDone == 1)
    }
}
