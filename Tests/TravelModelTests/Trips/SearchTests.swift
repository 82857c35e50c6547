import Foundation
import Testing
@testable import TravelModel

@Suite("Search")
@MainActor
struct SearchTests {
    static func source() throws -> TripStore {
        TripStore.sample(now: try moment(gregorian("Europe/Berlin"), 2026, 11, 29), calendar: try gregorian("Europe/Berlin"))
    }

    @Test("Searching ignores case and accents, in names, subtitles and activities",
          arguments: [
              ("kyo", ["Kyōto"]),
              ("KYŌTO", ["Kyōto"]),
              ("quebec", ["Québec City"]),
              ("tromso", ["Tromsø"]),
              ("Tromsø", ["Tromsø"]),
              ("caldera", ["Santorini"]),             // a subtitle
              ("fondue", ["Zermatt"]),                // an activity
              ("sunset", ["Bali", "Santorini", "New York City"]), // activities and a subtitle, in display order
              ("  ", nil),                             // blank: everything
              ("atlantis", []),
          ] as [(String, [String]?)])
    func finds(query: String, names: [String]?) throws {
        let source = try Self.source()
        let found = source.trips(matching: query).map(\.name)
        #expect(found == (names ?? source.sortedTrips.map(\.name)), "\(query)")
    }

    @Test("Typing and erasing letters finds what a fresh search finds, and a change is found at once")
    func typingMatchesAFreshSearch() throws {
        let source = try Self.source()
        let fresh = try Self.source()
        for query in ["s", "su", "sun", "suns", "sun", "su", "s", "sun set", "sunset k", "", "t", "to"] {
            #expect(source.trips(matching: query).map(\.id) == fresh.trips(matching: query).map(\.id), "\(query)")
            _ = fresh.trips(matching: "zzz")  // the fresh store's last search is always another one
        }
        let bali = try #require(source.sortedTrips.first { $0.name == "Bali" })
        #expect(source.trips(matching: "atlantis").isEmpty)
        source.renameTrip(id: bali.id, to: "Atlantis")
        #expect(source.trips(matching: "atlantis").map(\.id) == [bali.id])
        source.addActivity(named: "Snorkel at Amed", toTrip: bali.id)
        #expect(source.trips(matching: "atlantis snorkel").map(\.id) == [bali.id])
    }

    @Test("Every word must be found, not necessarily in the same field")
    func everyWord() throws {
        let source = try Self.source()
        #expect(source.trips(matching: "kyoto tea").map(\.name) == ["Kyōto"])
        #expect(source.trips(matching: "kyoto fondue").isEmpty)
        #expect(source.trips(matching: "night").map(\.name) == ["Kyōto", "Marrakech", "Québec City", "Zermatt"])
    }

    @Test("searchResults follow searchText")
    func searchResults() throws {
        let source = try Self.source()
        #expect(source.searchResults.count == source.trips.count)
        source.searchText = "dog"
        #expect(source.searchResults.map(\.name) == ["Tromsø"])
        source.searchText = ""
        #expect(source.searchResults.count == source.trips.count)
    }

    @Test("The activities a query finds in a trip")
    func matchingActivities() throws {
        let source = try Self.source()
        let kyoto = try #require(source.trips(matching: "kyoto").first)
        #expect(source.activities(ofTrip: kyoto.id, matching: "kyoto").isEmpty)
        #expect(source.activities(ofTrip: kyoto.id, matching: "GION").map(\.name) == ["Tea ceremony in Gion"])
        #expect(source.activities(ofTrip: kyoto.id, matching: "nara dawn").map(\.name) == ["Fushimi Inari at dawn", "Day trip to Nara"])
        #expect(source.activities(ofTrip: kyoto.id, matching: " ").isEmpty)
    }

    @Test("Folding spells letters without combining accents plainly, and full-width forms as ASCII")
    func folding() {
        #expect(SearchQuery.fold("Kyōto") == "kyoto")
        #expect(SearchQuery.fold("Øresund Æbleskiver Straße Łódź") == "oresund aebleskiver strasse lodz")
        #expect(SearchQuery.fold("ＫＹＯＴＯ") == "kyoto")
    }
}
