/// What a query could not read of the rows it was asked for, so that a screen says so rather than show what
/// it could read as all there is: the rows that hold what the app never writes (an amount that is not a
/// number, an id that is not a UUID, a day that is not a day), which are left out and counted, and the
/// failure that stopped the query before its last row (a damaged page), after which nothing is counted.
public struct UnreadableRows: Hashable, Sendable {
    /// How many rows were left out.
    public private(set) var count = 0
    /// Why the first of them could not be read, such as `the amount "abc" is not a number` (a value: see `Reason`).
    public private(set) var firstReason: Reason?
    /// Why the query stopped before its last row, such as "database disk image is malformed (SQLite error
    /// 11)"; nil when it read them all.
    public private(set) var failure: FailureReason?

    /// Nothing left out.
    public init() {}

    /// Whether every row was read.
    public var isEmpty: Bool {
        count == 0 && failure == nil
    }

    /// Counts one more row left out, for `reason`.
    mutating func leaveOut(because reason: Reason) {
        count += 1
        if firstReason == nil { firstReason = reason }
    }

    /// Counts `count` more rows left out, for a reason not known (a sum that left them out).
    mutating func leaveOut(count: Int) {
        self.count += max(0, count)
    }

    /// Says that the query stopped before its last row, for `reason` (the first reason is kept).
    mutating func stop(because reason: FailureReason) {
        if failure == nil { failure = reason }
    }

    /// Adds what another query could not read.
    public mutating func add(_ other: UnreadableRows) {
        count += other.count
        if firstReason == nil { firstReason = other.firstReason }
        if failure == nil { failure = other.failure }
    }

    /// What to tell the user of the rows left out, or nil when there are none: "3 expenses in November 2026
    /// could not be read and are left out: the amount "abc" is not a number."
    ///
    /// - Parameters:
    ///   - one: What one row is ("expense").
    ///   - many: What several are ("expenses").
    ///   - place: Where they are, after the noun ("in November 2026"); nil for none.
    public func leftOutSentence(one: String, many: String, place: String? = nil) -> String? {
        guard count > 0 else { return nil }
        let noun = count == 1 ? one : many
        let verb = count == 1 ? "is" : "are"
        let reason = firstReason.map { ": \($0)" } ?? ""
        return "\(count) \(noun)\(place.map { " " + $0 } ?? "") could not be read and \(verb) left out\(reason)."
    }

    /// What to tell the user of a query that stopped, or nil when none did: "The expenses in November 2026
    /// could not all be read: database disk image is malformed (SQLite error 11)."
    public func failureSentence(many: String, place: String? = nil) -> String? {
        failure.map { "The \(many)\(place.map { " " + $0 } ?? "") could not all be read: \($0)." }
    }
}
