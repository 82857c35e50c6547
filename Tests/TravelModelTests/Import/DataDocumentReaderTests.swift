import Foundation
import Testing
@testable import TravelModel

/// Hostile and broken data documents: each is refused with a sentence that says what is wrong and where (the
/// value's place and its line), never a crash and never a part of it taken for the whole; what a later
/// version may add (unknown keys) is passed over.
@Suite("Reading a data document")
struct DataDocumentReaderTests {
    /// What a reading handed over.
    final class Collected: DataDocumentContent {
        var settings: [String: String] = [:]
        var trips: [Trip] = []
        var pictures: [UUID] = []
        var limits: [CategoryLimitTable.Row] = []
        var expenses: [Expense] = []

        func setting(_ value: String, for key: String, at place: EntryPlace) { settings[key] = value }
        func trip(_ trip: Trip, at place: EntryPlace) { trips.append(trip) }
        func picture(_ picture: Picture, id: UUID, at place: EntryPlace) { pictures.append(id) }
        func categoryLimit(_ limit: CategoryLimitTable.Row, at place: EntryPlace) { limits.append(limit) }
        func expense(_ expense: Expense, at place: EntryPlace) { expenses.append(expense) }
    }

    static let expenseID = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    static let tripID = "A1B2C3D4-0000-4000-8000-000000000001"

