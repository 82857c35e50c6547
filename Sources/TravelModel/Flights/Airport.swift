/// An airport, known by its three-letter IATA code and the city it serves, such as "NRT", Tokyo.
public struct Airport: Identifiable, Hashable, Codable, Sendable {
    /// The airport's three-letter IATA code, such as "NRT".
    public let code: String
    /// The name of the city the airport serves, such as "Tokyo"; several airports may serve one city.
    public let city: String

    /// Creates an airport with its three-letter code and its city.
    public init(code: String, city: String) {
        self.code = code
        self.city = city
    }

    /// The three-letter code, which no other airport has.
    public var id: String {
        code
    }
}
