import TermUIBase

/// Where a `Grid`'s cells go for a width: the columns (each as wide as its widest cell of one column, wide
/// enough together for the cells that span several), the rows (each as tall as its tallest cell), and the
/// views outside rows, which span every column.
@MainActor
struct GridLayout {
    /// One laid-out child of the grid: a row of cells, or a view across the grid.
    @MainActor
    struct Line {
        let node: Node
        /// The cells of a row with their parameters; nil for a view across the grid.
        let cells: [(node: Node, parameters: GridCellParameters)]?
        let alignment: VerticalAlignment?

        init(_ node: Node) {
            self.node = node
            if let row = node as? any GridRowCells {
                cells = row.layoutChildren.map { ($0, $0.gridCellParameters) }
                alignment = row.rowAlignment
            } else {
                cells = nil
                alignment = nil
            }
        }
    }

    private let lines: [Line]
    private let horizontalSpacing: Int
    private let verticalSpacing: Int
    /// The width of each column.
    private(set) var columnWidths: [Int] = []
    /// The height of each line.
    private(set) var lineHeights: [Int] = []
    /// The horizontal alignment a column's cells say for it.
    private var columnAlignments: [HorizontalAlignment?] = []

    /// The grid's size.
    var size: Size {
        let width = columnWidths.reduce(0, +) + horizontalSpacing * max(0, columnWidths.count - 1)
        let height = lineHeights.reduce(0, +) + verticalSpacing * max(0, lineHeights.count - 1)
        return Size(width: width, height: height)
    }

    /// The layout of lines for a width (nil: each column at its ideal width).
    init(lines: [Line], width: Int?, horizontalSpacing: Int, verticalSpacing: Int) {
        self.lines = lines
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        let columnCount = lines.map { line in line.cells?.reduce(0) { $0 + ($1.parameters.columns ?? 1) } ?? 0 }.max() ?? 0
        var widths = [Int](repeating: 0, count: columnCount)
        columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        let ideal = ProposedSize(width: nil, height: nil)
        // Cells of one column first, then those spanning several, which widen the last column they span.
        var spanning: [(column: Int, span: Int, width: Int)] = []
        var acrossWidth = 0
        for line in lines {
            for child in line.cells?.map(\.node) ?? [line.node] { child.stackAxis = line.cells == nil ? .vertical : nil }
            guard let cells = line.cells else {
                acrossWidth = max(acrossWidth, line.node.measure(ideal).width)
                continue
            }
            var column = 0
            for cell in cells {
                let span = min(cell.parameters.columns ?? 1, columnCount - column)
                if let alignment = cell.parameters.columnAlignment, columnAlignments[column] == nil {
                    columnAlignments[column] = alignment
                }
                if cell.parameters.unsizedAxes?.contains(.horizontal) != true {
                    let width = cell.node.measure(ideal).width
                    if span == 1 { widths[column] = max(widths[column], width) } else { spanning.append((column, span, width)) }
                }
                column += span
            }
        }
        for cell in spanning {
            let range = cell.column..<(cell.column + cell.span)
            let current = range.reduce(0) { $0 + widths[$1] } + horizontalSpacing * (cell.span - 1)
            if cell.width > current { widths[range.upperBound - 1] += cell.width - current }
        }
        if let last = widths.indices.last {
            let total = widths.reduce(0, +) + horizontalSpacing * last
            if acrossWidth > total { widths[last] += acrossWidth - total }
        }
        if let width {
            widths = ColumnWidths.fitted(widths, into: width - horizontalSpacing * max(0, columnCount - 1))
        }
        columnWidths = widths
        let gridWidth = size.width
        lineHeights = lines.map { line in
            guard let cells = line.cells else {
                return line.node.measure(ProposedSize(width: width ?? gridWidth, height: nil)).height
            }
            var height = 0
            for (cell, range) in zip(cells, spans(of: cells)) where cell.parameters.unsizedAxes?.contains(.vertical) != true {
                height = max(height, cell.node.measure(ProposedSize(width: self.width(of: range), height: nil)).height)
            }
            return height
        }
    }

    /// The columns each cell of a row takes.
    private func spans(of cells: [(node: Node, parameters: GridCellParameters)]) -> [Range<Int>] {
        var column = 0
        return cells.map { cell in
            let start = min(column, columnWidths.count)
            column = min(columnWidths.count, start + (cell.parameters.columns ?? 1))
            return start..<column
        }
    }

    /// The width of a run of columns with the spacing inside it.
    private func width(of columns: Range<Int>) -> Int {
        columns.reduce(0) { $0 + columnWidths[$1] } + horizontalSpacing * max(0, columns.count - 1)
    }

    /// Places the lines and their cells in a rectangle.
    func place(in rect: Rect, alignment: Alignment) {
        let starts = columnWidths.indices.map { index in
            rect.minX + columnWidths[..<index].reduce(0, +) + horizontalSpacing * index
        }
        var y = rect.minY
        for (line, height) in zip(lines, lineHeights) {
            defer { y += height + verticalSpacing }
            guard let cells = line.cells else {
                let size = line.node.measure(ProposedSize(width: rect.width, height: nil))
                let placed = Alignment(horizontal: alignment.horizontal, vertical: .top)
                    .place(Size(width: min(size.width, rect.width), height: height), in: Rect(x: rect.minX, y: y, width: rect.width, height: height))
                line.node.place(in: placed)
                continue
            }
            line.node.frame = Rect(x: rect.minX, y: y, width: rect.width, height: height)
            for (cell, range) in zip(cells, spans(of: cells)) {
                guard let first = range.first else {
                    cell.node.place(in: Rect(x: rect.maxX, y: y, width: 0, height: 0))
                    continue
                }
                let room = Rect(x: starts[first], y: y, width: width(of: range), height: height)
                let unsized = cell.parameters.unsizedAxes ?? []
                var size = cell.node.measure(ProposedSize(room.size))
                if unsized.contains(.horizontal) { size.width = room.width }
                if unsized.contains(.vertical) { size.height = room.height }
                size = Size(width: min(size.width, room.width), height: min(size.height, room.height))
                cell.node.place(in: placement(of: size, in: room, cell: cell.parameters, column: first, line: line, grid: alignment))
            }
        }
    }

    /// Where a cell of a size goes in its room: at its anchor, else by its column's, its row's and the
    /// grid's alignment.
    private func placement(
        of size: Size, in room: Rect, cell: GridCellParameters, column: Int, line: Line, grid: Alignment
    ) -> Rect {
        if let anchor = cell.anchor {
            let x = room.minX + Int((Double(room.width - size.width) * anchor.x).rounded())
            let y = room.minY + Int((Double(room.height - size.height) * anchor.y).rounded())
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
        let alignment = Alignment(
            horizontal: columnAlignments[column] ?? grid.horizontal, vertical: line.alignment ?? grid.vertical)
        return alignment.place(size, in: room)
    }
}
