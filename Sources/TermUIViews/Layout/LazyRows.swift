/// The rows of a lazy container (a list, a lazy stack), counted and found by index without building any:
/// runs of `ForEach` elements, a section's header and footer, single views (see `RowContent`).
@MainActor
struct LazyRows {
    /// The runs of rows, in order.
    private var segments: [RowSegment] = []
    /// How many rows there are.
    private(set) var count = 0

    /// No rows.
    init() {}

    /// The rows of a list's content.
    init(of content: any View) {
        appendRows(of: content, to: &segments)
        count = segments.reduce(0) { $0 + $1.count }
    }

    /// The run a row is in, and its offset there; nil past the last row.
    func locate(_ index: Int) -> (segment: RowSegment, offset: Int)? {
        var offset = index
        for segment in segments {
            if offset < segment.count { return (segment, offset) }
            offset -= segment.count
        }
        return nil
    }

    /// The id of the row at an index.
    func id(at index: Int) -> RowID? {
        locate(index).map { $0.segment.id($0.offset) }
    }

    /// The index of the row with an id: asked of the segments that can say (`ElementOffsetLookup`), a search
    /// through the others (used only when the app sets the selection).
    func index(ofRowWithID id: AnyHashable) -> Int? {
        var base = 0
        for segment in segments {
            if let lookup = segment.offset {
                if let offset = lookup(id), offset >= 0, offset < segment.count, segment.id(offset).id == id {
                    return base + offset
                }
            } else {
                for offset in 0..<segment.count where segment.id(offset).id == id { return base + offset }
            }
            base += segment.count
        }
        return nil
    }

    /// Whether the row at an index can be selected (not a section's header or footer, and in the list).
    func isSelectable(_ index: Int) -> Bool {
        locate(index)?.segment.isSelectable ?? false
    }

    /// The selectable row nearest an index, looking first in one direction, then in the other; the index itself
    /// when no row can be selected.
    func selectableIndex(near index: Int, forward: Bool) -> Int {
        guard !isSelectable(index) else { return index }
        var segmentStart = 0
        var candidates: [Int] = []
        // Selectable rows come in whole segments: look at the segments' ends rather than row by row.
        for segment in segments {
            defer { segmentStart += segment.count }
            guard segment.isSelectable, segment.count > 0 else { continue }
            let last = segmentStart + segment.count - 1
            if segmentStart > index { candidates.append(segmentStart) } else if last < index { candidates.append(last) }
        }
        let after = candidates.filter { $0 > index }.min()
        let before = candidates.filter { $0 < index }.max()
        return (forward ? after ?? before : before ?? after) ?? index
    }
}
