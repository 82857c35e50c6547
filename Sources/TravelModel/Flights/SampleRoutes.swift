/// The fixed tables the sample flights are drawn from: a board at San Francisco International, the airlines that
/// fly there with their terminal and gates, and the airports they fly to.
enum SampleRoutes {
    /// An airline of the sample board, with where it parks at the board's airport and where it flies.
    struct Carrier: Sendable {
        /// The airline.
        let airline: Airline
        /// The terminal its flights use.
        let terminal: String
        /// The letters of the terminal's piers its gates are on, such as "EF" for gates E1 to F20.
        let gateLetters: String
        /// The codes of the airports it flies to and from, each in `airports`.
        let airportCodes: [String]
    }

    /// The airport whose arrivals and departures the board shows.
    static let home = Airport(code: "SFO", city: "San Francisco")

    /// The other airports, in North America, then Europe, then Asia.
    static let airports: [Airport] = [
        Airport(code: "JFK", city: "New York"),
        Airport(code: "EWR", city: "Newark"),
        Airport(code: "BOS", city: "Boston"),
        Airport(code: "IAD", city: "Washington"),
        Airport(code: "ATL", city: "Atlanta"),
        Airport(code: "ORD", city: "Chicago"),
        Airport(code: "DFW", city: "Dallas"),
        Airport(code: "DEN", city: "Denver"),
        Airport(code: "LAX", city: "Los Angeles"),
        Airport(code: "SEA", city: "Seattle"),
        Airport(code: "PDX", city: "Portland"),
        Airport(code: "HNL", city: "Honolulu"),
        Airport(code: "YVR", city: "Vancouver"),
        Airport(code: "YYZ", city: "Toronto"),
        Airport(code: "YUL", city: "Montréal"),
        Airport(code: "MEX", city: "Mexico City"),
        Airport(code: "CUN", city: "Cancún"),
        Airport(code: "LHR", city: "London"),
        Airport(code: "CDG", city: "Paris"),
        Airport(code: "FRA", city: "Frankfurt"),
        Airport(code: "MUC", city: "Munich"),
        Airport(code: "ZRH", city: "Zürich"),
        Airport(code: "HND", city: "Tokyo"),
        Airport(code: "NRT", city: "Tokyo"),
        Airport(code: "SIN", city: "Singapore"),
    ]

    /// The airlines, with the terminals and piers they use and the airports they fly to.
    static let carriers: [Carrier] = [
        Carrier(airline: Airline(code: "UA", name: "United Airlines"), terminal: "3", gateLetters: "EF",
                airportCodes: ["EWR", "IAD", "BOS", "ORD", "DEN", "LAX", "SEA", "HNL", "YVR", "MEX", "CUN",
                               "LHR", "FRA", "MUC", "ZRH", "NRT", "HND", "SIN"]),
        Carrier(airline: Airline(code: "AA", name: "American Airlines"), terminal: "1", gateLetters: "B",
                airportCodes: ["JFK", "ORD", "DFW", "LAX"]),
        Carrier(airline: Airline(code: "DL", name: "Delta Air Lines"), terminal: "1", gateLetters: "C",
                airportCodes: ["JFK", "BOS", "ATL", "LAX", "SEA"]),
        Carrier(airline: Airline(code: "AS", name: "Alaska Airlines"), terminal: "2", gateLetters: "D",
                airportCodes: ["SEA", "PDX", "LAX", "HNL", "CUN"]),
        Carrier(airline: Airline(code: "AC", name: "Air Canada"), terminal: "2", gateLetters: "D",
                airportCodes: ["YVR", "YYZ", "YUL"]),
        Carrier(airline: Airline(code: "AM", name: "Aeroméxico"), terminal: "I", gateLetters: "A",
                airportCodes: ["MEX"]),
        Carrier(airline: Airline(code: "BA", name: "British Airways"), terminal: "I", gateLetters: "A",
                airportCodes: ["LHR"]),
        Carrier(airline: Airline(code: "AF", name: "Air France"), terminal: "I", gateLetters: "A",
                airportCodes: ["CDG"]),
        Carrier(airline: Airline(code: "LH", name: "Lufthansa"), terminal: "I", gateLetters: "AG",
                airportCodes: ["FRA", "MUC"]),
        Carrier(airline: Airline(code: "LX", name: "Swiss"), terminal: "I", gateLetters: "G",
                airportCodes: ["ZRH"]),
        Carrier(airline: Airline(code: "JL", name: "Japan Airlines"), terminal: "I", gateLetters: "A",
                airportCodes: ["HND", "NRT"]),
        Carrier(airline: Airline(code: "SQ", name: "Singapore Airlines"), terminal: "I", gateLetters: "G",
                airportCodes: ["SIN"]),
    ]

    /// Every pair of an airline and an airport it flies to, in the order of `carriers`; a flight picks one with
    /// equal chances, so the home airline, with most routes, flies most.
    static let routes: [(carrier: Carrier, airport: Airport)] = {
        let byCode = Dictionary(airports.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        return carriers.flatMap { carrier in
            carrier.airportCodes.compactMap { code in byCode[code].map { (carrier, $0) } }
        }
    }()
}
