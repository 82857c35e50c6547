/// Counts presses of the primary button in quick succession at one cell, as a double click is told from two
/// clicks.
package struct ClickCounter {
    /// How long after a press the next one at the same cell still counts with it, in seconds.
    static let interval = 0.4

    private var last: (column: Int, row: Int, time: Double, count: Int)?

    /// A counter that has seen no press.
    package init() {}

    /// The number of this press in its series: 1 for a single click, 2 for the second of a double click.
    package mutating func count(pressAt column: Int, row: Int, time: Double) -> Int {
        var count = 1
        if let last, last.column == column, last.row == row, time - last.time <= Self.interval, time >= last.time {
            count = last.count + 1
        }
        last = (column, row, time, count)
        return count
    }
}
