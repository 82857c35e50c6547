/// The animated change of a list's rows, as SwiftUI animates a `List` whose data changes in `withAnimation`:
/// rows that left fade and slide out, then their room collapses; rows that joined grow in, then show with a
/// brief highlight; rows that moved slide from their old place to the new one; the rows around them follow.
///
/// The list node owns one: it diffs the rows when the content changes with an animation, then asks it where
/// rows go while laying out and how to draw them, until the animation (the animator's `key`) ends. Only the
/// rows on screen before the change and those around the same place after it are compared, so a long list
/// costs the same; unlike SwiftUI, a row that moves from or to far off screen departs or arrives instead.
@MainActor
final class ListRowAnimation {
    /// The key of the list's row animation in the animator.
    static let key = "rows"
    /// The background an arriving row flashes.
    private static let arrivalFlash = TerminalColor.rgb(58, 58, 60)

    /// A row that left the content and is collapsing out of view.
    private struct DepartingRow {
        /// The row's node, kept in the graph until the animation ends.
        let node: Node
        /// The row's height before it left.
        let height: Int
        /// The id of the row it stood above (nil: it was the last on screen).
        let anchor: RowID?
    }

    /// Rows that left the content, in the order they were on screen.
    private var departing: [DepartingRow] = []
    /// Where the departing rows were drawn by the last layout, and their full height.
    private var placedDeparting: [(node: Node, rect: Rect, height: Int)] = []
    /// The rows the last layout placed departing rows above.
    private var placedAnchors = Set<RowID>()
    /// Rows that joined the content and are growing into view.
    private var arriving = Set<RowID>()
    /// Rows that moved: the row (from the top of the list) they were drawn at before the change.
    private var movedFrom: [RowID: Int] = [:]

    /// Whether rows are leaving or joining (rows that only moved do not count).
    var hasDepartingOrArrivingRows: Bool { !departing.isEmpty || !arriving.isEmpty }

    /// Whether the last diff found nothing to animate.
    var isEmpty: Bool { departing.isEmpty && arriving.isEmpty && movedFrom.isEmpty }

    /// Whether some rows slide to a new place.
    var hasMovedRows: Bool { !movedFrom.isEmpty }

    /// Calls a closure with the node of each departing row (still children of the list until they are gone).
    func forEachDepartingNode(_ body: (Node) -> Void) {
        for row in departing { body(row.node) }
    }

    // MARK: The diff

    /// Compares the rows on screen before a change (with their nodes and rectangles) with the ids of the rows
    /// around the same place after it, and records which rows depart, arrive and move. Call it after `finish`.
    func diff(from oldRows: [(id: RowID, node: Node, rect: Rect)], to newIDs: [RowID], listTop: Int) {
        let newSet = Set(newIDs), oldSet = Set(oldRows.map(\.id))
        for (position, row) in oldRows.enumerated() where !newSet.contains(row.id) {
            let anchor = oldRows[(position + 1)...].first { newSet.contains($0.id) }?.id
            departing.append(DepartingRow(node: row.node, height: row.rect.height, anchor: anchor))
        }
        arriving = Set(newIDs.filter { !oldSet.contains($0) })
        // Survivors out of their old order slide from their old place to the new one; the others (the longest
        // run that kept its order) just follow the rows around them.
        let survivorsBefore = oldRows.filter { newSet.contains($0.id) }
        let survivorsAfter = newIDs.filter { oldSet.contains($0) }
        if survivorsBefore.map(\.id) != survivorsAfter {
            let stayed = Set(Self.longestCommonSubsequence(survivorsBefore.map(\.id), survivorsAfter))
            for row in survivorsBefore where !stayed.contains(row.id) {
                movedFrom[row.id] = row.rect.minY - listTop
            }
        }
    }

    /// The longest run of ids that appears in both sequences in the same order.
    private static func longestCommonSubsequence(_ a: [RowID], _ b: [RowID]) -> [RowID] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [RowID] = []
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                result.append(a[i])
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }

    /// Ends the animation: departing rows leave the graph, and every row is shown as after the change.
    func finish() {
        for row in departing { row.node.unmount() }
        departing.removeAll()
        placedDeparting.removeAll()
        arriving.removeAll()
        movedFrom.removeAll()
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
        for row in departing where row.anchor == anchor {
            let shown = Self.departingHeight(row.height, progress: progress)
            placedDeparting.append((row.node, place(row.node, y, row.height, shown), row.height))
            y += shown
        }
    }

    /// Places, at the end, the departing rows whose anchor was not placed (it is below the screen, or they were
    /// the last rows).
    func placeRemainingDepartingRows(
        progress: Double, y: inout Int, place: (Node, _ y: Int, _ height: Int, _ shownHeight: Int) -> Rect
    ) {
        for row in departing where row.anchor.map({ !placedAnchors.contains($0) }) ?? true {
            placeDepartingRows(before: row.anchor, progress: progress, y: &y, place: place)
        }
    }

    /// The height a row shows now: an arriving row grows, the others are whole.
    func shownHeight(ofRow id: RowID, height: Int, progress: Double) -> Int {
        arriving.contains(id) ? Self.arrivingHeight(height, progress: progress) : height
    }

    /// The top a row is drawn at now: a moved row slides from its old place to `y`, where the layout puts it.
    func top(ofRow id: RowID, placedAt y: Int, listTop: Int, progress: Double) -> Int {
        guard let oldRow = movedFrom[id] else { return y }
        return y + Int((Double(listTop + oldRow - y) * (1 - progress)).rounded())
    }

    /// The height of a departing row: whole while it fades, then collapsing.
    private static func departingHeight(_ height: Int, progress: Double) -> Int {
        progress < 0.5 ? height : Int((Double(height) * (1 - (progress - 0.5) * 2)).rounded())
    }

    /// The height of an arriving row: growing, then whole while its content appears.
    private static func arrivingHeight(_ height: Int, progress: Double) -> Int {
        progress >= 0.5 ? height : Int((Double(height) * progress * 2).rounded())
    }

    // MARK: Drawing

    /// Whether a row slides to a new place (it is drawn over the rows it passes).
    func isMoving(_ id: RowID) -> Bool {
        movedFrom[id] != nil
    }

    /// Whether a row is arriving and still growing: it is blank until it has its whole height.
    func isGrowing(_ id: RowID, progress: Double) -> Bool {
        arriving.contains(id) && progress < 0.5
    }

    /// Whether a row is arriving and shows the brief highlight of a new row.
    func flashes(_ id: RowID, progress: Double) -> Bool {
        arriving.contains(id) && progress >= 0.5 && progress < 0.85
    }

    /// Restyles an arriving row with the highlight of a new row.
    func drawArrivalFlash(over rect: Rect, in canvas: inout Canvas) {
        canvas.restyle(rect) { style in
            style.background = Self.arrivalFlash
            style.attributes.insert(.bold)
        }
    }

    /// Draws the departing rows: dimmed and sliding out to the left while they fade, then their room collapses.
    func drawDepartingRows(in canvas: inout Canvas, progress: Double) {
        guard progress < 0.5 else { return }
        let fade = progress * 2
        for row in placedDeparting where row.rect.height > 0 {
            let slide = Int((Double(row.rect.width) * fade).rounded())
            canvas.withClip(row.rect) { canvas in
                row.node.draw(in: &canvas, offsetBy: -slide, rows: 0)
                canvas.restyle(row.rect) { style in
                    style.attributes = .dim
                    style.foreground = .rgb(110, 110, 110)
                    style.background = nil
                }
            }
        }
    }
}
