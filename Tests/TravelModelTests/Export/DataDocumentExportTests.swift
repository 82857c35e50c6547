import Foundation
import Testing
@testable import TravelModel

/// The data document's writer on what the round trip does not make: rows the app cannot read, pictures whose
/// files are missing, an empty database, and what the bytes of the file hold.
@Suite("Exporting the data document")
struct DataDocumentExportTests {
    /// The document of `directory` and what the export said.
    private func exported(_ directory: TemporaryDirectory) throws -> (text: String, summary: DataDocumentExport.Summary) {
        let (file, summary) = try DataDocumentRoundTripTests.export(directory, timeZone: .gmt)
        defer { try? FileManager.default.removeItem(at: file) }
        return (String(decoding: try contents(of: file), as: UTF8.self), summary)
    }

    @Test("An empty database is a whole document of empty parts")
    func empty() throws {
        let directory = try DataDocumentRoundTripTests.directory(holding: .init())
        let (text, summary) = try exported(directory)
        #expect(summary == DataDocumentExport.Summary())
        #expect(text == """
            {
              "format": "wishlist",
              "version": 1,
              "exported": "2026-05-09T06:13:20.25Z",
              "period": null,
              "settings": {},
              "trips": [],
              "pictures": [],
              "categoryLimits": [],
              "expenses": []
            }

            """)
    }

    @Test("Rows the app cannot read, and pictures whose files are missing, are left out and counted with the first reason; the rest is written")
    func leftOut() throws {
        let now = Date(timeIntervalSinceReferenceDate: 0)
        let good = Trip(name: "Good", collectionID: "spring-blossoms", activities: [Activity(name: "Tea")], lastViewed: now)
        // In the order of their ids, the bad day first.
        let badDay = Trip(
            id: try #require(UUID(uuidString: "00000000-0000-4000-8000-000000000001")), name: "Bad day",
            collectionID: "spring-blossoms", lastViewed: now)
        let badActivity = Trip(
            id: try #require(UUID(uuidString: "00000000-0000-4000-8000-000000000002")), name: "Bad activity",
            collectionID: "spring-blossoms", activities: [Activity(name: "x")], lastViewed: now)
        let pictured = Trip(name: "Pictured", photoName: "user:" + UUID().uuidString.lowercased(), collectionID: "spring-blossoms", lastViewed: now)
        var data = DataDocumentRoundTripTests.DataSet()
        data.trips = [good, badDay, badActivity, pictured]
        data.expenses = ["kept", "abc", "far", "\u{1B}[2J"].map { Expense(title: $0, amount: 1, category: .other, date: now) }
        let directory = try DataDocumentRoundTripTests.directory(holding: data)
        let database = try AppDatabase.open(at: directory.appending(AppDatabase.fileName))
        try database.writeNow { connection in
            try connection.execute("UPDATE trip SET last_viewed = 'someday' WHERE name = 'Bad day'")
            try connection.execute("UPDATE activity SET id = 'not an id' WHERE name = 'x'")
            // An activity of no trip there (the table is STRICT: its trip's id is text), as the app passes it over.
            try connection.execute("INSERT INTO activity (trip, position, id, name, done) VALUES (7, 0, '\(UUID().uuidString)', 'lost', 0)")
            try connection.execute("UPDATE expense SET amount = 'abc' WHERE title = 'abc'")
            try connection.execute("UPDATE expense SET date = 1e12 WHERE title = 'far'")
        }
        database.checkpoint()
        let (text, summary) = try exported(directory)
        #expect(summary.written.trips == 2 && summary.written.activities == 1 && summary.written.expenses == 2)
        #expect(summary.leftOutSentences == [
            "2 trips could not be read and are left out: the day \"someday\" is not a day.",
            "1 picture could not be read and is left out: the file of \(pictured.photoName ?? "") cannot be read: No such file or directory.",
            "2 expenses could not be read and are left out: the amount \"abc\" is not a number.",
        ])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let trips = try #require(document["trips"] as? [[String: Any]])
        #expect(Set(trips.compactMap { $0["name"] as? String }) == ["Good", "Pictured"])
        #expect(trips.first { $0["name"] as? String == "Pictured" }?["picture"] as? String == pictured.photoName, "the trip keeps its picture's name")
        let expenses = try #require(document["expenses"] as? [[String: Any]])
        #expect(expenses.compactMap { $0["title"] as? String } == ["kept", "\u{1B}[2J"])
        #expect(text.contains("\"title\":\"\\u001b[2J\""), "an escape is \\u001b, never the byte")
        #expect(!text.utf8.contains(0x1B))
        withExtendedLifetime(database) {}
    }
}
