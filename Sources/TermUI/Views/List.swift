/// A scrolling list of rows with a highlighted selection, as in SwiftUI.
///
/// Lazy: only the rows on screen are built, so a list of a million rows costs the same per frame as one of
/// fifty. ↑ ↓ (k j) move the selection, PgUp PgDn and Home End (g G) jump, and the selection is kept in view.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of the rows the closure builds (`ForEach` rows are built only when on screen).
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list with a row for each element of a collection of identifiable elements.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of a collection, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ListNode(context: context, viewType: ObjectIdentifier(Self.self))
        node.setRows(of: content)
        return node
    }
}

extension List: ListContentView {
    var listContent: any View { content }
}

/// A list view, whatever its generic parameters.
@MainActor
protocol ListContentView {
    var listContent: any View { get }
}

/// The node of a `List`: keeps the selection and scroll position, and builds nodes only for visible rows.
@MainActor
final class ListNode: Node {
    private var segments: [RowSegment] = []
    private(set) var rowCount = 0
    /// The selected row.
    private(set) var selectedIndex = 0
    /// The first row on screen.
    private(set) var scrollOffset = 0
    /// The rows on screen after the last layout, by row index.
    private var visibleRows: [Int: (id: RowID, node: Node)] = [:]
    /// The rows placed by the last layout: index, node, rectangle.
    private var placedRows: [(index: Int, node: Node, rect: Rect)] = []
    /// Whether the content changed since the rows on screen were built.
    private var rowsAreStale = false
    /// How many row views were built (tests use it to prove laziness).
    private(set) var rowBuildCount = 0
    private var pageSize = 1

    /// Horizontal room kept on each side of a row's content.
    private let rowInset = 1

    init(context: NodeContext, viewType: ObjectIdentifier) {
        super.init(viewType: viewType, context: context)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        for row in placedRows { body(row.node) }
    }

    override func update(with view: any View) {
        guard let list = view as? any ListContentView else { return }
        setRows(of: list.listContent)
    }

    func setRows(of content: any View) {
        var segments: [RowSegment] = []
        appendRows(of: content, to: &segments)
        self.segments = segments
        rowCount = segments.reduce(0) { $0 + $1.count }
        rowsAreStale = true
        selectedIndex = max(0, min(selectedIndex, rowCount - 1))
        graph.setNeedsFrame()
    }

    // MARK: Rows

    private func locate(_ index: Int) -> (segment: RowSegment, offset: Int)? {
        var offset = index
        for segment in segments {
            if offset < segment.count { return (segment, offset) }
            offset -= segment.count
        }
        return nil
    }

    /// The node of a row: the one on screen already, or one built (or brought up to date, keeping its state
    /// when its id was on screen before) from the content.
    private func rowNode(at index: Int, keeping kept: inout [Int: (id: RowID, node: Node)], previous: [RowID: Node]) -> Node? {
        if let entry = kept[index] { return entry.node }
        if !rowsAreStale, let entry = visibleRows[index] {
            kept[index] = entry
            return entry.node
        }
        guard let (segment, offset) = locate(index) else { return nil }
        let id = segment.id(offset)
        let existing = previous[id]
        if existing == nil { rowBuildCount += 1 }
        let node = reconcile(existing, with: segment.view(offset))
        kept[index] = (id, node)
        return node
    }

