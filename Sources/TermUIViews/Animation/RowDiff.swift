/// The animated diff of a run of rows, as an animated `List` shows a change of its data: which rows left (and
/// the row each stood above), which joined, which moved and from where, and how each kind of row looks at a
/// point of the animation. Rows that left fade and slide out, then their room collapses; rows that joined grow
/// in, then show with a brief highlight; rows that moved slide from their old place; the others follow.
///
/// Only values: the list keeps the rows' nodes, and asks this where rows go and how they are drawn.
struct RowDiff<ID: Hashable> {
    /// A row that left: where it was among the old rows, its height, and the id of the first old row below it
    /// that stays (nil: none does; it goes at the end).
    struct Departure {
        let position: Int
        let height: Int
        let anchor: ID?
    }

    /// The rows that left, in the order they were on screen.
    private(set) var departures: [Departure] = []
    /// The rows that joined.
    private(set) var arriving = Set<ID>()
    /// The rows that moved out of order, with the top they were drawn at before (from the top of the list).
    private(set) var movedFrom: [ID: Int] = [:]

    /// No change.
    init() {}

    /// Compares the rows on screen before a change (their ids, tops from the top of the list, and heights) with
    /// the ids of the rows around the same place after it.
    init(from oldRows: [(id: ID, top: Int, height: Int)], to newIDs: [ID]) {
        let newSet = Set(newIDs), oldSet = Set(oldRows.map(\.id))
        for (position, row) in oldRows.enumerated() where !newSet.contains(row.id) {
            let anchor = oldRows[(position + 1)...].first { newSet.contains($0.id) }?.id
            departures.append(Departure(position: position, height: row.height, anchor: anchor))
        }
        arriving = Set(newIDs.filter { !oldSet.contains($0) })
        // Survivors out of their old order slide from their old place to the new one; the others (the longest
        // run that kept its order) just follow the rows around them.
        let survivorsBefore = oldRows.filter { newSet.contains($0.id) }
        let survivorsAfter = newIDs.filter { oldSet.contains($0) }
        if survivorsBefore.map(\.id) != survivorsAfter {
            let stayed = Set(Self.longestCommonSubsequence(survivorsBefore.map(\.id), survivorsAfter))
            for row in survivorsBefore where !stayed.contains(row.id) {
                movedFrom[row.id] = row.top
            }
        }
    }

    /// Whether nothing changed that animates.
    var isEmpty: Bool { departures.isEmpty && arriving.isEmpty && movedFrom.isEmpty }

    /// Whether rows are leaving or joining (rows that only moved do not count).
    var hasDeparturesOrArrivals: Bool { !departures.isEmpty || !arriving.isEmpty }

    /// Whether some rows slide to a new place.
    var hasMoves: Bool { !movedFrom.isEmpty }

    // MARK: How rows look

    /// The height a row that left shows at a point of the animation: whole while it fades, then collapsing.
    static func departingHeight(_ height: Int, progress: Double) -> Int {
        progress < 0.5 ? height : Int((Double(height) * (1 - (progress - 0.5) * 2)).rounded())
    }

    /// The height a row shows: a row that joined grows, then is whole while its content appears; others are
    /// whole.
    func shownHeight(of id: ID, height: Int, progress: Double) -> Int {
        guard arriving.contains(id) else { return height }
        return progress >= 0.5 ? height : Int((Double(height) * progress * 2).rounded())
    }

    /// The top a row is drawn at: a moved row slides from its old place to `y`, where the layout puts it.
    func top(of id: ID, placedAt y: Int, listTop: Int, progress: Double) -> Int {
        guard let oldRow = movedFrom[id] else { return y }
        return y + Int((Double(listTop + oldRow - y) * (1 - progress)).rounded())
    }

    /// Whether a row slides to a new place (it is drawn over the rows it passes).
    func isMoving(_ id: ID) -> Bool {
        movedFrom[id] != nil
    }

    /// Whether a row that joined is still growing: it is blank until it has its whole height.
    func isGrowing(_ id: ID, progress: Double) -> Bool {
        arriving.contains(id) && progress < 0.5
    }

    /// Whether a row that joined shows the brief highlight of a new row.
    func flashes(_ id: ID, progress: Double) -> Bool {
        arriving.contains(id) && progress >= 0.5 && progress < 0.85
    }

    /// How far a row that left has faded and slid out (0 to 1), or nil once it only collapses.
    static func departingFade(progress: Double) -> Double? {
        progress < 0.5 ? progress * 2 : nil
    }

    /// The longest run of ids that appears in both sequences in the same order.
    static func longestCommonSubsequence(_ a: [ID], _ b: [ID]) -> [ID] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [ID] = []
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
}
