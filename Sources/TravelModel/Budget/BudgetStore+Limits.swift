import Foundation

/// Monthly limits: each category may have one, an amount in one currency that the spending of a month in that
/// currency is held against (never spending in another: a limit in euros says nothing of dollars).
extension BudgetStore {
    /// Sets or removes (nil) the monthly limit of `category`, as one change that can be undone ("Set the limit
    /// of Food & Drink"); see `setLimits(_:)`.
    public func setLimit(_ limit: Money?, for category: Category) {
        setLimits([category: limit])
    }

    /// Sets (or removes, for nil) the monthly limits of several categories as one change that can be undone:
    /// written through the database's queue as other changes are, nothing when none differs from the limit
    /// there now. A limit that is not a positive number that can be stored exactly is left as it was. While
    /// the store cannot read its data (`readFailure`), nothing is changed.
    public func setLimits(_ changes: [Category: Money?]) {
        guard readFailure == nil else { return }
        let changed = changes.filter { category, limit in
            limits[category.id] != limit && (limit.map { CategoryLimitTable.storedAmount(of: $0) != nil } ?? true)
        }
        guard !changed.isEmpty else { return }
        let before = Dictionary(uniqueKeysWithValues: changed.keys.map { ($0, limits[$0.id]) })
        let rows = changed.map { (id: $0.key.id, limit: $0.value) }
        database.write { connection in
            for row in rows {
                if let limit = row.limit {
                    try CategoryLimitTable.set(limit, for: row.id, in: connection)
                } else {
                    try CategoryLimitTable.remove(for: row.id, in: connection)
                }
            }
        }
        for (category, limit) in changed { limits[category.id] = limit }
        undoRegistry?.registerUndo(named: Self.undoName(of: changed)) { [weak self] in self?.setLimits(before) }
    }

    /// The sum of the limits in the currency with `code`: what a month of spending in that currency may come to,
    /// nil when no category has a limit in it.
    public func totalLimit(in code: String) -> Money? {
        let amounts = limits.values.filter { $0.currencyCode == code }.map(\.amount)
        return amounts.isEmpty ? nil : Money(amounts.reduce(0, +), currencyCode: code)
    }

    /// The limits in `database`, and what could not be read of them.
    static func loadLimits(from database: AppDatabase) -> ([Category.ID: Money], UnreadableRows) {
        let read = (try? database.read { CategoryLimitTable.all(from: $0) }) ?? RowsRead()
        return (Dictionary(read.rows.map { ($0.category, $0.limit) }) { _, last in last }, read.unreadable)
    }

    /// The name of a change of limits, for undo: the limit of one category set or removed, or several changed.
    private static func undoName(of changed: [Category: Money?]) -> UndoActionName {
        guard changed.count == 1, let (category, limit) = changed.first else { return .changeLimits(count: changed.count) }
        return limit == nil ? .removeLimit(category: category.title) : .setLimit(category: category.title)
    }
}
