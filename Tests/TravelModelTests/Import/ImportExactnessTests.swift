import Foundation
import Testing
@testable import TravelModel

/// The one-time import of an earlier version's files keeps every entry exactly or leaves it out by name:
/// an amount with more digits than `Decimal` holds is never rounded, two entries with one id never become one,
/// and the message counts and names what was left out.
@Suite("Import exactness")
@MainActor
struct ImportExactnessTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }

    nonisolated static let fiftyDigits = String(repeating: "1", count: 48) + ".25"
    nonisolated static let firstID = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    nonisolated static let otherID = "0F6C7B3A-2D1E-4F55-9A3B-6E7D8C9B0A1F"

    /// One expense of an `expenses.json`, as an earlier version wrote it.
    nonisolated static func expense(id: String = firstID, title: String, amount: String, date: String = "2024-03-01") -> String {
        """
        {"id": "\(id)", "title": "\(title)", "amount": "\(amount)", "date": "\(date)",
         "category": {"id": "other", "title": "Other", "symbol": "ellipsis.circle"}}
        """
    }

    nonisolated static func expensesFile(_ entries: [String]) -> String {
        #"{"schemaVersion": 1, "expenses": [\#(entries.joined(separator: ", "))]}"#
    }

    // MARK: Amounts

    nonisolated static let readings: [(text: String, reading: StoredAmount.Reading)] = {
        let big = "12345678901234567890123456789012345678"
        return [
            ("12.34", .exact(Decimal(1234) / 100)),
            ("0.10", .exact(Decimal(1) / 10)),
            ("007", .exact(7)),
            ("-0", .exact(0)),
            (big, .exact(Decimal(string: big) ?? 0)),
            (fiftyDigits, .tooManyDigits),
            ("340282366920938463463374607431768211456", .tooManyDigits),
            ("0." + String(repeating: "0", count: 130) + "1", .tooManyDigits),
            ("1" + String(repeating: "0", count: 170), .tooManyDigits),
            ("12,5", .notANumber),
            ("1e5", .notANumber),
        ]
    }()

    @Test("Decimal text is exact, not a number, or has more digits than can be kept", arguments: readings)
    func amountReadings(text: String, reading: StoredAmount.Reading) {
        #expect(StoredAmount.read(text) == reading)
        #expect(StoredAmount.value(of: text) == { if case .exact(let amount) = reading { amount } else { nil } }())
    }

    @Test("The extremes of Decimal are exact")
    func extremes() throws {
        for amount in [Decimal.greatestFiniteMagnitude, Decimal.leastNonzeroMagnitude, -Decimal.greatestFiniteMagnitude] {
            let text = try #require(StoredAmount.text(for: amount))
            #expect(StoredAmount.read(text) == .exact(amount))
        }
    }

    // MARK: Reading the files

    @Test("An expense whose amount cannot be kept exactly, and a second one with an id taken, are left out by name")
    func expensesLeftOut() throws {
        let json = Self.expensesFile([
            Self.expense(title: "Tea", amount: "3.50"),
            Self.expense(id: Self.otherID, title: "Dinner", amount: Self.fiftyDigits),
            Self.expense(title: "Lunch", amount: "12.00", date: "2024-03-02"),
        ])
        guard case let .partlyLoaded(expenses, leftOut) = BudgetDocument.decode(Data(json.utf8), timeZone: .gmt) else {
            Issue.record("not partly loaded")
            return
        }
        #expect(expenses.map(\.title) == ["Tea"])
        #expect(expenses.map(\.amount) == [try decimal("3.5")])
        #expect(leftOut == [
            LeftOutEntry(kind: .expense, name: "\"Dinner\" (2024-03-01)",
                         reason: .tooManyDigits(amount: "1111…1.25")),
            LeftOutEntry(kind: .expense, name: "\"Lunch\" (2024-03-02)", reason: .sameIDAsEarlier),
        ])
    }

    @Test("A second trip with an id taken is left out; an activity with an id its trip has is left out of it")
    func tripsLeftOut() throws {
        let activity = TripsFileTests.activityID
        let json = TripsFileTests.json(activities: #"[{"id": "\#(activity)", "name": "Tea", "isComplete": false},"#
            + #"{"id": "\#(activity)", "name": "Temple", "isComplete": true}]"#, secondTrip: true)
        guard case let .partlyLoaded(trips, leftOut) = TripsDocument.decode(Data(json.utf8), timeZone: .gmt) else {
            Issue.record("not partly loaded")
            return
        }
        #expect(trips.map(\.name) == ["Kyōto"])
        #expect(trips.first?.activities!.map(\.name) == ["Tea"])
        #expect(leftOut == [
            LeftOutEntry(kind: .activity, name: "\"Temple\"", trip: "\"Kyōto\"", reason: .sameIDAsEarlier),
            LeftOutEntry(kind: .trip, name: "\"Kyōto\"", reason: .sameIDAsEarlier),
        ])
    }

    @Test("An id is read as earlier versions read it, in uuidString's layout or not (UUID(uuidString:))")
    func idsAsEarlierVersionsReadThem() throws {
        let ids = [Self.firstID.lowercased(), " E621E1F8-C36C-495A-93FC-0C247A3E6E5", "+621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
        let json = Self.expensesFile(ids.enumerated().map { Self.expense(id: $1, title: "Tea \($0)", amount: "3.50") })
        guard case .loaded(let expenses) = BudgetDocument.decode(Data(json.utf8), timeZone: .gmt) else {
            Issue.record("not read")
            return
        }
        #expect(expenses.map(\.id) == ids.map { UUID(uuidString: $0) })
        let bad = Self.expensesFile([Self.expense(id: "E621E1F8+C36C-495A-93FC-0C247A3E6E5F", title: "Tea", amount: "3.50")])
        #expect(BudgetDocument.decode(Data(bad.utf8), timeZone: .gmt) == .unreadable(reason: .invalidValue(place: "expenses[0].id")))
    }

    @Test("A malformed field still makes the whole file unreadable, with its place")
    func malformedStaysUnreadable() {
        let json = Self.expensesFile([Self.expense(title: "Tea", amount: "3.50"), Self.expense(title: "Bad", amount: "12,5")])
        #expect(BudgetDocument.decode(Data(json.utf8), timeZone: .gmt) == .unreadable(reason: .field(.amount("12,5"), place: "expenses[1]")))
    }

    // MARK: The import and its message

    @Test("The import keeps what it can exactly, leaves the rest in the kept file, and names what it left out")
    func importSaysWhatItLeftOut() throws {
        let directory = try TemporaryDirectory()
        let long = "Dinner at the restaurant by the river with friends"
        let json = Self.expensesFile([
            Self.expense(title: "Tea", amount: "3.50"),
            Self.expense(id: Self.otherID, title: long, amount: Self.fiftyDigits),
            Self.expense(title: "Lunch", amount: "12.00", date: "2024-03-02"),
        ])
        try write(json, to: directory.appending("expenses.json"))
        let data = try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(data.budget.store.database.flush() == nil)
        let saved = try data.budget.store.database.read { try ExpenseTable.all(from: $0) }
        #expect(saved.map(\.title) == ["Tea"])
        #expect(saved.map(\.amount) == [try decimal("3.5")])
        #expect(data.notices.map(\.description) == [
            "Imported 1 expense from expenses.json into wishlist.sqlite; 2 were left out: "
            + "\"Dinner at the restaurant by the river w…\" (2024-03-01): the amount 1111…1.25 has more digits than can be kept exactly; "
            + "\"Lunch\" (2024-03-02): an earlier expense has the same id. "
            + "The old file is kept as expenses.json.imported-20261129-141502."])
        // Nothing is lost: the kept file is the file as it was.
        #expect(try contents(of: directory.appending("expenses.json.imported-20261129-141502")) == Data(json.utf8))
    }

    @Test("Trips and activities left out are said too, and more than three are counted")
    func importOfTripsSaysWhatItLeftOut() throws {
        let directory = try TemporaryDirectory()
        let activity = TripsFileTests.activityID
        let activities = (0..<5).map { #"{"id": "\#(activity)", "name": "Visit \#($0)", "isComplete": false}"# }
        try write(TripsFileTests.json(activities: "[" + activities.joined(separator: ",") + "]", secondTrip: true),
                  to: directory.appending("trips.json"))
        let data = try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        #expect(data.wishlist.store.sortedTrips.map(\.name) == ["Kyōto"])
        #expect(data.wishlist.store.sortedTrips.first.map { data.wishlist.store.activities(ofTrip: $0.id).map(\.name) } == ["Visit 0"])
        #expect(data.notices.map(\.description) == [
            "Imported 1 trip from trips.json into wishlist.sqlite; 4 activities and 1 trip were left out: \"Visit 1\" "
            + "of \"Kyōto\": an earlier activity of the trip has the same id; \"Visit 2\" of \"Kyōto\": an earlier activity "
            + "of the trip has the same id; \"Visit 3\" of \"Kyōto\": an earlier activity of the trip has the same id; and "
            + "2 more. The old file is kept as trips.json.imported-20261129-141502."])
    }

    @Test("With both files, each says what it left out, and the kept files are said once")
    func bothFilesSayWhatTheyLeftOut() {
        let tea = LeftOutEntry(kind: .expense, name: "\"Tea\" (2024-03-01)", reason: .sameIDAsEarlier)
        let expenses = DataImport(count: 1_204, kind: .expense, fileName: "expenses.json",
                                  keptAs: "expenses.json.imported-1", leftOut: [tea])
        let trips = DataImport(count: 3, kind: .trip, fileName: "trips.json", keptAs: "trips.json.imported-1")
        #expect(DataImport.sentence(for: [expenses, trips]) == "Imported 1,204 expenses from expenses.json into wishlist.sqlite; "
            + "1 was left out: \"Tea\" (2024-03-01): an earlier expense has the same id. Imported 3 trips from trips.json into "
            + "wishlist.sqlite. The old files are kept with the suffix .imported-1.")
    }

    @Test("Counts are grouped by thousands")
    func groupedCounts() {
        let expenses = DataImport(count: 1_204, kind: .expense, fileName: "expenses.json", keptAs: "expenses.json.imported-1")
        #expect(DataImport.sentence(for: [expenses]) == "Your 1,204 expenses were moved from expenses.json into wishlist.sqlite; the old file is kept as expenses.json.imported-1.")
    }
}
