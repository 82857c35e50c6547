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
    private var pendingIDs = Set<ObjectIdentifier>()
    /// The transactions of the changes behind pending updates (only those with an animation are kept).
    private var pendingTransactions: [ObjectIdentifier: Transaction] = [:]
    /// The transaction of the update being applied now: nodes that animate look at its animation.
    private(set) var currentTransaction: Transaction?
    /// Where the transition sources (`.matchedTransitionSource`) were at their last layout.
    var transitionSources: [MatchedTransitionKey: Rect] = [:]
    /// The running animations and the clock they follow.
    let animator = Animator(clock: SystemFrameClock())
    /// Counts the sizes measured (`Node.measure`): a node whose sizes were forgotten in the current
    /// generation knows that those of the nodes above it were too.
    var measureGeneration = 0
    /// The dates `TimelineView`s wait for, and the date they show.
    let timelines = TimelineScheduler()
    /// Observation changes posted from any thread, applied on the main actor.
    private(set) lazy var changes = ChangeQueue { [weak self] in
        Task { @MainActor in self?.applyObservedChanges() }
    }
    private weak var focusedNode: Node?
    /// Whether the user (or the app) chose the focused node; otherwise the graph picked it and picks again
    /// when something better appears (a list that got rows, say).
    private var focusIsExplicit = false

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
    /// The transaction of the change being made (`withAnimation`) is kept with it.
    func scheduleUpdate(of node: Node) {
        let id = ObjectIdentifier(node)
        if let transaction = Transaction.current, transaction.animation != nil || transaction.disablesAnimations {
            pendingTransactions[id] = transaction
        }
        if pendingIDs.insert(id).inserted { pendingUpdates.append(node) }
        setNeedsFrame()
    }

    /// Runs `body` (reconciling a subtree) with a transaction as the current one.
    func withTransaction<Result>(_ transaction: Transaction?, _ body: () -> Result) -> Result {
        let saved = currentTransaction
        currentTransaction = transaction
        defer { currentTransaction = saved }
        return body()
    }

    /// The animation to use for a change made now, if it should animate (none under reduced motion).
    var currentAnimation: Animation? {
        guard let transaction = currentTransaction, !animator.reducesMotion else { return nil }
        return transaction.animation
    }

    /// Asks for a new frame (layout and drawing) without any body to evaluate.
    func setNeedsFrame() {
        let wasNeeded = needsFrame
        needsFrame = true
        if !wasNeeded { onNeedsFrame?() }
    }

    private var deferredActions: [() -> Void] = []

    /// Whether actions wait to run after the update.
    var hasDeferredActions: Bool { !deferredActions.isEmpty }

    /// Runs an action once the current update is done (appear and disappear actions).
    func runAfterUpdate(_ action: @escaping () -> Void) {
        deferredActions.append(action)
        setNeedsFrame()
    }

    /// Runs the deferred actions, and any they cause, until none are left.
    func runDeferredActions() {
        var rounds = 0
        while !deferredActions.isEmpty, rounds < 100 {
            let actions = deferredActions
            deferredActions.removeAll()
            for action in actions { action() }
            applyPendingUpdates()
            rounds += 1
        }
    }

    /// Takes the whole tree down, so that every disappear action runs (the app is quitting).
    func tearDown() {
        root?.unmount()
        runDeferredActions()
    }

    /// Invalidates the nodes whose observed values changed.
    func applyObservedChanges() {
        for (node, transaction) in changes.drain() {
            if let transaction {
                Transaction.run(with: transaction) { node.invalidate() }
            } else {
                node.invalidate()
            }
        }
    }

    /// Evaluates the bodies of invalidated nodes, parents before children, then runs deferred actions.
    func applyPendingUpdates() {
        applyObservedChanges()
        defer { if !deferredActions.isEmpty { runDeferredActions() } }
        while !pendingUpdates.isEmpty {
            let batch = pendingUpdates.sorted { $0.depth < $1.depth }
            let transactions = pendingTransactions
            pendingUpdates.removeAll()
            pendingIDs.removeAll()
            pendingTransactions.removeAll()
            for node in batch {
                withTransaction(transactions[ObjectIdentifier(node)]) { node.updateIfInvalidated() }
            }
        }
    }

    /// Marks the frame as drawn.
    func frameDidDraw() {
        needsFrame = false
    }

    // MARK: Presentations

    /// A view presented over the screen (a sheet, a menu), and what had focus before it.
    private struct Presentation {
        weak var node: Node?
        weak var previousFocus: Node?
        var previousFocusWasExplicit: Bool
    }

    private var presentations: [Presentation] = []

    /// The presented nodes, bottom first.
    var presentedNodes: [Node] {
        presentations.compactMap { $0.node }.filter(\.isMounted)
    }

    /// Shows a node over the screen; focus moves into it until it is dismissed.
    func present(_ node: Node) {
        guard !presentations.contains(where: { $0.node === node }) else { return }
        presentations.append(Presentation(node: node, previousFocus: focusedNode, previousFocusWasExplicit: focusIsExplicit))
        focusedNode = nil
        focusIsExplicit = false
        setNeedsFrame()
    }

    /// Stops showing a presented node; focus goes back to where it was before.
    func dismiss(_ node: Node) {
        guard let index = presentations.firstIndex(where: { $0.node === node }) else { return }
        let presentation = presentations.remove(at: index)
        if index == presentations.count {
            focusedNode = presentation.previousFocus
            focusIsExplicit = presentation.previousFocusWasExplicit
        }
        setNeedsFrame()
    }

    // MARK: Focus and keys

    /// Where focus and keys stay: the topmost presentation, or the whole screen.
    var focusScope: Node? {
        presentedNodes.last ?? root
    }

    /// The nodes that can take focus in the current scope, in the order Tab visits them.
    var focusableNodes: [Node] {
        var nodes: [Node] = []
        focusScope?.appendFocusableNodes(to: &nodes)
        return nodes
    }

    /// The node that has focus now: the last one focused while it stays on screen and in scope, else the
    /// first in scope that accepts focus.
    var focused: Node? {
        if let focusedNode, focusedNode.isMounted, focusedNode.acceptsFocus, focusedNode.isOnScreen,
            focusScope?.isAncestor(of: focusedNode) == true, focusIsExplicit || !focusedNode.isSecondaryFocusTarget
        {
            return focusedNode
        }
        // Picked by the graph: the first node in scope that takes focus, passing over toolbar buttons (which
        // answer to their keys) unless nothing else takes focus; when focus was lost (its screen was pushed
        // over, say), the first such node nearest to where it was (the same column of a split view).
        let nodes = focusableNodes
        focusedNode = nodes.first(near: focusedNode, within: focusScope) ?? nodes.first { !$0.isSecondaryFocusTarget } ?? nodes.first
        focusIsExplicit = false
        return focusedNode
    }

    /// Gives focus to a node.
    func focus(_ node: Node) {
        guard node.acceptsFocus else { return }
        focusIsExplicit = true
        guard node !== focusedNode else { return }
        focusedNode = node
        setNeedsFrame()
    }

    /// Moves focus to the next (or previous) node that takes it, wrapping around; true when focus moved.
    @discardableResult
    func moveFocus(forward: Bool) -> Bool {
        let nodes = focusableNodes
        guard nodes.count > 1 else { return false }
        let current = focused.flatMap { node in nodes.firstIndex { $0 === node } } ?? (forward ? -1 : 0)
        let next = (current + (forward ? 1 : -1) + nodes.count) % nodes.count
        focus(nodes[next])
        return true
    }

    /// Sends a key to the focused node, then its ancestors up to the focus scope; unused Tab and Shift-Tab
    /// move focus. True when the key was used.
    @discardableResult
    func dispatch(_ press: KeyPress) -> Bool {
        applyPendingUpdates()
        let scope = focusScope
        var node: Node? = keyTarget
        while let current = node {
            if current.handleKey(press) { return true }
            if current === scope { break }
            node = current.parent
        }
        if let scope, scope.dispatchShortcut(press) { return true }
        if press.key == .tab, press.modifiers.isSubset(of: .shift) {
            return moveFocus(forward: !press.modifiers.contains(.shift))
        }
        if press.isPlain("?"), let root {
            root.toggleHelp()
            return true
        }
        return false
    }

    /// The key hints for what has focus now, the focused node's first.
    var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        let scope = focusScope
        var node: Node? = keyTarget
        while let current = node {
            current.appendKeyHints(to: &hints)
            if current === scope { break }
            node = current.parent
        }
        scope?.collectShortcutHints(into: &hints)
        if !presentedNodes.isEmpty, focusableNodes.count > 1 { hints.append(KeyHint("Tab", "next")) }
        if let help = root?.helpHint, focused?.takesTextInput != true { hints.append(help) }
        if let quit = root?.quitHint, focused?.takesTextInput != true { hints.append(quit) }
        var seen = Set<String>()
        return hints.filter { seen.insert($0.key).inserted }
    }

    /// Where keys start: the focused node, or when nothing on screen takes focus, the innermost navigation
    /// container shown (so that Esc still goes back), or the scope itself.
    private var keyTarget: Node? {
        if let focused { return focused }
        guard let scope = focusScope else { return nil }
        var innermost: Node = scope
        func search(_ node: Node) {
            if node is any NavigationContainer { innermost = node }
            node.forEachVisibleChild(search)
        }
        search(scope)
        return innermost
    }

    /// Where the terminal's cursor should be: the focused text field's insertion point, if any.
    var cursorPosition: Point? {
        focused?.cursorPosition
    }
}

extension [Node] {
    /// The first node (not a toolbar button) under the nearest ancestor of `lost` that has one, looking no
    /// higher than `scope`.
    @MainActor
    fileprivate func first(near lost: Node?, within scope: Node?) -> Node? {
        var ancestor = lost?.parent
        while let current = ancestor, current !== scope {
            if let node = first(where: { !$0.isSecondaryFocusTarget && current.isAncestor(of: $0) }) { return node }
            ancestor = current.parent
        }
        return nil
    }
}
