/// The bar at the top of a navigation stack: `‹ <previous title>` or the leading items on the left, the
/// title (bold; large titles at the left, inline ones centred), and the trailing items on the right, on a
/// shaded row.
@MainActor
struct NavigationBar {
    let title: String
    let isLargeTitle: Bool
    let backTitle: String?
    let items: [(placement: ToolbarItemPlacement, node: Node)]
    /// The colour of the back label.
    let tint: TerminalColor?

    /// The shade behind the bar.
    static let background = TerminalColor.rgb(44, 44, 46)

    private func itemNodes(in region: ToolbarRegion) -> [Node] {
        items.filter { $0.placement.region == region }.map(\.node)
    }

    private var backLabel: String? { backTitle.map { "‹ " + $0 } }

    /// Places the items in the bar row.
    func place(in rect: Rect) {
        var x = rect.minX + 1
        if backLabel == nil {
            for node in itemNodes(in: .leading) {
                let size = node.measure(ProposedSize(width: nil, height: 1))
                node.place(in: Rect(x: x, y: rect.minY, width: min(size.width, max(0, rect.maxX - x)), height: 1))
                x += size.width + 2
            }
        }
        var right = rect.maxX - 1
        for node in (itemNodes(in: .trailing).reversed() + itemNodes(in: .status).reversed()) {
            let size = node.measure(ProposedSize(width: nil, height: 1))
            right -= size.width
            node.place(in: Rect(x: max(rect.minX, right), y: rect.minY, width: size.width, height: 1))
            right -= 2
        }
        // Title items are centred, but kept clear of the back label, the leading items and the trailing ones
        // (a search field, buttons), narrowed when the room between them is short.
        if let backLabel { x += min(Glyph.width(of: backLabel), rect.width / 3) + 2 }
        for node in itemNodes(in: .title) {
            let size = node.measure(ProposedSize(width: nil, height: 1))
            let width = min(size.width, max(0, right - x))
            let centred = rect.minX + max(0, (rect.width - width) / 2)
            node.place(in: Rect(x: max(x, min(centred, right - width)), y: rect.minY, width: width, height: 1))
        }
    }

    /// Draws the bar in its row: its shade, the back label, the title and the items.
    func draw(in canvas: inout Canvas, bar: Rect) {
        guard !bar.isEmpty else { return }
        canvas.fill(bar, style: CellStyle(background: Self.background))
        var leftEdge = bar.minX + 1
        if let backLabel {
            leftEdge += canvas.draw(backLabel, at: Point(x: leftEdge, y: bar.minY), maxWidth: max(0, bar.width / 3), style: CellStyle(foreground: tint))
            leftEdge += 2
        } else {
            for node in itemNodes(in: .leading) {
                node.draw(in: &canvas)
                leftEdge = max(leftEdge, node.frame.maxX + 2)
            }
        }
        let trailing = itemNodes(in: .trailing) + itemNodes(in: .status)
        let rightEdge = trailing.map(\.frame.minX).min().map { $0 - 2 } ?? bar.maxX - 1
        for node in trailing { node.draw(in: &canvas) }
        let titleItems = itemNodes(in: .title)
        if !titleItems.isEmpty {
            for node in titleItems { node.draw(in: &canvas) }
            return
        }
        drawTitle(in: &canvas, row: bar.minY, from: leftEdge, to: rightEdge, bar: bar)
    }

    private func drawTitle(in canvas: inout Canvas, row: Int, from leftEdge: Int, to rightEdge: Int, bar: Rect) {
        let room = rightEdge - leftEdge
        guard room > 0, !title.isEmpty else { return }
        let glyphs = Glyph.glyphs(of: title)
        let width = glyphs.reduce(0) { $0 + $1.width }
        let shown = width > room
            ? TextLayout.truncate(glyphs.map { StyledGlyph(glyph: $0, style: .plain) }, width: room, mode: .tail, forceEllipsis: false).map(\.glyph)
            : glyphs
        let shownWidth = min(width, room)
        var x = isLargeTitle ? leftEdge : bar.minX + (bar.width - shownWidth) / 2
        x = max(leftEdge, min(x, rightEdge - shownWidth))
        canvas.draw(shown, at: Point(x: x, y: row), maxWidth: room, style: CellStyle(attributes: isLargeTitle ? [.bold, .underline] : .bold))
    }
}
