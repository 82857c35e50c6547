/// An entry of an earlier version's file that its import left out rather than keep it changed, such as an
/// expense whose amount has more digits than can be kept exactly, or the second of two trips with one id.
///
/// The file itself is kept aside whole, so nothing left out is lost.
public struct LeftOutEntry: Equatable, Sendable {
    /// What was left out.
    public enum Kind: Equatable, Sendable {
        case expense, trip, activity

        /// The word for one, such as "activity".
        var one: String {
            switch self {
            case .expense: "expense"
            case .trip: "trip"
            case .activity: "activity"
            }
        }

        /// The word for several, such as "activities".
        var many: String {
            switch self {
            case .expense: "expenses"
            case .trip: "trips"
            case .activity: "activities"
            }
        }
    }

    /// What it is.
    public let kind: Kind
    /// How the user knows it, quoted short: `"Dinner" (2024-03-01)`, or `"Tea" of "Kyōto"` for an activity.
    public let name: String
    /// Why it was left out, such as "the amount 1111…1.25 has more digits than can be kept exactly".
    public let reason: String

    /// The entry and why, as a message lists it: `"Dinner" (2024-03-01): an earlier expense has the same id`.
    var said: String {
        "\(name): \(reason)"
    }
}