    /// An expense entry, with `fields` in place of some of its own (or more).
    static func expense(_ fields: [String: String] = [:], id: String = expenseID) -> String {
        var all: [(String, String)] = [
            ("id", "\"\(id)\""), ("date", "\"2026-03-14T21:30:00+09:00\""), ("title", "\"Sushi\""), ("amount", "\"12.50\""),
            ("currency", "\"JPY\""), ("category", "{\"id\":\"food-and-drink\",\"title\":\"Food & Drink\",\"symbol\":\"fork.knife\"}"),
            ("trip", "null"),
        ]
        all = all.map { key, value in (key, fields[key] ?? value) }.filter { $0.1 != "-" }
        all += fields.filter { key, _ in !all.contains { $0.0 == key } && fields[key] != "-" }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return "{" + all.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A trip entry, with `fields` in place of some of its own.
    static func trip(_ fields: [String: String] = [:], id: String = tripID) -> String {
        let all: [(String, String)] = [
            ("id", "\"\(id)\""), ("name", "\"Kyōto\""), ("subtitle", "\"\""), ("collection", "\"spring-blossoms\""),
            ("picture", "null"), ("lastViewed", "\"2026-03-01\""), ("dates", "{\"first\":\"2026-04-01\",\"last\":\"2026-04-10\"}"),
            ("budget", "{\"amount\":\"1200\",\"currency\":\"EUR\"}"), ("activities", "[{\"id\":\"\(expenseID)\",\"name\":\"Tea\",\"isComplete\":false}]"),
        ]
        return "{" + all.map { "\"\($0.0)\":\(fields[$0.0] ?? $0.1)" }.joined(separator: ",") + "}"
    }

    /// A document as the export lays it out (an entry a line), of these parts.
    static func document(
        format: String = "\"wishlist\"", version: String = "1", settings: String = "{}", trips: [String] = [],
        pictures: [String] = [], limits: [String] = [], expenses: [String] = [], extra: String = ""
    ) -> String {
        func list(_ entries: [String]) -> String {
            entries.isEmpty ? "[]" : "[\n    " + entries.joined(separator: ",\n    ") + "\n  ]"
        }
        return """
            {
              "format": \(format),
              "version": \(version),
              "exported": "2026-03-14T12:00:00Z",
              "period": null,\(extra)
              "settings": \(settings),
              "trips": \(list(trips)),
              "pictures": \(list(pictures)),
              "categoryLimits": \(list(limits)),
              "expenses": \(list(expenses))
            }

            """
    }

    /// What reading `text` handed over, or its problem.
    static func read(_ text: String) -> Result<Collected, DataDocumentProblem> {
        let collected = Collected()
        var reader = DataDocumentReader(JSONTokenizer(bytes: Array(text.utf8)))
        do {
            try reader.read(into: collected)
            return .success(collected)
        } catch let problem as DataDocumentProblem {
            return .failure(problem)
        } catch {
            Issue.record("not a problem: \(error)")
            return .failure(DataDocumentProblem(.unreadable(offset: 0, reason: FailureReason(error))))
        }
    }

    /// The problem of reading `text`; nil when it is read.
    static func problem(_ text: String) -> DataDocumentProblem? {
        if case .failure(let problem) = read(text) { return problem }
        return nil
    }

    /// The problem of importing `text` into a database in memory; nil when it is imported.
    static func importProblem(_ text: String) -> DataDocumentProblem? {
        do {
            _ = try DataDocumentImport.importDocument(
                JSONTokenizer(bytes: Array(text.utf8)), size: text.utf8.count, into: AppDatabase.inMemory(), pictureFolder: nil)
            return nil
        } catch {
            guard case .refused(let problem) = error else {
                Issue.record("not refused: \(error)")
                return nil
            }
            return problem
        }
    }

    @Test("A document of every part is read, each entry handed over as it is; unknown keys and fields are passed over")
    func readsWhatItKnows() throws {
        let text = Self.document(
            settings: "{\"draft\": \"{\\\"a\\\":1}\", \"future\": \"x\"}", trips: [Self.trip()],
            limits: ["{\"category\":\"lodging\",\"amount\":\"300\",\"currency\":\"EUR\",\"note\":[1,{\"deep\":[]}]}"],
            expenses: [Self.expense(["later": "{\"a\":[[[[1]]]]}", "trip": "\"\(Self.tripID)\""])],
            extra: "\n  \"comment\": {\"written by\": [\"a later version\", 2.5e10, null, true]},")
        let collected = try Self.read(text).get()
        #expect(collected.settings == ["draft": "{\"a\":1}", "future": "x"])
        let trip = try #require(collected.trips.first)
        #expect(trip.name == "Kyōto" && trip.activities!.map(\.name) == ["Tea"] && trip.budget == Money(1200, currencyCode: "EUR"))
        #expect(trip.dates.flatMap { StoredDay.text(for: $0.upperBound, timeZone: .gmt) } == "2026-04-10")
        let expense = try #require(collected.expenses.first)
        #expect(expense.amount == (try decimal("12.5")))
        #expect(expense.date == (try moment(try gregorian("UTC"), 2026, 3, 14, 12, 30)))
        #expect(expense.tripID == UUID(uuidString: Self.tripID))
        #expect(collected.limits.first?.limit == Money(300, currencyCode: "EUR"))
    }

    @Test("Keys in another order (sorted, as another program may write them) are read the same")
    func keysInAnyOrder() throws {
        let text = """
            {"categoryLimits":[],"expenses":[\(Self.expense())],"exported":"x","format":"wishlist","pictures":[],"period":null,
            "settings":{},"trips":[\(Self.trip())],"version":1}
            """
        let collected = try Self.read(text).get()
        #expect(collected.expenses.count == 1 && collected.trips.count == 1)
        // A problem in an entry before the version: the version, wrong, is what is said.
        let newer = text.replacingOccurrences(of: "\"version\":1", with: "\"version\":2").replacingOccurrences(of: "\"12.50\"", with: "12.5")
        #expect(Self.problem(newer)?.reason.description.hasPrefix("the document is of version 2") == true)
        let right = text.replacingOccurrences(of: "\"12.50\"", with: "12.5")
        #expect(Self.problem(right)?.place == "expenses[0].amount")
    }

    @Test("Versions: a newer one is refused with a message, as is one no version writes, or a version that is not a whole number")
    func versions() {
        let newer = Self.problem(Self.document(version: "2"))
        #expect(newer?.description
            == "version, line 3: the document is of version 2, written by a newer version of wishlist; this one reads version 1")
        #expect(Self.problem(Self.document(version: "0"))?.reason.description.contains("which no version of wishlist writes") == true)
        #expect(Self.problem(Self.document(version: "1.0"))?.reason.description == "the version 1.0 is not a whole number")
        #expect(Self.problem(Self.document(version: "\"1\""))?.reason.description == "the version is text, not a whole number")
        #expect(Self.problem(Self.document(version: "99999999999999999999999"))?.reason.description.contains("not a whole number") == true)
        let noVersion = Self.document().replacingOccurrences(of: "\"version\": 1,", with: "")
        #expect(Self.problem(noVersion)?.reason.description == "the document has no version")
    }

