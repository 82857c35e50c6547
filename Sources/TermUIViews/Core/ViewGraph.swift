import Foundation
import TermUIBase

/// The retained graph of nodes behind a view tree: it evaluates invalidated bodies (parents first, each with
/// the transaction of its change), runs the actions deferred until an update is done, and says when a frame
/// is due. Focus, presentations and the responder path have homes of their own (`FocusManager`,
/// `PresentationStack`, `ViewGraph.dispatch(_:)`).
@MainActor
package final class ViewGraph {
    /// The root node, which draws the content and the key-hint bar and takes the app's own keys.
    package private(set) var root: (any GraphRoot)?
    /// The type of the root's content when it is a `DynamicPropertyHolder` (an app's root view, whose app's
    /// dynamic properties are its own), asked once when the content is given.
    private(set) var valueHolderType: ObjectIdentifier?
    /// Called when something changed and a frame should be drawn.
    var onNeedsFrame: (() -> Void)?
    /// Whether anything changed since the last frame.
    private(set) var needsFrame = true

    #if DEBUG
    /// How many of the graph's nodes are alive (debug builds only).
    let census = NodeCensus()
    /// How many of the graph's nodes are alive: every node that left the graph has been let go (debug builds
    /// only).
    package var liveNodeCount: Int { census.liveNodes }
    #endif

    private var pendingUpdates: [Node] = []
    private var pendingIDs = Set<ObjectIdentifier>()
    /// The transactions of the changes behind pending updates (only those with an animation are kept).
    private var pendingTransactions: [ObjectIdentifier: Transaction] = [:]
    /// The transaction of the update being applied now: nodes that animate look at its animation.
    private(set) var currentTransaction: Transaction?
    /// Where the transition sources (`.matchedTransitionSource`) were at their last layout, by their key.
    var transitionSources: [AnyHashable: Rect] = [:]
    /// The nodes that publish focused values (`.focusedValue`, `.focusedSceneValue`), which each adds itself to
    /// when first given its value and which are passed over once they have left the graph.
    var focusedValueSources: [WeakNode] = []
    /// The running animations and the clock they follow.
    let animator: Animator
    /// Counts the sizes measured (`Node.measure`): a node whose sizes were forgotten in the current
    /// generation knows that those of the nodes above it were too.
    var measureGeneration = 0
    /// The dates `TimelineView`s wait for, and the date they show.
    let timelines: TimelineScheduler
    /// Which node has focus.
    private(set) lazy var focusManager = FocusManager(graph: self)
    /// The views presented over the screen (sheets, menus, help).
    let presentations = PresentationStack()
    /// The node types whose declared roles have been checked against their conformances (debug builds).
    private var typesWithCheckedRoles = Set<ObjectIdentifier>()
    /// Observation changes posted from any thread, applied on the main actor.
    private(set) lazy var changes = ChangeQueue { [weak self] in
        Task { @MainActor in
            guard let self else { return }
            self.run { self.applyObservedChanges() }
        }
    }

    /// A graph whose animations follow `clock`'s time and whose timeline views show its date.
    /// Notes the root's content type, and whether it holds values whose dynamic properties are its own.
    func setRootContentType(_ type: Any.Type) {
        valueHolderType = type is any DynamicPropertyHolder.Type ? ObjectIdentifier(type) : nil
    }

    init(clock: any FrameClock) {
        animator = Animator(clock: clock)
        timelines = TimelineScheduler(clock: clock)
    }

    /// Runs `body` as this graph's work: `withAnimation` called in it times its completion on this graph's
    /// clock (see `Animator.running`).
    func run<Result>(_ body: () -> Result) -> Result {
        Animator.$running.withValue(animator, operation: body)
    }

    /// Sets the node at the root (once), which shows the content.
    func setRoot(_ node: any GraphRoot) {
        root = node
        setNeedsFrame()
    }

    /// Whether a node's type declares the roles it conforms to, checked once per type (debug builds call it
    /// from an assertion); it also asks `activatable` and `ownScreenPreference`, which stop a debug build where
    /// a class with the role does not override them.
    func rolesAreDeclared(by node: Node) -> Bool {
        guard typesWithCheckedRoles.insert(ObjectIdentifier(Swift.type(of: node))).inserted else { return true }
        // `activatable` and `ownScreenPreference` check themselves: a node with the role that does not override
        // them stops there.
        _ = (node.activatable, node.ownScreenPreference)
        return node.roles == NodeRoles(of: node)
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

    /// Counts primary presses in quick succession (double clicks).
    var clickCounter = ClickCounter()

    /// A one-line message for the user (a paste that was refused, a change undone, a badge earned), shown on
    /// the bottom row in place of the key hints for its time; one without a time of its own goes after
    /// `announcementDuration` or at the next key or paste, whichever is first.
    private(set) var announcement: String?
    /// When the message goes, giving the row back to the key hints.
    private var announcementEnd: Date?
    /// Whether the message stays its whole time whatever keys come (a banner), rather than going at the next.
    private var announcementOutlastsKeys = false

    /// How long a message stays on the bottom row when no key comes: long enough to read a line.
    static let announcementDuration: TimeInterval = 5

    /// Shows a message on the bottom row: for `duration` seconds whatever keys come, or, without one, for
    /// `announcementDuration` or until the next key or paste. A message replaces the one shown.
    func announce(_ message: String, for duration: TimeInterval? = nil) {
        announcement = message
        announcementOutlastsKeys = duration != nil
        let end = timelines.now.addingTimeInterval(max(0, duration ?? Self.announcementDuration))
        announcementEnd = end
        if let root { timelines.wake(root, at: end) }
        setNeedsFrame()
    }

    /// Takes the message away because the user pressed a key (the hints come back), unless it was shown for
    /// a time of its own.
    func clearAnnouncement() {
        guard !announcementOutlastsKeys else { return }
        removeAnnouncement()
    }

    /// Takes the message away once its time is over (the root is woken then).
    func clearAnnouncementIfOver() {
        guard let announcementEnd, timelines.now >= announcementEnd else { return }
        removeAnnouncement()
    }

    private func removeAnnouncement() {
        guard announcement != nil else { return }
        announcement = nil
        announcementEnd = nil
        announcementOutlastsKeys = false
        setNeedsFrame()
    }

    private var deferredActions: [() -> Void] = []

    /// The views that follow the pointer (`.onHover`, `.onContinuousHover`) it was over at its last move.
    var hoveredNodes: [WeakNode] = []
    /// How many views that follow the pointer are in the graph, counted as their nodes join and leave it (see
    /// `followsPointer`).
    var hoverTargetCount = 0

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

    /// Whether a node asked for the tree to be laid out again (its size turned out other than it said).
    private(set) var isLayoutRequested = false

    /// Asks for the tree to be laid out again before drawing, or in the next frame if this one is settled.
    func requestLayout() {
        isLayoutRequested = true
    }

    /// Takes a request for another layout; true when there was one.
    func takeLayoutRequest() -> Bool {
        defer { isLayoutRequested = false }
        return isLayoutRequested
    }

    /// Marks the frame as drawn; a frame is still due when drawing left updates, actions or a layout waiting.
    func frameDidDraw() {
        needsFrame = hasPendingUpdates || hasDeferredActions || isLayoutRequested
    }

    // MARK: Focus

    /// The node that has focus now (see `FocusManager.focused`).
    package var focused: (any FocusTarget)? { focusManager.focused }

    /// Gives focus to a node, if it takes focus.
    func focus(_ node: Node) {
        guard let target = node.focusTarget else { return }
        if focusManager.focus(target) { setNeedsFrame() }
    }

    /// Moves focus to the next (or previous) node that takes it, wrapping around; true when focus moved.
    @discardableResult
    func moveFocus(forward: Bool) -> Bool {
        focusManager.moveFocus(forward: forward)
    }

    // MARK: Presentations

    /// The presented nodes, bottom first.
    package var presentedNodes: [Node] { presentations.nodes }

    /// Where focus and keys stay: the topmost presentation, or the whole screen.
    var focusScope: Node? {
        presentations.nodes.last ?? root
    }

    /// Shows a node over the screen; focus moves into it until it is dismissed.
    func present(_ node: Node) {
        guard presentations.push(node, focus: focusManager.snapshot()) else { return }
        focusManager.clear()
        setNeedsFrame()
    }

    /// Stops showing a presented node; focus goes back to where it was before, when it was the top one.
    func dismiss(_ node: Node) {
        guard let removed = presentations.remove(node) else { return }
        if removed.wasTop { focusManager.restore(removed.focus) }
        setNeedsFrame()
    }

    /// Where the terminal's cursor should be: the focused text field's insertion point, if any.
    var cursorPosition: Point? {
        focused?.cursorPosition
    }
}
