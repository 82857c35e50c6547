/// A change of many expenses at once that runs off the main actor: an import's expenses removed (its undo), or
/// added back (its redo). `BudgetStore.bulkChange` holds it while it runs.
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
    /// The name of the change undone or redone, such as "Import 100000 expenses".
    public let name: String

    /// What the window says while it runs: "Removing 100,000 expenses (undo Import 100000 expenses)…".
    public var description: String {
        "\(direction == .removing ? "Removing" : "Adding back") \(count.formatted()) expenses (\(command) \(name))…"
    }

    /// What the window says once it is done: "Removed 100,000 expenses (undo Import 100000 expenses).".
    public var completion: String {
        "\(direction == .removing ? "Removed" : "Added back") \(count.formatted()) expenses (\(command) \(name))."
    }

    /// Whether it undoes an import or redoes it.
    private var command: String {
        direction == .removing ? "undo" : "redo"
    }
}