    @Test("What is not a wishlist document is said as such: another format, none (an earlier version's expenses.json), not an object")
    func notWishlists() {
        #expect(Self.problem(Self.document(format: "\"ledger\""))?.reason.description == "not a wishlist document: its format is \"ledger\", not \"wishlist\"")
        #expect(Self.problem(Self.document(format: "7"))?.reason.description == "not a wishlist document: its format is a number")
        let earlier = """
            {"schemaVersion": 1, "expenses": [{"id": "\(Self.expenseID)", "title": "Tea", "amount": "3",
             "category": {"id": "other", "title": "Other", "symbol": "x"}, "date": "2026-01-01"}]}
            """
        #expect(Self.problem(earlier)?.reason.description == "not a wishlist document: it has no \"format\": \"wishlist\"")
        #expect(Self.problem("[1, 2]")?.reason.description == "not a wishlist document: it is an array, not an object")
        #expect(Self.problem("")?.reason.description == "the document is empty")
        #expect(Self.problem("  \n ")?.reason.description == "the document is empty")
        #expect(Self.problem("{\"format\": wishlist}")?.reason.description == "not JSON at byte 11: expected a value, found 'w'")
        #expect(Self.problem(Self.document() + "{}")?.reason.description.hasPrefix("not JSON at byte") == true)
        #expect(Self.problem(Self.document().replacingOccurrences(of: "\"trips\": [],", with: ""))?.reason.description == "the document has no trips")
        #expect(Self.problem(Self.document(settings: "[]"))?.description == "settings, line 6: an array where an object is needed")
        let twice = Self.document(extra: "\n  \"expenses\": [],")
        #expect(Self.problem(twice)?.reason.description == "\"expenses\" is written twice")
    }

    @Test("A file cut anywhere is refused as not whole, never read as a shorter document")
    func truncated() throws {
        let text = Self.document(settings: "{\"a\": \"b\"}", trips: [Self.trip()], limits: [], expenses: [Self.expense(), Self.expense(id: Self.tripID)])
        let bytes = Array(text.utf8)
        let end = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
        for length in 0...end {
            let cut = String(decoding: bytes[..<length], as: UTF8.self)
            let problem = try #require(Self.problem(cut), "\(length) bytes")
            #expect(problem.line != nil)
            if length > 40 {
                #expect(problem.reason.description.hasPrefix("the document ends in the middle") || problem.reason.description.hasPrefix("not JSON"), "\(length): \(problem)")
            }
        }
        #expect(Self.problem(String(decoding: bytes[...end], as: UTF8.self)) == nil, "whole without its last line feed")
    }

