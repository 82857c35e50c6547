import Foundation

/// A budget category that groups expenses, such as lodging or transport.
public struct Category: Identifiable, Hashable, Codable, Sendable {
    /// A stable slug that identifies the category, such as "food-and-drink".
    public let id: String
    /// The name shown to the user.
    public let title: String
    /// The SF Symbols name of the category's icon.
    public let symbol: String

    /// Creates a category with a stable slug, a display title and an SF Symbols name.
    public init(id: String, title: String, symbol: String) {
        self.id = id
        self.title = title
        self.symbol = symbol
    }
}

extension Category {
    /// Meals, snacks and drinks.
    public static let foodAndDrink = Category(id: "food-and-drink", title: "Food & Drink", symbol: "fork.knife")
    /// Hotels, hostels and other places to stay.
    public static let lodging = Category(id: "lodging", title: "Lodging", symbol: "bed.double")
    /// Flights, trains, buses and other ways of getting around.
    public static let transport = Category(id: "transport", title: "Transport", symbol: "airplane")
    /// Tickets, tours and things to do.
    public static let activities = Category(id: "activities", title: "Activities", symbol: "ticket")
    /// Souvenirs, gear and other purchases.
    public static let shopping = Category(id: "shopping", title: "Shopping", symbol: "bag")
    /// Anything that fits no other category.
    public static let other = Category(id: "other", title: "Other", symbol: "ellipsis.circle")

    /// All built-in categories in display order, with `other` last.
    public static let all: [Category] = [foodAndDrink, lodging, transport, activities, shopping, other]
}
