import TermUIBase

/// A view whose content can scroll the scroll views inside it to one of their views, found by its id, as
/// SwiftUI's: `ScrollViewReader { proxy in ScrollView { ... } }`, then `proxy.scrollTo(trip.id)`.
///
/// The ids are those of `ForEach` elements, in a stack or in a lazy stack (where the row need not be built:
/// the lazy stack knows where it would be, and builds it once it is scrolled into view).
///
/// Differences from SwiftUI: a scroll view keeps its focused view in view, so a scroll away from it lasts
/// until focus moves. To go to a view and stay there, give it focus too (`@FocusState`): a request for a view
/// not built yet waits for it, and the scroll builds it.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content is built with a proxy that scrolls the scroll views inside it.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ScrollViewReaderNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// What a `ScrollViewReader` gives its content, as SwiftUI's: `scrollTo(_:anchor:)` scrolls the scroll views
/// inside the reader so that the view with an id shows.
@MainActor
public struct ScrollViewProxy {
    /// The reader's node; nil once it is gone.
    private weak var reader: Node?

    init(reader: Node) {
        self.reader = reader
    }

    /// Scrolls the scroll views between the reader and the first view with the id `id` (a `ForEach`
    /// element's) so that it shows: with `anchor`, that point of the view at the same point of each scroll
    /// view (`.leading`, `.center`); without, as little as shows it whole. Does nothing when no view inside
    /// has the id.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader, reader.isMounted, let (holder, frame) = Self.firstFrame(of: AnyHashable(id), under: reader) else {
            return
        }
        var target = frame
        var node: Node? = holder
        while let current = node, current !== reader {
            if let scroller = current as? any ProxyScrolling {
                let moved = scroller.scroll(toShow: target, anchor: anchor)
                target.origin.x += moved.x
                target.origin.y += moved.y
            }
            node = current.parent
        }
    }

    /// The first node below `node` (built, so on screen) that holds a view with the id, and that view's frame.
    private static func firstFrame(of id: AnyHashable, under node: Node) -> (holder: Node, frame: Rect)? {
        var found: (holder: Node, frame: Rect)?
        node.forEachChild { child in
            guard found == nil else { return }
            if let holder = child as? any IdentifiedViewsHolder, let frame = holder.frame(ofViewWithID: id) {
                found = (child, frame)
            } else {
                found = firstFrame(of: id, under: child)
            }
        }
        return found
    }
}

/// A node that knows where the views of its elements are by their ids: a `ForEach`'s, a lazy stack's.
@MainActor
protocol IdentifiedViewsHolder: Node {
    /// Where the view with the id `id` is (or would be, in a lazy stack that has not built it) on the screen
    /// as last laid out; nil when it has no such view.
    func frame(ofViewWithID id: AnyHashable) -> Rect?
    /// Whether it answers for its views itself (a lazy stack that is not lazy leaves it to its `ForEach`).
    var holdsIdentifiedViews: Bool { get }
    /// The id of the view at a point of the screen as last laid out, along the axis its views follow one
    /// another: the last one starting at or before it; nil when it has none.
    func viewID(at point: Point) -> AnyHashable?
}

/// A scroll view as the proxy scrolls it.
@MainActor
protocol ProxyScrolling: Node {
    /// Scrolls so that `target` (a rectangle of the content, on the screen as last laid out) shows, and
    /// returns how far the content moved.
    func scroll(toShow target: Rect, anchor: UnitPoint?) -> Point
}

/// The node of a `ScrollViewReader`: it builds its content with a proxy that names it, again when what the
/// content closure read changes.
@MainActor
final class ScrollViewReaderNode<Content: View>: PrimitiveNode<ScrollViewReader<Content>> {
    private var content: Node?
    private var makeContent: ((ScrollViewProxy) -> Content)?

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func update(_ view: ScrollViewReader<Content>) {
        makeContent = view.content
        buildContent()
    }

    override func invalidate() {
        scheduleRefresh()
    }

    override func updateIfInvalidated() {
        guard takeScheduledRefresh() else { return }
        buildContent()
    }

    private func buildContent() {
        guard let makeContent else { return }
        let proxy = ScrollViewProxy(reader: self)
        content = reconcile(content, with: readObserved { makeContent(proxy) })
    }
}
