/// How a split view shares its width between the columns it shows, or that it must collapse.
struct SplitColumnLayout {
    /// Below this many terminal columns a split view always collapses into one stack.
    static let collapseWidth = 100

    /// The width of each column (one cell of divider between neighbours), or nil when they do not fit: the
    /// width is under `collapseWidth` or under the columns' minimums.
    ///
    /// Every column starts at its ideal width. When they do not all fit, the detail (the last column) gives
    /// up its slack first, down to its minimum, then the middle column, then the sidebar: the detail
    /// usually has room to spare, a list cut short shows less of every row. Room left over goes to the
    /// detail up to its maximum, then to the others up to theirs, the middle one first.
    static func widths(of columns: [SplitColumnWidth], in width: Int) -> [Int]? {
        guard !columns.isEmpty else { return [] }
        let dividers = columns.count - 1
        if columns.count > 1, width < collapseWidth { return nil }
        guard columns.reduce(dividers, { $0 + $1.min }) <= width else { return nil }
        var widths = columns.map(\.ideal)
        func rest() -> Int { width - dividers - widths.reduce(0, +) }
        for index in widths.indices.reversed() where rest() < 0 {
            widths[index] = max(columns[index].min, widths[index] + rest())
        }
        let last = widths.count - 1
        for index in [last] + widths.indices.dropLast().reversed() where rest() > 0 {
            widths[index] = min(columns[index].max, widths[index] + rest())
        }
        // Columns that all reached their maximums: the detail takes what is left all the same.
        widths[last] += rest()
        return widths
    }
}
