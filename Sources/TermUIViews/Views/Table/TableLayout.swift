import TermUIBase

/// Where the parts of a table go in its frame for a look: the header's row, the rule under it, the rows' lines,
/// the columns' starts and widths.
struct TableLayout {
    /// The look it is laid out for.
    let look: TableLook
    /// The row of the header.
    let headerY: Int
    /// The row of the rule under the header.
    let ruleY: Int
    /// The rows' lines.
    let body: Range<Int>
    /// The first column of each table column, and its width.
    let columns: [(x: Int, width: Int)]
    /// The cells between two columns.
    let separatorWidth: Int
    /// The frame.
    let frame: Rect

    /// The room the columns share in a frame for a look.
    static func contentWidth(in frame: Rect, look: TableLook) -> Int {
        // Inset: a gutter cell each side (the right one holds the scroll thumb). Bordered: the box's sides too.
        max(0, frame.width - (look == .bordered ? 4 : 2))
    }

    /// The cells between columns for a look.
    static func separatorWidth(for look: TableLook) -> Int { look == .bordered ? 3 : 2 }

    /// The layout of columns of some widths in a frame.
    init(frame: Rect, look: TableLook, widths: [Int]) {
        self.frame = frame
        self.look = look
        separatorWidth = Self.separatorWidth(for: look)
        let top = look == .bordered ? frame.minY + 1 : frame.minY
        headerY = top
        ruleY = top + 1
        let bottom = look == .bordered ? frame.maxY - 1 : frame.maxY
        body = min(top + 2, bottom)..<max(min(top + 2, bottom), bottom)
        var x = frame.minX + (look == .bordered ? 2 : 1)
        var columns: [(x: Int, width: Int)] = []
        for width in widths {
            columns.append((x, width))
            x += width + separatorWidth
        }
        self.columns = columns
    }

    /// The table column at a screen column, when it is on a column (or the separator after it).
    func column(at x: Int) -> Int? {
        columns.lastIndex { $0.x <= x }.flatMap { index in x < columns[index].x + columns[index].width + separatorWidth ? index : nil }
    }

    /// The widths of columns: each fixed one as it says, the others their need (or ideal) between their minimum
    /// and maximum, narrowed to fit the room (the widest first, none below its minimum).
    static func widths(needs: [Int], columns: [TableColumnWidth], room: Int, separatorWidth: Int) -> [Int] {
        let wanted = zip(needs, columns).map { need, width in
            width.fixed ?? min(width.maximum ?? Int.max, max(width.minimum ?? 1, width.ideal ?? need))
        }
        let minimums = zip(wanted, columns).map { wanted, width in width.fixed ?? width.minimum ?? min(wanted, 3) }
        return ColumnWidths.fitted(wanted, minimums: minimums, into: room - separatorWidth * max(0, needs.count - 1))
    }
}
