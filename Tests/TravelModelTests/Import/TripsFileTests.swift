import Foundation
import Glibc
import Testing
@testable import TravelModel

@Suite("TripsFile")
@MainActor
struct TripsFileTests {
    nonisolated static let tripID = "00000000-0000-4000-8001-000000000001"
    nonisolated static let activityID = "00000000-0000-4000-8002-000000000101"

    /// A trips file with one trip, whose fields can be replaced one at a time.
    nonisolated static func json(collection: String = "spring-blossoms", lastViewed: String = "2026-11-29",
                     activities: String? = nil, secondTrip: Bool = false) -> String {
        let activities = activities ?? #"[{"id": "\#(activityID)", "name": "Tea", "isComplete": true}]"#
        let trip = #"""
        {"id": "\#(tripID)", "name": "Kyōto", "subtitle": "Blossoms", "collection": "\#(collection)",
         "lastViewed": "\#(lastViewed)", "activities": \#(activities)}
        """#
        return #"{"schemaVersion": 1, "trips": [\#(trip)\#(secondTrip ? ", " + trip : "")]}"#
    }

    // MARK: Round trip

    @Test("The sample trips round-trip exactly, in display order")
    func sampleRoundTrip() throws {
        let directory = try TemporaryDirectory()
        let calendar = try gregorian("Asia/Tokyo")
        let source = TripStore.sample(now: try moment(calendar, 2026, 11, 29, 8), calendar: calendar)
        let file = DocumentFile(TripsDocument.self, directory: directory.url, calendar: calendar)

        try file.save(source.sortedTripsWithActivities())
        #expect(file.read() == .loaded(source.sortedTripsWithActivities()))
        #expect(try directory.names() == ["trips.json"])
        #expect(try permissions(of: file.url) == 0o600)
    }

    @Test("The file layout: schemaVersion, collection by id, days, photoName left out when there is none")
    func layout() throws {
        let directory = try TemporaryDirectory()
        let calendar = try gregorian("Europe/Berlin")
        let file = DocumentFile(TripsDocument.self, directory: directory.url, calendar: calendar)
        let id = try #require(UUID(uuidString: Self.tripID))
        let activityID = try #require(UUID(uuidString: Self.activityID))
        let trip = Trip(id: id, name: "Kyōto / 京都 \"quoted\"\n", subtitle: "Blossoms", collectionID: "spring-blossoms",
                        activities: [Activity(id: activityID, name: "Tea", isComplete: true)],
                        lastViewed: try moment(calendar, 2026, 11, 29, 12))
        try file.save([trip])

        let expected = """
        {
          "schemaVersion" : 1,
          "trips" : [
            {
              "activities" : [
                {
                  "id" : "\(Self.activityID)",
                  "isComplete" : true,
                  "name" : "Tea"
                }
              ],
              "collection" : "spring-blossoms",
              "id" : "\(Self.tripID)",
              "lastViewed" : "2026-11-29",
              "name" : "Kyōto / 京都 \\"quoted\\"\\n",
              "subtitle" : "Blossoms"
            }
          ]
        }

        """
        #expect(String(decoding: try contents(of: file.url), as: UTF8.self) == expected)
        #expect(file.read() == .loaded([trip]))
        #expect(TripsDocument.fileName == "trips.json")
        #expect(TripsDocument.currentSchemaVersion == 1)
        #expect(file.schemaVersion == 1)
    }

    @Test("A day written in Tokyo is the same day read in New York")
    func daysAcrossTimeZones() throws {
        let tokyo = try gregorian("Asia/Tokyo")
        let newYork = try gregorian("America/New_York")
        let directory = try TemporaryDirectory()
        // 00:30 on 29 November in Tokyo is still 28 November in New York (and in Greenwich).
        let trip = Trip(name: "Tokyo", collectionID: "winter-wonders", lastViewed: try moment(tokyo, 2026, 11, 29, 0, 30))
        try DocumentFile(TripsDocument.self, directory: directory.url, calendar: tokyo).save([trip])
        #expect(String(decoding: try contents(of: directory.appending("trips.json")), as: UTF8.self)
            .contains("\"lastViewed\" : \"2026-11-29\""))

        guard case let .loaded(inNewYork) = DocumentFile(TripsDocument.self, directory: directory.url, calendar: newYork).read() else {
            Issue.record("not loaded")
            return
        }
        #expect(inNewYork.map(\.id) == [trip.id])
        #expect(inNewYork.first?.lastViewed == (try moment(newYork, 2026, 11, 29, 12)))
    }

    // MARK: Reading bad files

    @Test("Malformed fields are refused with the place, never guessed",
          arguments: [
              (json(lastViewed: "2026-02-30"), "invalid date \"2026-02-30\" in trips[0]"),
              (json(lastViewed: "29/11/2026"), "invalid date \"29/11/2026\" in trips[0]"),
              (json(collection: "monsoon"), "unknown collection \"monsoon\" in trips[0]"),
              (json(activities: #"[{"id": "\#(activityID)", "name": "A"}]"#),
               "missing isComplete in trips[0].activities[0]"),
              (json(activities: #"[{"id": "\#(activityID)", "name": "A", "isComplete": "yes"}]"#),
               "unexpected value at trips[0].activities[0].isComplete"),
              (#"{"schemaVersion": 1, "trips": [{"id": "x"}]}"#, "invalid value at trips[0].id"),
          ])
    func malformedFields(json: String, reason: String) {
        #expect(TripsDocument.decode(Data(json.utf8), timeZone: .gmt).unreadableReason == reason)
    }

    nonisolated static let corruptFiles: [(name: String, text: String, reason: String)] = [
        ("empty", "", "empty file"),
        ("truncated", #"{"schemaVersion": 1, "trips": [{"id": "#, "the file ends in the middle, after 0 trips"),
        ("the expenses", #"{"schemaVersion": 1, "expenses": []}"#, "missing trips in the document"),
        ("no version", #"{"trips": []}"#, "no schemaVersion"),
        ("version 2", #"{"schemaVersion": 2, "trips": []}"#, "unknown schemaVersion 2"),
        ("bad date", json(lastViewed: "yesterday"), "invalid date \"yesterday\" in trips[0]"),
    ]

    @Test("Each kind of bad file is .unreadable with a short reason, and reading leaves it as it was",
          arguments: 0..<corruptFiles.count)
    func unreadable(index: Int) throws {
        let corrupt = Self.corruptFiles[index]
        let directory = try TemporaryDirectory()
        let file = DocumentFile(TripsDocument.self, directory: directory.url)
        try write(corrupt.text, to: file.url)
        #expect(file.read().unreadableReason == corrupt.reason, "\(corrupt.name)")
        #expect(try contents(of: file.url) == Data(corrupt.text.utf8))
    }

    @Test("A good file with a version is read; no file is .missing")
    func goodAndMissing() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(TripsDocument.self, directory: directory.url, calendar: try gregorian("Europe/Berlin"))
        #expect(file.read() == .missing)
        try write(Self.json(), to: file.url)
        guard case let .loaded(trips) = file.read() else {
            Issue.record("not loaded")
            return
        }
        #expect(trips.map(\.name) == ["Kyōto"])
        #expect(trips.first?.activities!.map(\.isComplete) == [true])
        #expect(trips.first?.photoName == nil)
    }

    // MARK: Writing and keeping aside, through the shared machinery

    @Test("A save that fails leaves the old trips.json intact and no temporary file")
    func failedSaveKeepsOldFile() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(TripsDocument.self, directory: directory.url)
        let source = TripStore.sample()
        try file.save(source.sortedTripsWithActivities())
        let before = try contents(of: file.url)

        try FileManager.default.createDirectory(at: file.temporaryURL, withIntermediateDirectories: false)
        #expect(throws: DataFileError.cannotSave(path: file.url.path, reason: .system(code: EEXIST))) {
            try file.save([])
        }
        #expect(try contents(of: file.url) == before)
        try FileManager.default.removeItem(at: file.temporaryURL)
        #expect(try directory.names() == ["trips.json"])
    }

    @Test("moveAside keeps trips.json as trips.json.corrupt-<timestamp>, next to expenses.json untouched")
    func moveAside() throws {
        let directory = try TemporaryDirectory()
        let calendar = try gregorian("Asia/Tokyo")
        let trips = DocumentFile(TripsDocument.self, directory: directory.url, calendar: calendar)
        try DocumentFile(BudgetDocument.self, directory: directory.url, calendar: calendar).save([])
        try write("broken", to: trips.url)

        let kept = try trips.moveAside(now: try moment(calendar, 2026, 11, 29, 14, 15, 2))
        #expect(kept.lastPathComponent == "trips.json.corrupt-20261129-141502")
        #expect(try directory.names() == ["expenses.json", "trips.json.corrupt-20261129-141502"])
    }

    @Test("Stale temporary files of one file are removed, not the other file's")
    func staleTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        try write("half", to: directory.appending("trips.json.tmp-99999"))
        try write("half", to: directory.appending("expenses.json.tmp-99999"))
        DocumentFile(TripsDocument.self, directory: directory.url).removeStaleTemporaryFiles()
        #expect(try directory.names() == ["expenses.json.tmp-99999"])
    }

    @Test("A date without a day is not written")
    func dateWithoutDay() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(TripsDocument.self, directory: directory.url)
        let trip = Trip(name: "Far future", collectionID: "spring-blossoms", lastViewed: Date(timeIntervalSinceReferenceDate: 1e12))
        #expect(throws: DataFileError.cannotSave(path: file.url.path, reason: .said("the date of \"Far future\" has no day"))) {
            try file.save([trip])
        }
        #expect(try directory.names().isEmpty)
    }
}
