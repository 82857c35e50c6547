/// A scrolling list of rows with a highlighted selection, as in SwiftUI.
///
/// Lazy: only the rows on screen are built, so a list of a million rows costs the same per frame as one of
/// fifty. ↑ ↓ (k j) move the selection, PgUp PgDn and Home End (g G) jump, and the selection is kept in view.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    var selection: ListSelection?

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

    /// A list whose selected row is bound to a value: the row's id (or `.tag`). Setting the value moves the
    /// highlight; moving the highlight sets the value.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(
            get: { selection.wrappedValue.map { AnyHashable($0) } },
            set: { selection.wrappedValue = $0?.base as? SelectionValue })
    }

    /// A list of identifiable elements whose selected row is bound to an element's id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent>, SelectionValue == Data.Element.ID {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ListNode(context: context, viewType: ObjectIdentifier(Self.self))
        node.update(with: self)
        return node
    }
}

extension List: ListContentView {
    var listContent: any View { content }
    var listSelection: ListSelection? { selection }
}

/// A list view, whatever its generic parameters.
@MainActor
protocol ListContentView {
    var listContent: any View { get }
    var listSelection: ListSelection? { get }
}

/// Reads and writes the value a list's selection is bound to.
@MainActor
struct ListSelection {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
}

/// The node of a `List`: keeps the selection and scroll position, and builds nodes only for visible rows.
@MainActor
final class ListNode: Node, ScreenPreferenceBoundary {
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
    /// The word on the action a delete reveals.
    private static let deleteLabel = "Delete"

    init(context: NodeContext, viewType: ObjectIdentifier) {
        super.init(viewType: viewType, context: context)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        for row in placedRows { body(row.node) }
    }

    /// The value the selection is bound to, if it is.
    private var selection: ListSelection?
    /// The bound value last seen, to tell a change made by the app from one made here.
    private var lastSelectionValue: AnyHashable?
    /// The row whose Delete is showing (after `d`), if any.
    private(set) var revealedDeleteIndex: Int?

    override func update(with view: any View) {
        guard let list = view as? any ListContentView else { return }
        selection = list.listSelection
        setRows(of: list.listContent)
        followSelectionBinding()
    }

    /// Moves the highlight to the row the bound value names, when the app changed it.
    private func followSelectionBinding() {
        guard let selection else { return }
        let value = selection.get()
        guard value != lastSelectionValue else { return }
        lastSelectionValue = value
        guard let value, rowID(at: selectedIndex)?.id != value, let index = index(ofRowWithID: value) else { return }
        selectedIndex = index
        graph.setNeedsFrame()
    }

    /// The index of the row with an id (a search through the rows: used only when the app sets the selection).
    private func index(ofRowWithID id: AnyHashable) -> Int? {
        var base = 0
        for segment in segments {
            for offset in 0..<segment.count where segment.id(offset).id == id { return base + offset }
            base += segment.count
        }
        return nil
    }

    private func rowID(at index: Int) -> RowID? {
        locate(index).map { $0.segment.id($0.offset) }
    }

    /// Tells the binding which row is selected now.
    private func publishSelection() {
        guard let selection else { return }
        let value = rowID(at: selectedIndex)?.id
        lastSelectionValue = value
        if selection.get() != value { selection.set(value) }
    }

