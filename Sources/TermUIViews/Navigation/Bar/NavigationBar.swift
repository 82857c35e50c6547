import TermUIBase

/// The bar at the top of a navigation stack: `‹ <previous title>` or the leading items on the left, the
/// title (bold; large titles at the left, inline ones centred), and the trailing items on the right, on a
/// shaded row (of the colour scheme's); without colours, its text is bold, as neither the selection (underline)
/// nor the focus (reverse video) is.
@MainActor
struct NavigationBar {
    let title: String
    let isLargeTitle: Bool
    let backTitle: String?
    let items: [(placement: ToolbarItemPlacement, node: Node)]
    /// The colour of the back label.
    let tint: TerminalColor?
    /// Whether the terminal's background is light or dark.
    let colorScheme: ColorScheme
    /// Whether the terminal shows colours.
    let usesColor: Bool

    private func itemNodes(in region: ToolbarRegion) -> [Node] {
        items.filter { $0.placement.region == region }.map(\.node)
    }

    private var backLabel: String? { backTitle.map { "‹ " + $0 } }

    /// The narrowest an item is squeezed to (a search field, a button's label) before it is left out.
    private static let narrowestItem = 8

    /// Places the items in the bar row. Nothing overlaps: the back label takes at most a third of the row;
    /// the trailing items are placed from the right, each narrowed when the room left is short and, when it
    /// cannot be narrowed enough, left out with every item to its left (their keyboard shortcuts still work);
    /// the title items get what remains, or are left out when they do not fit whole.
    func place(in rect: Rect) {
        var x = rect.minX + 1
        if let backLabel {
            x += min(Glyph.width(of: backLabel), rect.width / 3) + 2
        } else {
            for node in itemNodes(in: .leading) {
                let size = node.measure(ProposedSize(width: nil, height: 1))
                let width = min(size.width, max(0, rect.maxX - 1 - x))
                node.place(in: Rect(x: x, y: rect.minY, width: width, height: width > 0 ? 1 : 0))
                // An item with nothing to show now (its content an `if` that is false) leaves no gap.
                if size.width > 0 { x += width + 2 }
            }
        }
        var right = rect.maxX - 1
        var leftOut = false
        for node in trailingItemsInPlacementOrder(room: right - x) {
            let room = right - x
            var width = node.measure(ProposedSize(width: nil, height: 1)).width
            guard width > 0 else {
                node.place(in: Rect(x: right, y: rect.minY, width: 0, height: 0))
                continue
            }
            if !leftOut, width > room, room > 0 {
                let narrowed = node.measure(ProposedSize(width: room, height: 1)).width
                if narrowed <= room, narrowed >= min(width, Self.narrowestItem) { width = narrowed } else { leftOut = true }
            } else if width > room {
                leftOut = true
            }
            guard !leftOut else {
                node.place(in: Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
                continue
            }
            right -= width
            node.place(in: Rect(x: right, y: rect.minY, width: width, height: 1))
            right -= 2
        }
        // Title items are centred, but kept clear of the back label, the leading items and the trailing ones.
        for node in itemNodes(in: .title) {
            let width = node.measure(ProposedSize(width: nil, height: 1)).width
            guard width <= right - x else {
                node.place(in: Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
                continue
            }
            let centred = rect.minX + max(0, (rect.width - width) / 2)
            node.place(in: Rect(x: max(x, min(centred, right - width)), y: rect.minY, width: width, height: 1))
        }
    }

    /// The trailing items from the right edge leftwards. When they do not all fit and one holds the focus (a
    /// search field being typed in), that one goes first, so that it is never the one left out.
    private func trailingItemsInPlacementOrder(room: Int) -> [Node] {
        let items = itemNodes(in: .trailing).reversed() + itemNodes(in: .status).reversed()
        let needed = items.map { $0.measure(ProposedSize(width: nil, height: 1)).width }.filter { $0 > 0 }.reduce(0) { $0 + $1 + 2 } - 2
        guard needed > room, let focused = items.first(where: { $0.holdsFocus }) else { return items }
        return [focused] + items.filter { $0 !== focused }
    }

    /// Draws the bar in its row: its shade, the back label, the title and the items.
    func draw(in canvas: inout CellCanvas, bar: Rect) {
        guard !bar.isEmpty else { return }
        canvas.fill(bar, style: CellStyle(background: SurfaceColors(colorScheme).navigationBar))
        defer {
            if !usesColor { canvas.restyle(bar) { $0.attributes.insert(.bold) } }
        }
        var leftEdge = bar.minX + 1
        if let backLabel {
            leftEdge += canvas.draw(backLabel, at: Point(x: leftEdge, y: bar.minY), maxWidth: max(0, bar.width / 3), style: CellStyle(foreground: tint))
            leftEdge += 2
        } else {
            for node in itemNodes(in: .leading) where !node.frame.isEmpty {
                node.draw(in: &canvas)
                leftEdge = max(leftEdge, node.frame.maxX + 2)
            }
        }
        // Items left out for want of room have an empty frame.
        let trailing = (itemNodes(in: .trailing) + itemNodes(in: .status)).filter { !$0.frame.isEmpty }
        let rightEdge = trailing.map(\.frame.minX).min().map { $0 - 2 } ?? bar.maxX - 1
        for node in trailing { node.draw(in: &canvas) }
        let titleItems = itemNodes(in: .title)
        if !titleItems.isEmpty {
            for node in titleItems where !node.frame.isEmpty { node.draw(in: &canvas) }
            return
        }
        drawTitle(in: &canvas, row: bar.minY, from: leftEdge, to: rightEdge, bar: bar)
    }

    /// The fewest cells a cut title is shown in (three characters and "…").
    static let shortestCutTitle = 4

    private func drawTitle(in canvas: inout CellCanvas, row: Int, from leftEdge: Int, to rightEdge: Int, bar: Rect) {
        let room = rightEdge - leftEdge
        guard room > 0, !title.isEmpty else { return }
        let glyphs = Glyph.glyphs(of: title)
        let width = glyphs.reduce(0) { $0 + $1.width }
        // A title cut to a letter or two ("E…") says nothing: then the bar leaves it out.
        guard width <= room || room >= Self.shortestCutTitle else { return }
        let shown = width > room
            ? TextLayout.truncate(glyphs.map { StyledGlyph(glyph: $0, style: .plain) }, width: room, mode: .tail, forceEllipsis: false).map(\.glyph)
            : glyphs
        let shownWidth = min(width, room)
        var x = isLargeTitle ? leftEdge : bar.minX + (bar.width - shownWidth) / 2
        x = max(leftEdge, min(x, rightEdge - shownWidth))
        // Without colours underlining is the selection's; the bar is bold.
        canvas.draw(shown, at: Point(x: x, y: row), maxWidth: room, style: CellStyle(attributes: isLargeTitle && usesColor ? [.bold, .underline] : .bold))
    }
}

extension Node {
    /// Whether the focused node is this one or inside it.
    fileprivate var holdsFocus: Bool {
        var node: Node? = graph.focused
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }
}