    private func height(of node: Node, width: Int) -> Int {
        max(1, node.measure(ProposedSize(width: width, height: nil)).height)
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 20, height: min(rowCount, 10)))
    }

    override func place(in rect: Rect) {
        frame = rect
        let width = max(0, rect.width - 2 * rowInset - 1)
        var kept: [Int: (id: RowID, node: Node)] = [:]
        // After a content change, rows keep their nodes (and state) by id.
        let previous = rowsAreStale ? Dictionary(visibleRows.values.map { ($0.id, $0.node) }, uniquingKeysWith: { first, _ in first }) : [:]
        placedRows.removeAll(keepingCapacity: true)
        defer {
            rowsAreStale = false
            let keptNodes = Set(kept.values.map { ObjectIdentifier($0.node) })
            for entry in visibleRows.values where !keptNodes.contains(ObjectIdentifier(entry.node)) {
                entry.node.unmount()
            }
            visibleRows = kept
        }
        guard rowCount > 0, rect.height > 0 else { return }
        selectedIndex = max(0, min(selectedIndex, rowCount - 1))
        scrollOffset = max(0, min(scrollOffset, rowCount - 1))
        if selectedIndex < scrollOffset { scrollOffset = selectedIndex }

        // Keep the selection in view: if it ends below the bottom, scroll so that it ends at the bottom.
        var used = 0
        var index = scrollOffset
        var selectionFits = false
        while index < rowCount, used < rect.height {
            guard let node = rowNode(at: index, keeping: &kept, previous: previous) else { break }
            used += height(of: node, width: width)
            if index == selectedIndex {
                selectionFits = used <= rect.height
                break
            }
            index += 1
        }
        if !selectionFits {
            var total = 0
            var first = selectedIndex
            while first >= 0, let node = rowNode(at: first, keeping: &kept, previous: previous) {
                let rowHeight = height(of: node, width: width)
                if total + rowHeight > rect.height, first < selectedIndex { break }
                total += rowHeight
                first -= 1
            }
            scrollOffset = first + 1
        }

        // Fill the screen: when the rows from the offset to the end leave room below (the list got shorter or
        // the screen taller), bring earlier rows into view. The selection stays in view: every row from the
        // offset to the end fits.
        var usedToEnd = 0
        index = scrollOffset
        while index < rowCount, usedToEnd < rect.height,
            let node = rowNode(at: index, keeping: &kept, previous: previous)
        {
            usedToEnd += height(of: node, width: width)
            index += 1
        }
        if index == rowCount {
            while scrollOffset > 0, let node = rowNode(at: scrollOffset - 1, keeping: &kept, previous: previous) {
                let rowHeight = height(of: node, width: width)
                guard usedToEnd + rowHeight <= rect.height else { break }
                usedToEnd += rowHeight
                scrollOffset -= 1
            }
        }

        var y = rect.minY
        index = scrollOffset
        var onScreen: [Int: (id: RowID, node: Node)] = [:]
        while index < rowCount, y < rect.maxY {
            guard let node = rowNode(at: index, keeping: &kept, previous: previous), let entry = kept[index] else { break }
            onScreen[index] = entry
            let rowHeight = height(of: node, width: width)
            node.place(in: Rect(x: rect.minX + rowInset, y: y, width: width, height: rowHeight))
            placedRows.append((index, node, Rect(x: rect.minX, y: y, width: rect.width - 1, height: rowHeight)))
            y += rowHeight
            index += 1
        }
        pageSize = max(1, placedRows.count - 1)
        kept = onScreen
    }

    // MARK: Drawing

    override func draw(in canvas: inout Canvas) {
        let isFocused = graph.focused === self
        let highlight = isFocused ? environment.tint.backgroundColor(in: environment) ?? .ansi(4) : TerminalColor.ansi(8)
        for row in placedRows {
            canvas.withClip(row.rect) { canvas in
                if row.index == selectedIndex {
                    canvas.fill(row.rect, style: CellStyle(background: highlight))
                }
                row.node.draw(in: &canvas)
                if row.index == selectedIndex {
                    canvas.restyle(row.rect) { style in
                        style.background = highlight
                        style.foreground = .rgb(255, 255, 255)
                        style.attributes.remove(.dim)
                    }
                }
            }
        }
        drawScrollIndicator(in: &canvas)
    }

    /// A scroll thumb in the last column when the rows do not all fit. Only the thumb is drawn, not a track,
    /// so that the other rows end in blanks and the terminal can clear them cheaply.
    private func drawScrollIndicator(in canvas: inout Canvas) {
        let visible = placedRows.count
        guard rowCount > visible, frame.height > 1, frame.width > 2 else { return }
        let trackHeight = frame.height
        let thumbHeight = max(1, trackHeight * visible / rowCount)
        let maxStart = trackHeight - thumbHeight
        let lastOffset = max(1, rowCount - visible)
        let thumbStart = min(maxStart, Int((Double(scrollOffset) / Double(lastOffset) * Double(maxStart)).rounded()))
        for row in thumbStart..<(thumbStart + thumbHeight) {
            canvas.put(Glyph(character: "┃", width: 1), at: Point(x: frame.maxX - 1, y: frame.minY + row), style: CellStyle(attributes: .dim))
        }
    }

    // MARK: Keys

    override var acceptsFocus: Bool { rowCount > 0 }

    override func handleKey(_ press: KeyPress) -> Bool {
        guard press.modifiers.isDisjoint(with: [.control, .option]) else { return false }
        let target: Int
        switch press.key {
        case .upArrow, "k": target = selectedIndex - 1
        case .downArrow, "j": target = selectedIndex + 1
        case .pageUp: target = selectedIndex - pageSize
        case .pageDown: target = selectedIndex + pageSize
        case .home, "g": target = 0
        case .end, "G": target = rowCount - 1
        default: return false
        }
        select(target)
        return true
    }

    /// Moves the selection to a row (clamped to the rows there are).
    func select(_ index: Int) {
        let clamped = max(0, min(index, rowCount - 1))
        guard clamped != selectedIndex else { return }
        selectedIndex = clamped
        graph.setNeedsFrame()
    }

    override func appendKeyHints(to hints: inout [KeyHint]) {
        hints.append(KeyHint("↑↓", "move"))
    }
}
