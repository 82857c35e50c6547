import TermUIBase

/// The animated change of a list's rows, as SwiftUI animates a `List` whose data changes in `withAnimation`.
/// What changed and how each row looks comes from a `RowDiff` (Animation/RowDiff.swift); this keeps the nodes
/// of the rows that left, places them while they collapse, and draws them and the highlight of rows that
/// joined.
///
/// The list node owns one: it diffs the rows when the content changes with an animation, then asks it where
/// rows go while laying out and how to draw them, until the animation (the animator's `key`) ends. Only the
/// rows on screen before the change and those around the same place after it are compared, so a long list
/// costs the same; unlike SwiftUI, a row that moves from or to far off screen departs or arrives instead.
@MainActor
final class ListRowAnimation {
    /// The key of the list's row animation in the animator.
    static let key = "rows"
    /// What changed.
    private(set) var diff = RowDiff<RowID>()
    /// The nodes of the rows that left, in the order of `diff.departures`, kept in the graph until the
    /// animation ends.
    private var departingNodes: [Node] = []
    /// Where the departing rows were drawn by the last layout.
    private var placedDeparting: [(node: Node, rect: Rect)] = []
    /// The rows the last layout placed departing rows above.
    private var placedAnchors = Set<RowID>()

    /// Calls a closure with the node of each departing row (still children of the list until they are gone).
    func forEachDepartingNode(_ body: (Node) -> Void) {
        for node in departingNodes { body(node) }
    }

    /// Compares the rows on screen before a change (with their nodes and rectangles) with the ids of the rows
    /// around the same place after it, and records which rows depart, arrive and move. Call it after `finish`.
    func diff(from oldRows: [(id: RowID, node: Node, rect: Rect)], to newIDs: [RowID], listTop: Int) {
        diff = RowDiff(from: oldRows.map { ($0.id, $0.rect.minY - listTop, $0.rect.height) }, to: newIDs)
        departingNodes = diff.departures.map { oldRows[$0.position].node }
    }

    /// Ends the animation: departing rows leave the graph, and every row is shown as after the change.
    func finish() {
        for node in departingNodes { node.unmount() }
        departingNodes.removeAll()
        placedDeparting.removeAll()
        diff = RowDiff()
    }

    // MARK: Layout

    /// Starts a layout of the rows: no departing row is placed yet.
    func beginLayout() {
        placedDeparting.removeAll(keepingCapacity: true)
        placedAnchors.removeAll(keepingCapacity: true)
    }

    /// Places the departing rows that stood above a row (nil: those at the end) from `y` down, and moves `y`
    /// below them. `place` puts a node at a top with a full and a shown height, and gives the row's rectangle.
    func placeDepartingRows(
        before anchor: RowID?, progress: Double, y: inout Int, place: (Node, _ y: Int, _ height: Int, _ shownHeight: Int) -> Rect
    ) {
        if let anchor { placedAnchors.insert(anchor) }
        for (departure, node) in zip(diff.departures, departingNodes) where departure.anchor == anchor {
            let shown = RowDiff<RowID>.departingHeight(departure.height, progress: progress)
            placedDeparting.append((node, place(node, y, departure.height, shown)))
            y += shown
        }
    }

    /// Places, at the end, the departing rows whose anchor was not placed (it is below the screen, or they were
    /// the last rows).
    func placeRemainingDepartingRows(
        progress: Double, y: inout Int, place: (Node, _ y: Int, _ height: Int, _ shownHeight: Int) -> Rect
    ) {
        for departure in diff.departures where departure.anchor.map({ !placedAnchors.contains($0) }) ?? true {
            placeDepartingRows(before: departure.anchor, progress: progress, y: &y, place: place)
        }
    }

    // MARK: Drawing

    /// Restyles an arriving row with the highlight of a new row.
    func drawArrivalFlash(over rect: Rect, in canvas: inout CellCanvas, colorScheme: ColorScheme) {
        let flash = SurfaceColors(colorScheme).arrivalHighlight
        canvas.restyle(rect) { style in
            style.background = flash
            style.attributes.insert(.bold)
        }
    }

    /// Draws the departing rows: dimmed and sliding out to the left while they fade, then their room collapses.
    func drawDepartingRows(in canvas: inout CellCanvas, progress: Double, colorScheme: ColorScheme) {
        guard let fade = RowDiff<RowID>.departingFade(progress: progress) else { return }
        let faint = SurfaceColors(colorScheme).dimmedText
        for row in placedDeparting where row.rect.height > 0 {
            let slide = Int((Double(row.rect.width) * fade).rounded())
            canvas.withClip(row.rect) { canvas in
                row.node.draw(in: &canvas, offsetBy: -slide, rows: 0)
                canvas.restyle(row.rect) { style in
                    style.attributes = .dim
                    style.foreground = faint
                    style.background = nil
                }
            }
        }
    }
}
