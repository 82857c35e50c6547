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

    /// Why an entry was left out: a value the app puts into words; `description` is its English.
    public enum Reason: Equatable, Sendable {
        /// An earlier entry of its kind (of its trip, for an activity) has the same id.
        case sameIDAsEarlier
        /// Its amount, quoted short, has more digits than can be kept exactly.
        case tooManyDigits(amount: String)
    }

    /// What it is.
    public let kind: Kind
    /// How the user knows it, quoted short: `"Dinner" (2024-03-01)`, or `"Tea"` for an activity.
    public let name: String
    /// The trip of an activity, quoted short, such as `"Kyōto"`; nil for an expense or a trip.
    public let trip: String?
    /// Why it was left out.
    public let reason: Reason

    init(kind: Kind, name: String, trip: String? = nil, reason: Reason) {
        self.kind = kind
        self.name = name
        self.trip = trip
        self.reason = reason
    }

    /// Why it was left out, in English: "an earlier expense has the same id", "the amount 1111…1.25 has more
    /// digits than can be kept exactly".
    public var reasonDescription: String {
        switch reason {
        case .sameIDAsEarlier where kind == .activity: "an earlier activity of the trip has the same id"
        case .sameIDAsEarlier: "an earlier \(kind.one) has the same id"
        case .tooManyDigits(let amount): "the amount \(amount) has more digits than can be kept exactly"
        }
    }

    /// The entry and why, as a message lists it: `"Dinner" (2024-03-01): an earlier expense has the same id`,
    /// `"Tea" of "Kyōto": an earlier activity of the trip has the same id`.
    var said: String {
        (trip.map { "\(name) of \($0)" } ?? name) + ": " + reasonDescription
    }
}
