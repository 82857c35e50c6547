/// A season of the year, which each trip collection belongs to.
public enum Season: String, CaseIterable, Codable, Sendable {
    /// March to May in the northern hemisphere.
    case spring
    /// June to August in the northern hemisphere.
    case summer
    /// September to November in the northern hemisphere.
    case autumn
    /// December to February in the northern hemisphere.
    case winter

    /// The name shown to the user, such as "Spring".
    public var title: String {
        switch self {
        case .spring: return "Spring"
        case .summer: return "Summer"
        case .autumn: return "Autumn"
        case .winter: return "Winter"
        }
    }

    /// The SF Symbols name of the season's icon.
    public var symbolName: String {
        switch self {
        case .spring: return "leaf"
        case .summer: return "sun.max"
        case .autumn: return "wind"
        case .winter: return "snowflake"
        }
    }
}
