import Foundation

/// A field of an expense that two machines changed at once, as the app shows it ("Changed on both machines"):
/// sync kept the later change, and this is the other one, which the user may take instead.
public struct ExpenseConflict: Identifiable, Equatable, Sendable {
    /// What the other machine changed.
    public enum Field: Equatable, Sendable {
        case title, amount, currency, category, date, trip
        /// The other machine deleted the expense, which stayed here because it was changed later.
        case deletedThere
    }

    /// The conflict's number in `sync_conflict`.
    public let id: Int64
    public let field: Field
    /// The expense as it would be with the other machine's value; nil when the other machine deleted it.
    public let other: Expense?
    /// When the other change was made; nil when it was made before sync began.
    public let otherDate: Date?

    /// The conflicts still open of the expense `expense`, each with the expense as the other value would make it.
    static func open(of expense: Expense, in connection: DatabaseConnection) throws -> [ExpenseConflict] {
        guard try SyncSchema.exists(in: connection) else { return [] }
        let statement = try connection.prepare("""
            SELECT number, field, other, other_time FROM sync_conflict
            WHERE tbl = 'expense' AND key = ? AND resolved = 0 ORDER BY number
            """)
        try statement.bind(expense.id.uuidString, at: 1)
        return try statement.rows { row in
            (try row.column(0, as: Int64.self), try row.column(1, as: String.self), try row.column(2, as: Data.self),
             try row.column(3, as: Double.self))
        }.compactMap { number, field, other, time in
            let date = time.isFinite ? Date(timeIntervalSince1970: time) : nil
            switch SyncConflict.Value(encoded: other) {
            case .deleted:
                return ExpenseConflict(id: number, field: .deletedThere, other: nil, otherDate: date)
            case .field(let value):
                // Taken already (here, or by the other machine's later change): nothing to offer.
                guard let (field, changed) = Self.taking(value, as: field, into: expense), changed != expense else { return nil }
                return ExpenseConflict(id: number, field: field, other: changed, otherDate: date)
            case .row, nil:
                // A whole row is the other side of a deletion here: the expense is not here to show it.
                return nil
            }
        }
    }

    /// The field `column` of the table and `expense` with `value` in it; nil for a value it cannot hold
    /// (another program's), or a column the app does not show.
    private static func taking(_ value: DatabaseValue, as column: String, into expense: Expense) -> (Field, Expense)? {
        var changed = expense
        switch (column, value) {
        case ("title", .text(let title)):
            changed.title = title
            return (.title, changed)
        case ("amount", .text(let text)):
            guard let amount = StoredAmount.value(of: text) else { return nil }
            changed.amount = amount
            return (.amount, changed)
        case ("currency", .text(let code)):
            changed.currencyCode = code
            return (.currency, changed)
        case ("category_id", .text(let id)):
            guard let category = Category.all.first(where: { $0.id == id }) else { return nil }
            changed.category = category
            return (.category, changed)
        case ("date", .real(let seconds)):
            changed.date = Date(timeIntervalSinceReferenceDate: seconds)
            return (.date, changed)
        case ("trip", .null):
            changed.tripID = nil
            return (.trip, changed)
        case ("trip", .text(let id)):
            guard let trip = UUID(uuidString: id) else { return nil }
            changed.tripID = trip
            return (.trip, changed)
        default:
            return nil
        }
    }
}

extension BudgetStore {
    /// The fields of the expense `expense` that another machine changed at once, still open (the later change
    /// was kept; each holds the other). Read from the database each time it is asked for (a screen of one
    /// expense asks), and again after each change.
    public func syncConflicts(of expense: Expense) -> [ExpenseConflict] {
        _ = changesSoFar
        return (try? database.read { try ExpenseConflict.open(of: expense, in: $0) }) ?? []
    }

    /// Takes the other machine's value of `conflict`: a change made here now (so it is the later one, on every
    /// machine), which undo takes back; the conflict is settled.
    public func takeOther(_ conflict: ExpenseConflict, of expense: Expense) {
        if let other = conflict.other {
            replace(other)
        } else {
            remove(id: expense.id)
        }
        keepThis(conflict)
    }

    /// Keeps this machine's value of `conflict`: nothing changes but that it is settled.
    public func keepThis(_ conflict: ExpenseConflict) {
        database.write { try SyncConflict.settle(conflict.id, in: $0) }
        noteSettled()
    }
}
