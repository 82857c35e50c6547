/// Which node of a view graph has focus: the one the user or the app chose, while it stays on screen and in
/// the focus scope; otherwise the first node in scope that takes focus.
///
/// Reading `focused` never changes anything. The graph calls `resolve()` at fixed points (before a key is
/// dispatched, before and after a frame's layout) to remember the node it would pick, so that focus then
/// stays there while other nodes come and go.
@MainActor
final class FocusManager {
    /// A focus to come back to, when a presentation over it is dismissed.
    struct Snapshot {
        weak var node: (any FocusTarget)?
        var isExplicit: Bool
    }

    private unowned let graph: ViewGraph
    private weak var node: (any FocusTarget)? {
        didSet { if let node { rememberAncestors(of: node) } }
    }
    /// The focused node's ancestors, nearest first: when the node is gone with some of them (its view's
    /// identity changed: a page turned), focus goes to the first node under the nearest one still mounted,
    /// rather than to the screen's first. As many as the node is deep, gathered only when focus moves.
    private var ancestors: [WeakNode] = []

    private func rememberAncestors(of node: Node) {
        ancestors.removeAll(keepingCapacity: true)
        var ancestor = node.parent
        while let current = ancestor {
            let reference = WeakNode()
            reference.node = current
            ancestors.append(reference)
            ancestor = current.parent
        }
    }

    /// The nearest ancestor of the node focused last that is still mounted.
    private var place: Node? {
        ancestors.lazy.compactMap(\.node).first { $0.isMounted }
    }
    /// Whether the user (or the app) chose the focused node; otherwise the graph picked it and picks again
    /// when something better appears (a list that got rows, say).
    private var isExplicit = false

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// What is told where focus is after the graph resolves it (`@FocusState`'s storage), held weakly.
    private var observers: [WeakFocusObserver] = []

    /// Tells `observer` where focus is each time the renderer has resolved it, until the observer is gone.
    func addObserver(_ observer: any FocusObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakFocusObserver(observer: observer))
    }

    /// Tells the observers where focus is now (called by the renderer after each `resolve()`).
    func notifyObservers() {
        guard !observers.isEmpty else { return }
        let node = focused
        for entry in observers { entry.observer?.focusIsResolved(on: node) }
        // An observer that moved focus (a request that waited for its view to be built) moved it after the
        // frame's layout: the scroll views around lay out again, to bring it into view before it is drawn.
        if focused !== node { graph.requestLayout() }
    }

    /// The node that has focus now: the one remembered while it is still on screen, in scope and takes focus,
    /// else the one `resolve()` would pick.
    var focused: (any FocusTarget)? {
        if let drawingFocus { return drawingFocus }
        return remembered ?? pick()
    }

    /// The focused node, worked out once for the drawing of a frame (`whileDrawing(_:)`); nil otherwise.
    private var drawingFocus: (any FocusTarget)??

    /// Runs `body`, a frame's drawing, with `focused` worked out once for all of it: drawing changes no node and
    /// no focus, and each row of a list, each button and hover effect asks where focus is as it draws (each
    /// answer walked from the node up to the root: 9% of a frame that drew 20 new rows).
    func whileDrawing(_ body: () -> Void) {
        drawingFocus = .some(focused)
        defer { drawingFocus = nil }
        body()
    }

    /// Remembers the node `focused` names, when the one remembered no longer qualifies.
    func resolve() {
        guard remembered == nil else { return }
        node = pick()
        isExplicit = false
    }

    /// The remembered node, if it still qualifies.
    private var remembered: (any FocusTarget)? {
        guard let node, node.isMounted, node.acceptsFocus, node.isOnScreen,
            graph.focusScope?.isAncestor(of: node) == true, isExplicit || !node.isSecondaryFocusTarget
        else { return nil }
        return node
    }

    /// The node the graph picks: the first in scope that takes focus, passing over toolbar buttons (which answer
    /// to their keys) unless nothing else takes focus; when focus was lost (its screen was pushed over, say),
    /// the first such node nearest to where it was (the same column of a split view).
    private func pick() -> (any FocusTarget)? {
        let nodes = focusableNodes
        return nodes.first(under: place, within: graph.focusScope)
            ?? nodes.first { !$0.isSecondaryFocusTarget } ?? nodes.first
    }

    /// The nodes that can take focus in the current scope, in the order Tab visits them.
    var focusableNodes: [any FocusTarget] {
        graph.focusScope?.focusableNodes ?? []
    }

    /// Gives focus to a node that takes it; true when focus moved to it.
    func focus(_ node: any FocusTarget) -> Bool {
        guard node.acceptsFocus else { return false }
        isExplicit = true
        guard node !== self.node else { return false }
        self.node = node
        return true
    }

    /// Moves focus to the next (or previous) node that takes it, wrapping around; true when focus moved.
    func moveFocus(forward: Bool) -> Bool {
        let nodes = focusableNodes
        guard nodes.count > 1 else { return false }
        let current = focused.flatMap { node in nodes.firstIndex { $0 === node } } ?? (forward ? -1 : 0)
        let next = (current + (forward ? 1 : -1) + nodes.count) % nodes.count
        if focus(nodes[next]) { graph.setNeedsFrame() }
        return true
    }

    /// The focus now, to restore later.
    func snapshot() -> Snapshot {
        Snapshot(node: node, isExplicit: isExplicit)
    }

    /// Forgets the focus (a presentation takes it).
    func clear() {
        node = nil
        ancestors.removeAll()
        isExplicit = false
    }

    /// Comes back to a focus taken earlier.
    func restore(_ snapshot: Snapshot) {
        node = snapshot.node
        isExplicit = snapshot.isExplicit
    }
}

/// Something told where focus is each time it has been resolved.
@MainActor
protocol FocusObserver: AnyObject {
    /// Focus is on `node` now (nil: nothing takes focus).
    func focusIsResolved(on node: (any FocusTarget)?)
}

/// A weak reference to a focus observer.
@MainActor
private struct WeakFocusObserver {
    weak var observer: (any FocusObserver)?
}

extension [any FocusTarget] {
    /// The first node (not a toolbar button) under `place` or its nearest ancestor that has one (`place` held
    /// the node that lost focus), looking no higher than `scope`.
    @MainActor
    fileprivate func first(under place: Node?, within scope: Node?) -> (any FocusTarget)? {
        var ancestor = place
        while let current = ancestor, current !== scope {
            if let node = first(where: { !$0.isSecondaryFocusTarget && current.isAncestor(of: $0) }) { return node }
            ancestor = current.parent
        }
        return nil
    }
}