    @Test("Amounts are exact decimal text: a JSON number, a comma, too many digits are refused at their place and line")
    func amounts() {
        let float = Self.problem(Self.document(expenses: [Self.expense(), Self.expense(["amount": "12.5"], id: Self.tripID)]))
        #expect(float?.description == "expenses[1].amount, line 12: 12.5 is a JSON number; an amount is text, such as \"12.5\", so that no digit is lost")
        #expect(Self.problem(Self.document(expenses: [Self.expense(["amount": "\"12,50\""])]))?.reason.description
            == "\"12,50\" is not an amount: digits with a point, such as \"-12.5\"")
        for text in ["\"1e5\"", "\"+1\"", "\".5\"", "\"5.\"", "\"\"", "\" 1\"", "\"١٢\"", "\"NaN\""] {
            #expect(Self.problem(Self.document(expenses: [Self.expense(["amount": text])]))?.reason.description.hasSuffix("is not an amount: digits with a point, such as \"-12.5\"") == true, "\(text)")
        }
        let many = "\"" + String(repeating: "9", count: 40) + "\""
        #expect(Self.problem(Self.document(expenses: [Self.expense(["amount": many])]))?.reason.description
            == "the amount 9999…9999 has more digits than the app keeps exactly")
        let long = "\"0." + String(repeating: "0", count: 130) + "1\""
        #expect(Self.problem(Self.document(expenses: [Self.expense(["amount": long])]))?.reason.description.hasSuffix("has more digits than the app keeps exactly") == true)
        #expect(Self.problem(Self.document(expenses: [Self.expense(["amount": "null"])]))?.reason.description == "null where an amount as text is needed")
        let exact = try? Self.read(Self.document(expenses: [Self.expense(["amount": "\"-0.000000000000000000001\""])])).get()
        #expect(exact?.expenses.first?.amount == (try? decimal("-0.000000000000000000001")))
    }

    @Test("Fields: ids that are not UUIDs, dates without offsets, days that are not, values of another kind, a key twice")
    func fields() {
        func expenseProblem(_ fields: [String: String]) -> String? {
            Self.problem(Self.document(expenses: [Self.expense(fields)])).map(\.description)
        }
        #expect(expenseProblem(["id": "\"E621E1F8C36C495A93FC0C247A3E6E5F\""])
            == "expenses[0].id, line 11: \"E621E1F8C36C495A93FC0C247A3E6E5F\" is not a UUID (such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")")
        #expect(expenseProblem(["date": "\"2026-03-14T21:30:00\""])
            == "expenses[0].date, line 11: \"2026-03-14T21:30:00\" is not a date and time with its offset, such as \"2026-03-14T21:30:00+09:00\"")
        #expect(expenseProblem(["date": "\"2026-02-30T21:30:00Z\""])?.contains("is not a date and time") == true)
        #expect(expenseProblem(["date": "795189600"])?.hasSuffix("the number 795189600 where text is needed") == true)
        #expect(expenseProblem(["title": "-"]) == "expenses[0], line 11: title is missing")
        #expect(expenseProblem(["title": "42"]) == "expenses[0].title, line 11: the number 42 where text is needed")
        #expect(expenseProblem(["category": "{\"id\":\"x\",\"title\":\"X\"}"]) == "expenses[0].category, line 11: symbol is missing")
        #expect(expenseProblem(["trip": "5"]) == "expenses[0].trip, line 11: the number 5 where text or null is needed")
        #expect(expenseProblem(["trip": "\"not a trip\""])?.contains("is not a UUID") == true)
        #expect(Self.problem(Self.document(expenses: ["{\"id\":\"x\",\"id\":\"y\"}"]))?.reason.description == "the key \"id\" is written twice")
        #expect(Self.problem(Self.document(expenses: ["[1]"]))?.description == "expenses[0], line 11: an array where an object is needed")
        #expect(Self.problem(Self.document(trips: [Self.trip(["lastViewed": "\"2026-3-1\""])]))?.reason.description
            == "\"2026-3-1\" is not a day written yyyy-MM-dd, such as \"2026-03-14\"")
        #expect(Self.problem(Self.document(trips: [Self.trip(["dates": "{\"first\":\"2026-04-10\",\"last\":\"2026-04-01\"}"])]))?.description
            == "trips[0].dates, line 8: the last day comes before the first")
        #expect(Self.problem(Self.document(trips: [Self.trip(["activities": "[{\"id\":\"\(Self.expenseID)\",\"name\":\"T\",\"isComplete\":\"yes\"}]"])]))?
            .description == "trips[0].activities[0].isComplete, line 8: text where true or false is needed")
        #expect(Self.problem(Self.document(trips: [Self.trip(["budget": "{\"amount\":\"10\"}"])]))?.reason.description == "currency is missing")
        #expect(Self.problem(Self.document(settings: "{\"a\": 1}"))?.description == "settings.a, line 6: a number where text is needed")
        #expect(Self.problem(Self.document(limits: ["{\"category\":\"x\",\"amount\":\"0\",\"currency\":\"EUR\"}"]))?.reason.description
            == "a monthly limit is more than 0")
        #expect(Self.problem(Self.document(limits: ["{\"category\":\"x\",\"amount\":\"-3\",\"currency\":\"EUR\"}"]))?.reason.description
            == "a monthly limit is more than 0")
    }

    @Test("Pictures: the name of one of the user's own, base64 of a PPM file the app reads, at most 256 pixels a side")
    func pictures() throws {
        let small = try #require(Picture(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6]))
        let name = "user:" + Self.expenseID.lowercased()
        func entry(name: String, ppm: String) -> String { "{\"name\":\"\(name)\",\"ppm\":\"\(ppm)\"}" }
        let good = Data(small.ppmData).base64EncodedString()
        #expect(try Self.read(Self.document(pictures: [entry(name: name, ppm: good)])).get().pictures.map(\.uuidString) == [Self.expenseID])
        #expect(Self.problem(Self.document(pictures: [entry(name: "kyoto-pagoda", ppm: good)]))?.reason.description
            == "\"kyoto-pagoda\" is not the name of a picture of the user's own (user:<uuid>)")
        #expect(Self.problem(Self.document(pictures: [entry(name: name, ppm: "not base64!")]))?.reason.description == "the picture is not base64")
        #expect(Self.problem(Self.document(pictures: [entry(name: name, ppm: Data("P3\n1 1\n255\n1 2 3".utf8).base64EncodedString())]))?
            .reason.description.hasPrefix("the picture is not a PPM file the app reads") == true)
        let large = try #require(Picture(width: 300, height: 2, pixels: Array(repeating: 7, count: 300 * 2 * 3)))
        #expect(Self.problem(Self.document(pictures: [entry(name: name, ppm: Data(large.ppmData).base64EncodedString())]))?.reason.description
            == "the picture is 300 by 2 pixels; at most 256 by 256 are read")
        #expect(importProblemOfTwice(entry(name: name, ppm: good), list: "pictures")?.reason.description
            == "an earlier picture of the document has the name \(name)")
    }

    /// The problem of importing a document whose list `list` holds `entry` twice.
    private func importProblemOfTwice(_ entry: String, list: String) -> DataDocumentProblem? {
        switch list {
        case "pictures": Self.importProblem(Self.document(pictures: [entry, entry]))
        case "trips": Self.importProblem(Self.document(trips: [entry, entry]))
        case "categoryLimits": Self.importProblem(Self.document(limits: [entry, entry]))
        default: Self.importProblem(Self.document(expenses: [entry, entry]))
        }
    }

    @Test("Ids given twice refuse the document: expenses, trips, activities of a trip, pictures, limits' categories, settings' keys")
    func idsTwice() {
        let expense = importProblemOfTwice(Self.expense(), list: "expenses")
        #expect(expense?.description == "expenses[1].id, line 12: an earlier expense of the document has the id \(Self.expenseID)")
        #expect(importProblemOfTwice(Self.trip(), list: "trips")?.reason.description == "an earlier trip of the document has the id \(Self.tripID)")
        let activity = "{\"id\":\"\(Self.expenseID)\",\"name\":\"T\",\"isComplete\":false}"
        #expect(Self.problem(Self.document(trips: [Self.trip(["activities": "[\(activity),\(activity)]"])]))?.description
            == "trips[0].activities[1].id, line 8: an earlier activity of the trip has the id \(Self.expenseID)")
        let limit = "{\"category\":\"lodging\",\"amount\":\"1\",\"currency\":\"EUR\"}"
        #expect(importProblemOfTwice(limit, list: "categoryLimits")?.reason.description == "an earlier monthly limit of the document is of the category \"lodging\"")
        #expect(Self.problem(Self.document(settings: "{\"a\": \"1\", \"a\": \"2\"}"))?.reason.description == "the setting \"a\" is written twice")
        // One id in two entries, the second far on: the first is rolled back with the rest.
        let many = (0..<100).map { Self.expense(id: String(format: "E621E1F8-C36C-495A-93FC-%012d", $0)) }
        #expect(Self.importProblem(Self.document(expenses: many + [many[3]]))?.place == "expenses[100].id")
        #expect(Self.importProblem(Self.document(expenses: many)) == nil)
    }

    @Test("Nesting: deep enough to be another program's is refused, said, never a crash; some depth in an unknown field is passed over")
    func nesting() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let problem = Self.problem(Self.document(extra: "\n  \"x\": \(deep),"))
        #expect(problem?.reason.description.hasPrefix("nested more than 512 deep at byte") == true, "\(String(describing: problem))")
        let inEntry = Self.problem(Self.document(expenses: [Self.expense(["x": deep])]))
        #expect(inEntry?.reason.description.hasPrefix("nested more than 512 deep") == true)
        let fine = String(repeating: "{\"a\":", count: 100) + "1" + String(repeating: "}", count: 100)
        #expect(Self.problem(Self.document(expenses: [Self.expense(["x": fine])], extra: "\n  \"y\": \(fine),")) == nil)
    }

    @Test("Text of every kind is read back as written: escapes, surrogate pairs, controls; a lone surrogate is refused")
    func text() throws {
        let title = "\\u001b]0;x\\u0007 \\\"q\\\" \\\\ \\ud83c\\udf5c \\u2028 שלום \\u202e é\\n"
        let collected = try Self.read(Self.document(expenses: [Self.expense(["title": "\"\(title)\""])])).get()
        #expect(collected.expenses.first?.title == "\u{1B}]0;x\u{07} \"q\" \\ 🍜 \u{2028} שלום \u{202E} é\n")
        #expect(Self.problem(Self.document(expenses: [Self.expense(["title": "\"\\ud83c\""])]))?.reason.description.contains("a lone surrogate") == true)
        #expect(Self.problem(Self.document(expenses: [Self.expense(["title": "\"a\u{1B}b\""])]))?.reason.description.contains("a control character") == true)
    }
}
