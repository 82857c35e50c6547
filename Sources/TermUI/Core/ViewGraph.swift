/// The retained graph of nodes behind a view tree: it applies invalidations, owns focus, and sends keys to
/// the focused node and its ancestors.
@MainActor
final class ViewGraph {
    /// The root node, which draws the content and the key-hint bar.
    private(set) var root: RootNode?
    /// Called when something changed and a frame should be drawn.
    var onNeedsFrame: (() -> Void)?
    /// Whether anything changed since the last frame.
    private(set) var needsFrame = true

    private var pendingUpdates: [Node] = []
    /// Observation changes posted from any thread, applied on the main actor.
    private(set) lazy var changes = ChangeQueue { [weak self] in
        Task { @MainActor in self?.applyObservedChanges() }
    }
    private weak var focusedNode: Node?

    init() {}

    /// Sets the view shown at the root.
    func setRoot<Content: View>(_ content: Content, environment: EnvironmentValues, showsKeyHints: Bool) {
        if let root {
            root.showsKeyHints = showsKeyHints
            root.setContent(content, environment: environment)
        } else {
            root = RootNode(content: content, graph: self, environment: environment, showsKeyHints: showsKeyHints)
        }
        setNeedsFrame()
    }

    /// Whether bodies wait to be evaluated.
    var hasPendingUpdates: Bool { !pendingUpdates.isEmpty }

    /// Queues a node whose body must be evaluated before the next frame.
    func scheduleUpdate(of node: Node) {
        pendingUpdates.append(node)
        setNeedsFrame()
    }

    /// Asks for a new frame (layout and drawing) without any body to evaluate.
    func setNeedsFrame() {
        let wasNeeded = needsFrame
        needsFrame = true
        if !wasNeeded { onNeedsFrame?() }
    }

    /// Invalidates the nodes whose observed values changed.
    func applyObservedChanges() {
        for node in changes.drain() { node.invalidate() }
    }

    /// Evaluates the bodies of invalidated nodes, parents before children.
    func applyPendingUpdates() {
        applyObservedChanges()
        while !pendingUpdates.isEmpty {
            let batch = pendingUpdates.sorted { $0.depth < $1.depth }
            pendingUpdates.removeAll()
            for node in batch { node.updateIfInvalidated() }
        }
    }

    /// Marks the frame as drawn.
    func frameDidDraw() {
        needsFrame = false
    }

    // MARK: Focus and keys

    /// The node that has focus now: the last one focused while it stays in the graph, else the first that
    /// accepts focus.
    var focused: Node? {
        if let focusedNode, focusedNode.isMounted, focusedNode.acceptsFocus { return focusedNode }
        focusedNode = root?.firstFocusableNode()
        return focusedNode
    }

    /// Gives focus to a node.
    func focus(_ node: Node) {
        guard node.acceptsFocus, node !== focusedNode else { return }
        focusedNode = node
        setNeedsFrame()
    }

    /// Sends a key to the focused node, then its ancestors; true when one of them used it.
    @discardableResult
    func dispatch(_ press: KeyPress) -> Bool {
        applyPendingUpdates()
        var node: Node? = focused ?? root
        while let current = node {
            if current.handleKey(press) { return true }
            node = current.parent
        }
        return false
    }

    /// The key hints for what has focus now, the focused node's first.
    var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        var node: Node? = focused ?? root
        while let current = node {
            current.appendKeyHints(to: &hints)
            node = current.parent
        }
        var seen = Set<String>()
        return hints.filter { seen.insert($0.key).inserted }
    }
}
