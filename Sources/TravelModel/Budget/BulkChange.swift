/// A change of many expenses at once that runs off the main actor: an import's expenses removed (its undo), or
/// added back (its redo). `BudgetStore.bulkChange` holds it while it runs; the app says it in words ("Removing
/// 100,000 expenses (undo Import 100000 expenses)…").
public struct BulkChange: Equatable, Sendable {
    /// Whether the expenses leave or come back.
    public enum Direction: Equatable, Sendable {
        case removing, adding

        /// The change that undoes this one.
        var opposite: Direction {
            self == .removing ? .adding : .removing
        }
    }

    /// Whether the expenses leave or come back.
    public let direction: Direction
    /// How many expenses.
    public let count: Int
    /// The name of the change undone or redone, such as `.importExpenses(count: 100_000)`.
    public let name: UndoActionName
}
