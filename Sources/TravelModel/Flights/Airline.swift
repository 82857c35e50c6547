/// An airline, such as United Airlines, which flies as "UA".
public struct Airline: Identifiable, Hashable, Codable, Sendable {
    /// The airline's two-letter IATA designator, such as "UA", which starts its flight numbers.
    public let code: String
    /// The name shown to the user, such as "United Airlines".
    public let name: String

    /// Creates an airline with its two-letter code and its name.
    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }

    /// The two-letter code, which no other airline has.
    public var id: String {
        code
    }
}
