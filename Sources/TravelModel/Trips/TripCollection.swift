/// A seasonal collection of trips, such as "Spring Blossoms", shown as one row of cards.
public struct TripCollection: Identifiable, Hashable, Codable, Sendable {
    /// A stable slug that identifies the collection, such as "spring-blossoms"; trips refer to it.
    public let id: String
    /// The name shown to the user.
    public var title: String
    /// The season the collection belongs to.
    public var season: Season
    /// How large the cards of the collection's trips are drawn.
    public var cardSize: CardSize

    /// Creates a collection from its slug, title, season and card size.
    public init(id: String, title: String, season: Season, cardSize: CardSize) {
        self.id = id
        self.title = title
        self.season = season
        self.cardSize = cardSize
    }
}

extension TripCollection {
    /// Cherry trees, tulips and mild days.
    public static let springBlossoms = TripCollection(
        id: "spring-blossoms", title: "Spring Blossoms", season: .spring, cardSize: .large
    )
    /// Beaches, islands and long evenings.
    public static let summerEscapes = TripCollection(
        id: "summer-escapes", title: "Summer Escapes", season: .summer, cardSize: .medium
    )
    /// Red forests, harvests and golden light.
    public static let autumnColors = TripCollection(
        id: "autumn-colors", title: "Autumn Colors", season: .autumn, cardSize: .small
    )
    /// Snow, northern lights and warm fires.
    public static let winterWonders = TripCollection(
        id: "winter-wonders", title: "Winter Wonders", season: .winter, cardSize: .medium
    )

    /// Every collection, in the order of the seasons from spring.
    public static let all: [TripCollection] = [springBlossoms, summerEscapes, autumnColors, winterWonders]

    /// The built-in collection with the slug `id`, or nil when there is none.
    public static func collection(id: ID) -> TripCollection? {
        all.first { $0.id == id }
    }
}
