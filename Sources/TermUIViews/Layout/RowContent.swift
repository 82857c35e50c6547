/// Content that a lazy container can enumerate row by row without building the rows: `ForEach` gives its
/// elements, structural views pass their children on, any other view is one row.
@MainActor
protocol RowContent {
    /// Appends this content's rows.
    func appendRowSegments(to segments: inout [RowSegment])
}

/// A run of rows: how many, the id of each, and how to make each one's view.
@MainActor
struct RowSegment {
    let count: Int
    let id: (Int) -> RowID
    let view: (Int) -> AnyView
    /// Deletes the row at an offset in this segment (from `.onDelete`), when its rows can be deleted.
    var delete: ((Int) -> Void)?
    /// Moves the row at an offset to go before another offset of this segment (from `.onMove`), when its rows
    /// can be moved.
    var move: ((Int, Int) -> Void)?
    /// Whether its rows can be selected; a section's header and footer cannot.
    var isSelectable = true
    /// Finds the offset of the row with an id without a search, when the segment's data can
    /// (`ElementOffsetLookup`).
    var offset: ((AnyHashable) -> Int?)?
}

/// A view that carries a tag (`.tag(_:)`: a picker's option, a list row's selection value).
@MainActor
protocol TaggedView {
    /// The tag.
    var tagValue: AnyHashable { get }
}

/// The identity of a row in a lazy container: its segment and its id there.
struct RowID: Hashable {
    let segment: Int
    let id: AnyHashable
}

/// The rows of any view: its own segments when it is row content, else a single row.
@MainActor
func appendRows<V: View>(of view: V, to segments: inout [RowSegment]) {
    if let content = view as? any RowContent {
        content.appendRowSegments(to: &segments)
    } else {
        let segment = segments.count
        let tag = (view as? any TaggedView)?.tagValue ?? AnyHashable(segment)
        segments.append(RowSegment(count: 1, id: { _ in RowID(segment: segment, id: tag) }, view: { _ in AnyView(view) }))
    }
}

extension TupleView: RowContent {
    func appendRowSegments(to segments: inout [RowSegment]) {
        for element in elements { appendRows(of: element, to: &segments) }
    }
}

extension _ConditionalContent: RowContent {
    func appendRowSegments(to segments: inout [RowSegment]) {
        switch storage {
        case .trueContent(let content): appendRows(of: content, to: &segments)
        case .falseContent(let content): appendRows(of: content, to: &segments)
        }
    }
}

extension Optional: RowContent where Wrapped: View {
    func appendRowSegments(to segments: inout [RowSegment]) {
        if let view = self { appendRows(of: view, to: &segments) }
    }
}

extension Group: RowContent {
    func appendRowSegments(to segments: inout [RowSegment]) {
        appendRows(of: content, to: &segments)
    }
}

extension AnyView: RowContent {
    func appendRowSegments(to segments: inout [RowSegment]) {
        appendRows(of: wrapped, to: &segments)
    }
}

extension EmptyView: RowContent {
    func appendRowSegments(to segments: inout [RowSegment]) {}
}
