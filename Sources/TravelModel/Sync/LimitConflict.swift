import Foundation

/// A category's monthly limit that two machines changed at once, as the limits sheet shows it: sync kept the
/// later change, and this is the other machine's limit, which the user may use instead.
public struct LimitConflict: Identifiable, Equatable, Sendable {
    /// The conflict's number in `sync_conflict`.
    public let id: Int64
    /// The category whose limit it is.
    public let category: Category.ID
    /// The limit as the other machine had it; nil when the other machine removed it.
    public let other: Money?
    /// When the other change was made; nil when it was made before sync began.
    public let otherDate: Date?

    /// The conflicts still open of the limits, against `limits` (the limits here, by category), oldest first: a
    /// field changed there gives the limit here with that field; a deletion there, none; a limit deleted here
    /// while the other machine changed it (the whole row kept), that row. One whose other limit is the limit
    /// here already is not offered.
    static func open(against limits: [Category.ID: Money], in connection: DatabaseConnection) throws -> [LimitConflict] {
        guard try SyncSchema.exists(in: connection) else { return [] }
        let statement = try connection.prepare("""
            SELECT number, key, field, other, other_time FROM sync_conflict
            WHERE tbl = 'category_limit' AND resolved = 0 ORDER BY number
            """)
        return try statement.rows { row in
            (try row.column(0, as: Int64.self), try row.column(1, as: String.self), try row.column(2, as: String.self),
             try row.column(3, as: Data.self), try row.column(4, as: Double.self))
        }.compactMap { number, category, field, other, time in
            let here = limits[category]
            let limit: Money?
            switch SyncConflict.Value(encoded: other) {
            case .deleted:
                limit = nil
            case .field(let value):
                guard let here, let changed = Self.limit(here, with: value, as: field) else { return nil }
                limit = changed
            case .row(let row):
                guard case .text(let amount)? = row["amount"], case .text(let currency)? = row["currency"],
                      let value = StoredAmount.value(of: amount) else { return nil }
                limit = Money(value, currencyCode: currency)
            case nil:
                return nil
            }
            guard limit != here else { return nil }
            return LimitConflict(id: number, category: category, other: limit, otherDate: time.isFinite ? Date(timeIntervalSince1970: time) : nil)
        }
    }

    /// `limit` with `value` as its `column`; nil for a value it cannot hold, or another column.
    private static func limit(_ limit: Money, with value: DatabaseValue, as column: String) -> Money? {
        switch (column, value) {
        case ("amount", .text(let text)): StoredAmount.value(of: text).map { Money($0, currencyCode: limit.currencyCode) }
        case ("currency", .text(let code)): Money(limit.amount, currencyCode: code)
        default: nil
        }
    }
}

extension BudgetStore {
    /// The monthly limits another machine changed at once, still open (the later change was kept; each holds the
    /// other), read from the database when asked for (the limits sheet asks as it opens).
    public func limitConflicts() -> [LimitConflict] {
        let limits = limits
        return (try? database.read { try LimitConflict.open(against: limits, in: $0) }) ?? []
    }

    /// Settles `conflicts`: the user saw them in the limits sheet and saved what its fields say.
    public func settle(_ conflicts: [LimitConflict]) {
        guard !conflicts.isEmpty else { return }
        let numbers = conflicts.map(\.id)
        database.write { connection in
            for number in numbers { try SyncConflict.settle(number, in: connection) }
        }
    }
}
