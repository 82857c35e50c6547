import TermUIBase

/// What `.scrollPosition(id:anchor:)` hands the scroll view below it: the binding, with its value's type erased,
/// and the anchor. The scroll view takes it out of its content's environment, so a scroll view inside does not
/// follow the same binding.
@MainActor
protocol ScrollPositionBinding {
    /// The binding's value: the id of the view at the anchor, or nil.
    var id: AnyHashable? { get }
    /// Sets the binding to the id of a view; an id of another type than the binding's is not set.
    func setID(_ id: AnyHashable)
    /// The point of the viewport (and of the view) the id names; nil is the top leading corner.
    var anchor: UnitPoint? { get }
}

/// The binding of `.scrollPosition(id:anchor:)` for ids of one type.
struct TypedScrollPosition<ID: Hashable>: ScrollPositionBinding {
    let binding: Binding<ID?>
    let anchor: UnitPoint?

    var id: AnyHashable? {
        guard let value = binding.wrappedValue else { return nil }
        return AnyHashable(value)
    }

    func setID(_ id: AnyHashable) {
        if let id = id.base as? ID, binding.wrappedValue != id { binding.wrappedValue = id }
    }
}

private struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: (any ScrollPositionBinding)? { nil }
}

private struct ScrollTargetLayoutKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The binding of `.scrollPosition(id:anchor:)` that the next scroll view down follows.
    var scrollPosition: (any ScrollPositionBinding)? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }

    /// Whether the views here are inside a `.scrollTargetLayout()`: the first `ForEach` or lazy stack found
    /// there holds the views whose ids `.scrollPosition(id:)` reports.
    var isScrollTargetLayout: Bool {
        get { self[ScrollTargetLayoutKey.self] }
        set { self[ScrollTargetLayoutKey.self] = newValue }
    }
}

extension View {
    /// Ties a binding to the id of the view at the top of the scroll view this modifies, as SwiftUI's (iOS 17):
    /// as the user scrolls, the binding takes the id of the view now at the anchor (the top leading corner when
    /// `anchor` is nil), and setting it scrolls that view there (to the anchor; with none, as little as shows it).
    /// The views are those of the `ForEach` (or the lazy stack of one) inside `.scrollTargetLayout()`.
    ///
    /// Differences from SwiftUI: without `.scrollTargetLayout()` the first `ForEach` or lazy stack inside is
    /// taken (SwiftUI's binding stays nil); the id is read after each layout from the views laid out, so the
    /// work is that of a screenful, however long the content; when rows are added above, the view at the top
    /// may change (SwiftUI keeps it in place).
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPosition, TypedScrollPosition(binding: id, anchor: anchor))
    }
}

/// What a scroll view does for `.scrollPosition(id:anchor:)` after each layout: it scrolls to an id the app
/// set, and otherwise tells the binding the id at the anchor once the user has scrolled.
@MainActor
struct ScrollPositionTracking {
    /// The binding's value last seen or set here; a different value is the app's, to scroll to.
    private var known: AnyHashable??
    /// The offset the binding was last brought up to date for; the user has scrolled when it differs.
    private var reportedOffset: Point?

    /// Compares the binding with what was last seen: an id the app set is scrolled to (through `scroll`, which
    /// shows a rectangle of the screen at an anchor); else, once the offset has moved, the id of the view at
    /// the anchor is set on the binding after this update.
    mutating func follow(_ position: any ScrollPositionBinding, in scroller: Node & ProxyScrolling, viewport: Rect,
                         offset: () -> Point, graph: ViewGraph)
    {
        let current = position.id
        if known == nil || known != .some(current) {
            known = .some(current)
            if let current, let frame = Self.targets(under: scroller)?.frame(ofViewWithID: current) {
                _ = scroller.scroll(toShow: frame, anchor: position.anchor)
            }
            reportedOffset = offset()
            return
        }
        let now = offset()
        guard now != reportedOffset, let holder = Self.targets(under: scroller) else { return }
        reportedOffset = now
        let anchor = position.anchor ?? .topLeading
        let point = Point(x: viewport.minX + Int((anchor.x * Double(max(0, viewport.width - 1))).rounded(.down)),
                          y: viewport.minY + Int((anchor.y * Double(max(0, viewport.height - 1))).rounded(.down)))
        guard let id = holder.viewID(at: point), id != current else { return }
        known = .some(id)
        graph.runAfterUpdate { position.setID(id) }
    }

    /// The views whose ids are reported: the first `ForEach` or lazy stack inside a `.scrollTargetLayout()`
    /// under the scroll view, else the first one at all; not looking into scroll views inside.
    static func targets(under scroller: Node) -> (any IdentifiedViewsHolder)? {
        var marked: (any IdentifiedViewsHolder)?
        var first: (any IdentifiedViewsHolder)?
        func search(_ node: Node) {
            node.forEachChild { child in
                guard marked == nil, !(child is any ScrollingNode) else { return }
                if let holder = child as? any IdentifiedViewsHolder, holder.holdsIdentifiedViews {
                    if child.environment.isScrollTargetLayout { marked = holder; return }
                    if first == nil { first = holder }
                }
                search(child)
            }
        }
        search(scroller)
        return marked ?? first
    }
}
