/// How a split view shares its width between the columns it shows, or that it must collapse.
struct SplitColumnLayout {
    /// Below this many terminal columns a split view always collapses into one stack.
    static let collapseWidth = 100

    /// The width of each column (one cell of divider between neighbours), or nil when they do not fit: the
    /// width is under `collapseWidth` or under the columns' minimums.
    ///
    /// Every column but the last starts at its ideal width and the last takes the rest; if the rest is under
    /// the last column's minimum, the others give up room down to their minimums, the middle one first; if it
    /// is over its maximum, the others take the surplus up to their maximums.
    static func widths(of columns: [SplitColumnWidth], in width: Int) -> [Int]? {
        guard let last = columns.last else { return [] }
        let dividers = columns.count - 1
        if columns.count > 1, width < collapseWidth { return nil }
        guard columns.reduce(dividers, { $0 + $1.min }) <= width else { return nil }
        var widths = columns.dropLast().map(\.ideal)
        func rest() -> Int { width - dividers - widths.reduce(0, +) }
        // The middle column gives first, then the sidebar.
        for index in widths.indices.reversed() where rest() < last.min {
            widths[index] = max(columns[index].min, widths[index] - (last.min - rest()))
        }
        for index in widths.indices.reversed() where rest() > last.max {
            widths[index] = min(columns[index].max, widths[index] + (rest() - last.max))
        }
        return widths + [rest()]
    }
}