    func setRows(of content: any View) {
        var segments: [RowSegment] = []
        appendRows(of: content, to: &segments)
        self.segments = segments
        let newCount = segments.reduce(0) { $0 + $1.count }
        if newCount != rowCount { revealedDeleteIndex = nil }
        rowCount = newCount
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
        var rowEnvironment = environment
        rowEnvironment.controlContext = .listRow
        let node = reconcile(existing, with: segment.view(offset), environment: rowEnvironment)
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
            let revealsDelete = row.index == revealedDeleteIndex
            // With Delete showing, the row is drawn slid left and the red Delete fills the room it left.
            let deleteWidth = revealsDelete ? min(Self.deleteLabel.count + 2, row.rect.width) : 0
            let rowRect = Rect(x: row.rect.minX, y: row.rect.minY, width: row.rect.width - deleteWidth, height: row.rect.height)
            canvas.withClip(rowRect) { canvas in
                if row.index == selectedIndex {
                    canvas.fill(rowRect, style: CellStyle(background: highlight))
                }
                if revealsDelete {
                    row.node.shift(by: -deleteWidth)
                    row.node.draw(in: &canvas)
                    row.node.shift(by: deleteWidth)
                } else {
                    row.node.draw(in: &canvas)
                }
                if row.index == selectedIndex {
                    canvas.restyle(rowRect) { style in
                        style.background = highlight
                        style.foreground = .rgb(255, 255, 255)
                        style.attributes.remove(.dim)
                    }
                }
            }
            if revealsDelete {
                let deleteRect = Rect(x: rowRect.maxX, y: row.rect.minY, width: deleteWidth, height: row.rect.height)
                let red = Color.red.backgroundColor(in: environment)
                canvas.fill(deleteRect, style: CellStyle(background: red))
                canvas.draw(Self.deleteLabel, at: Point(x: deleteRect.minX + 1, y: deleteRect.minY + (deleteRect.height - 1) / 2),
                            maxWidth: deleteRect.width - 1, style: CellStyle(foreground: .rgb(255, 255, 255), background: red, attributes: .bold))
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
        if let revealed = revealedDeleteIndex {
            revealedDeleteIndex = nil
            graph.setNeedsFrame()
            switch press.key {
            case "d", .return, .deleteForward:
                deleteRow(at: revealed)
                return true
            case .escape:
                return true
            default:
                break  // any other key closes the Delete and does what it does
            }
        }
        let target: Int
        switch press.key {
        case .upArrow, "k": target = selectedIndex - 1
        case .downArrow, "j": target = selectedIndex + 1
        case .pageUp: target = selectedIndex - pageSize
        case .pageDown: target = selectedIndex + pageSize
        case .home, "g": target = 0
        case .end, "G": target = rowCount - 1
        case .return:
            return selectedRowNode?.activate() ?? false
        case "d", .deleteForward:
            guard canDeleteSelectedRow else { return false }
            revealedDeleteIndex = selectedIndex
            graph.setNeedsFrame()
            return true
        default: return false
        }
        select(target)
        return true
    }

    private var selectedRowNode: Node? {
        placedRows.first { $0.index == selectedIndex }?.node ?? visibleRows[selectedIndex]?.node
    }

    private var canDeleteSelectedRow: Bool {
        locate(selectedIndex)?.segment.delete != nil
    }

    private func deleteRow(at index: Int) {
        guard let (segment, offset) = locate(index), let delete = segment.delete else { return }
        delete(offset)
    }

    /// Moves the selection to a row (clamped to the rows there are).
    func select(_ index: Int) {
        let clamped = max(0, min(index, rowCount - 1))
        guard clamped != selectedIndex else { return }
        selectedIndex = clamped
        publishSelection()
        graph.setNeedsFrame()
    }

    override func appendKeyHints(to hints: inout [KeyHint]) {
        if revealedDeleteIndex != nil {
            hints.append(KeyHint("d", "delete"))
            hints.append(KeyHint("Esc", "cancel"))
            return
        }
        hints.append(KeyHint("↑↓", "move"))
        if selectedRowNode?.containsNode(where: { $0 is any NavigationLinkNodeProtocol }) == true {
            hints.append(KeyHint("⏎", "open"))
        }
        if canDeleteSelectedRow { hints.append(KeyHint("d", "delete")) }
    }
}

extension Node {
    /// Whether this node or one shown below it satisfies a condition.
    func containsNode(where condition: (Node) -> Bool) -> Bool {
        if condition(self) { return true }
        var found = false
        forEachVisibleChild { child in
            if !found { found = child.containsNode(where: condition) }
        }
        return found
    }
}
