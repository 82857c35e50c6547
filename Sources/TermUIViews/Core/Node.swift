import TermUIBase

/// One node of the retained view graph: it mirrors a view in the tree, owns that view's state, and lays out
/// and draws it.
///
/// Subclasses exist for each primitive view; `CompositeNode` serves every view with a `body`. Nodes that only
/// group others (tuples, `Group`, `ForEach`, conditionals, composites) are *transparent*: a stack lays out
/// their children as its own.
///
/// What every node does is here: its place in the tree, its environment, taking new view values and
/// observing what it reads, layout and drawing. What only some nodes do, a node type says by conforming to
/// a role (see `NodeRoles`): `FocusTarget`, `KeyResponder`, `ShortcutResponder`, `Activatable`,
/// `AnimationTarget`, `Presentable`, `DepartingNode`.
@MainActor
package class Node {
    /// The graph this node belongs to.
    unowned let graph: ViewGraph
    /// The node above, nil for the root and for a node that has left the graph.
    ///
    /// A strong reference, cleared by `unmount()`: every node that leaves the graph is unmounted (the tests
    /// count the nodes alive, `ViewGraph.liveNodes`). A weak one gave every node with children a side table,
    /// and then every retain and release of it took the runtime's slow path: 10-20% of a frame that builds
    /// rows.
    private(set) var parent: Node?
    /// How far below the root this node is.
    let depth: Int
    /// The type of view this node was made for; a view of another type in the same place replaces the node.
    let viewType: ObjectIdentifier
    /// The environment this node's view sees.
    private(set) var environment: EnvironmentValues
    /// Whether the last `setEnvironment` brought a different environment.
    private(set) var environmentChanged = false
    /// Whether the node is on its way out (a transition runs): it is drawn but takes no focus.
    var isDeparting = false
    /// Whether the last `update(with:)` found the view unchanged and did nothing.
    var didSkipLastUpdate = false
    /// Where this node was placed by the last layout, in screen cells.
    package var frame: Rect = .zero
    /// False once the node has left the graph.
    private(set) var isMounted = true
    /// The axis of the stack that lays this node out, set by the stack (spacers and dividers follow it).
    var stackAxis: Axis? {
        didSet { if stackAxis != oldValue { measureCache.removeAll() } }
    }

    /// Sizes measured for proposals, kept across frames until this node or one below it changes.
    private var measureCache: [(ProposedSize, Size)] = []
    /// The graph's measure generation when this node's sizes were last forgotten (see `invalidateLayout()`).
    private var invalidatedInGeneration = -1
    /// The roles this node's type takes part in (`declaredRoles`).
    private(set) var roles: NodeRoles = []
    #if DEBUG
    /// The graph's count of live nodes, which this node is in until it is freed.
    private let census: NodeCensus
    #endif

    init(viewType: ObjectIdentifier, context: NodeContext) {
        self.viewType = viewType
        graph = context.graph
        parent = context.parent
        depth = (context.parent?.depth ?? -1) + 1
        environment = context.environment
        roles = Self.declaredRoles
        if roles.contains(.pointerHover) { graph.hoverTargetJoined() }
        #if DEBUG
        census = context.graph.census
        census.nodeMade()
        #endif
        assert(graph.rolesAreDeclared(by: self), "\(Self.self) declares the roles \(roles) but conforms to \(NodeRoles(of: self))")
    }

    #if DEBUG
    deinit {
        census.nodeFreed()
    }
    #endif

    /// The roles a node type takes part in: those of the role protocols it conforms to (`FocusTarget`,
    /// `KeyResponder`, `ShortcutResponder`, `Activatable`, `Presentable`), said again here so that no node
    /// pays for finding them (a dynamic cast to a protocol the type does not conform to costs some 25,000
    /// instructions the first time, for every type). Debug builds check the two agree.
    class var declaredRoles: NodeRoles { [] }

    /// This node as an `Activatable`: each class that is one returns itself, so that the walks for Enter on a row
    /// ask no runtime cast (the first cast of each node class, a generic one for each content, scans every
    /// conformance record in the process). A class with the role that does not override it is still found, by
    /// the cast; debug builds stop there, so that the override is added.
    var activatable: (any Activatable)? {
        guard roles.contains(.activation) else { return nil }
        assertionFailure("\(Self.self) has the activation role but does not override `activatable`")
        return self as? any Activatable
    }

    /// The screen preference this node sets, its key's type and its value (a `ScreenPreferenceNode` of the
    /// navigation layer, the one class with the `.screenPreferences` role), read without a runtime cast as
    /// `activatable` is. A node with the role always has one (its value may be nil inside).
    var ownScreenPreference: (key: ObjectIdentifier, value: Any)? {
        assert(!roles.contains(.screenPreferences), "\(Self.self) has the screen preference role but does not override `ownScreenPreference`")
        return nil
    }

    /// The context a child of this node is made in.
    func childContext(environment: EnvironmentValues? = nil) -> NodeContext {
        NodeContext(graph: graph, parent: self, environment: environment ?? self.environment)
    }

    // MARK: Structure

    /// Calls `body` for each child node, in order.
    func forEachChild(_ body: (Node) -> Void) {}

    /// Calls `body` for each child shown now: all children, except where a node keeps some hidden (the
    /// screens under the top of a navigation stack, a sheet drawn as a presentation, the tabs not shown,
    /// content at opacity 0). Focus, keys, clicks, titles and drawing follow these.
    package func forEachVisibleChild(_ body: (Node) -> Void) {
        forEachChild(body)
    }

    /// Whether clicks may land on the node and its children (`allowsHitTesting(_:)` says no).
    var allowsHitTesting: Bool { true }

    /// Whether the node shows its children only inside its frame (a scroll view, a list), so that a click
    /// outside it is not theirs even where a child's frame reaches.
    var clipsContent: Bool { false }

    /// Whether the node and all its ancestors show their content now.
    var isOnScreen: Bool {
        var node: Node = self
        while !node.isPresentationRoot, let parent = node.parent {
            var visible = false
            parent.forEachVisibleChild { if $0 === node { visible = true } }
            guard visible else { return false }
            node = parent
        }
        return true
    }

    /// Takes a new view value of this node's type.
    func update(with view: any View) {}

    /// Gives the node the environment its parent now passes down.
    func setEnvironment(_ newEnvironment: EnvironmentValues) {
        environmentChanged = !newEnvironment.isIdentical(to: environment)
        if environmentChanged { environment = newEnvironment }
    }

    /// Marks the environment change as handled.
    func clearEnvironmentChange() { environmentChanged = false }

    /// Marks the node's body for evaluation before the next frame (nodes with a body override this).
    func invalidate() {}

    /// Evaluates the body now if it was invalidated (nodes with a body override this).
    func updateIfInvalidated() {}

    /// The observation of what the node last read with `readObserved(_:)`.
    private var observation: ObservationScope?

    /// Reads observable values (a body, the value behind a binding) so that the node is invalidated before
    /// the next frame when one of them changes. Each read replaces the node's last one: a node reads all it
    /// observes in one call.
    final func readObserved<Value>(_ values: () -> Value) -> Value {
        let scope = observation ?? ObservationScope(node: self)
        observation = scope
        return scope.read(values)
    }

    /// Whether a refresh waits for the next update (see `scheduleRefresh()`).
    private var refreshIsScheduled = false

    /// Asks for `updateIfInvalidated()` before the next frame. Nodes without a body that read bindings or
    /// observable values themselves call this from `invalidate()`, and redo their reading when
    /// `takeScheduledRefresh()` says so.
    final func scheduleRefresh() {
        guard isMounted else { return }
        refreshIsScheduled = true
        graph.scheduleUpdate(of: self)
    }

    /// Whether a refresh was scheduled and the node is still in the graph; the request is used up.
    final func takeScheduledRefresh() -> Bool {
        defer { refreshIsScheduled = false }
        return isMounted && refreshIsScheduled
    }

    /// Removes this node and its children from the graph.
    func unmount() {
        guard isMounted else { return }
        if let parent, parent.isMounted { parent.childrenDidChange() }
        isMounted = false
        observation?.detach()
        forEachChild { $0.unmount() }
        if roles.contains(.pointerHover) { graph.hoverTargetLeft(self) }
        didUnmount()
        parent = nil
    }

    /// Called once when the node leaves the graph.
    func didUnmount() {}

    /// Reconciles one child slot with a view: the existing node is updated when the view's type matches,
    /// otherwise it is replaced (and its state dropped).
    func reconcile<V: View>(_ existing: Node?, with view: V, environment: EnvironmentValues? = nil) -> Node {
        let childEnvironment = environment ?? self.environment
        if let existing, existing.viewType == ObjectIdentifier(V.self) {
            existing.setEnvironment(childEnvironment)
            existing.update(with: view)
            existing.clearEnvironmentChange()
            if !existing.didSkipLastUpdate { existing.invalidateLayout() }
            return existing
        }
        existing?.unmount()
        childrenDidChange()
        return makeNode(for: view, context: childContext(environment: childEnvironment))
    }

    /// Whether this node's size is the same whatever its children's sizes are (a list's: its proposal, or its
    /// count of rows): a change below it leaves its sizes, and those of the nodes above, as they were, so the
    /// forgetting of sizes (`invalidateLayout()`) coming up from below stops under it. A node's own change
    /// (its parent's `reconcile`) still forgets its sizes and those above.
    var sizeIgnoresChildren: Bool { false }

    /// Forgets the sizes a child's coming, going or replacement changes: this node's and those above, unless
    /// its size ignores its children's.
    final func childrenDidChange() {
        if !sizeIgnoresChildren { invalidateLayout() }
    }

    /// Forgets the sizes measured for this node and every node above it (whose sizes may depend on it).
    ///
    /// The walk up stops at a node already emptied since the last size was measured anywhere: the nodes above
    /// it were emptied then too, and nothing has filled them since. An update of many nodes in one subtree
    /// so costs each node once, not once per node below it. It stops, too, under a node whose size ignores its
    /// children's (`sizeIgnoresChildren`): a list's rows, built while the list is placed, each forgot the sizes
    /// of every node up to the root (a list's sizes are measured between two rows, so no walk stopped early).
    func invalidateLayout() {
        let generation = graph.measureGeneration
        var node: Node? = self
        while let current = node {
            if current !== self, current.sizeIgnoresChildren { return }
            if current.invalidatedInGeneration == generation { return }
            current.invalidatedInGeneration = generation
            current.measureCache.removeAll(keepingCapacity: true)
            node = current.parent
        }
    }

    // MARK: Preferences

    /// The value this node sets for a preference key (`preference(key:value:)`), nil where it sets none.
    func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? { nil }

    /// Tells the nodes above that a preference set at or below this one changed, came or went: a node that
    /// reads preferences (`onPreferenceChange(_:perform:)`) gathers them again after the update. Called only by
    /// nodes that set one, so it costs nothing elsewhere.
    func preferencesChanged() {
        parent?.preferencesChanged()
    }

    // MARK: Layout

    /// The size `containerRelativeFrame` measures against for a node below this one, nil when this node and
    /// those above know none (then it is the window's). `descendant` is the child the question came through.
    func containerSize(of descendant: Node) -> Size? {
        parent?.containerSize(of: self)
    }

    /// Forgets the sizes measured for every node below this one: their container changed size, and sizes
    /// relative to it were measured for proposals that have not changed.
    func forgetMeasuredSizesBelow() {
        forEachChild { child in
            child.measureCache.removeAll(keepingCapacity: true)
            child.forgetMeasuredSizesBelow()
        }
    }

    /// Where a stack draws this node among its siblings: higher in front (`zIndex(_:)`); 0 unless it is set.
    var zIndex: Double { 0 }

    /// Where this node's alignment guide of `guide` along `axis` is set (`alignmentGuide(_:computeValue:)`), in
    /// cells from its leading or top edge, for a node of `size`; nil where it is not set (the stack then lines
    /// the node up by its edges or centre).
    func explicitGuide(_ axis: Axis, _ guide: StackLayout.CrossAlignment, size: Size) -> Int? { nil }

    /// The stack layout priority: higher is sized first. Spacers have the lowest of all.
    var layoutPriority: Double { 0 }

    /// Whether a stack lays out this node's children in its place.
    var isTransparent: Bool { false }

    /// Appends the nodes a stack lays out for this node: itself, or for a transparent node its children's.
    func appendLayoutChildren(to list: inout [Node]) {
        if isTransparent {
            forEachVisibleChild { $0.appendLayoutChildren(to: &list) }
        } else {
            list.append(self)
        }
    }

    /// The nodes laid out for this node's children.
    var layoutChildren: [Node] {
        var list: [Node] = []
        forEachVisibleChild { $0.appendLayoutChildren(to: &list) }
        return list
    }

    /// The size this node wants for a proposal, remembered until the node or one below it changes.
    final func measure(_ proposal: ProposedSize) -> Size {
        for (cachedProposal, size) in measureCache where cachedProposal == proposal { return size }
        let size = sizeThatFits(proposal)
        graph.measureGeneration &+= 1
        if measureCache.count == 6 { measureCache.removeFirst() }
        measureCache.append((proposal, size))
        return size
    }

    /// The size this node wants for a proposal. Transparent nodes stack their children vertically.
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let children = layoutChildren
        if children.count == 1 { return children[0].measure(proposal) }
        return StackLayout(axis: .vertical, alignment: .center, spacing: 0).size(of: children, for: proposal)
    }

    /// Puts the node in a rectangle; a node places its children here.
    func place(in rect: Rect) {
        frame = rect
        let children = layoutChildren
        if children.count == 1 {
            children[0].place(in: rect)
        } else if !children.isEmpty {
            StackLayout(axis: .vertical, alignment: .center, spacing: 0).place(children, in: rect)
        }
    }

    /// Moves this node and everything below it (to draw a row slid aside, a view moving in).
    func shift(by columns: Int, rows: Int = 0) {
        frame.origin.x += columns
        frame.origin.y += rows
        forEachChild { $0.shift(by: columns, rows: rows) }
    }

    /// Draws the node moved by an offset, leaving its frames where they were.
    func draw(in canvas: inout CellCanvas, offsetBy columns: Int, rows: Int) {
        guard columns != 0 || rows != 0 else { return draw(in: &canvas) }
        shift(by: columns, rows: rows)
        draw(in: &canvas)
        shift(by: -columns, rows: -rows)
    }

    /// Draws the node and its children.
    func draw(in canvas: inout CellCanvas) {
        forEachVisibleChild { $0.draw(in: &canvas) }
    }

    // MARK: Tree

    /// Whether this node or one shown below it satisfies a condition.
    func containsNode(where condition: (Node) -> Bool) -> Bool {
        if condition(self) { return true }
        var found = false
        forEachVisibleChild { child in
            if !found { found = child.containsNode(where: condition) }
        }
        return found
    }

    /// Whether `other` is this node or one of its descendants.
    package func isAncestor(of other: Node) -> Bool {
        var node: Node? = other
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }
}

/// Where a node is made: its graph, parent and environment.
@MainActor
struct NodeContext {
    unowned let graph: ViewGraph
    var parent: Node?
    var environment: EnvironmentValues
}

/// Makes the node for a view: primitives make their own kind, views with a body a `CompositeNode`.
///
/// Which of the two is decided by `View._makeView(view:inputs:)`, a requirement of `View` whose witness the
/// compiler chose when the type conformed: no cast asks the runtime whether the type is primitive. Such a cast
/// looks the type's conformances up, and the first time for each type that is a scan of every conformance
/// record in the process (7,700 of them in the app), tens of thousands of instructions; a new screen has dozens
/// of new view types.
@MainActor
func makeNode<V: View>(for view: V, context: NodeContext) -> Node {
    V._makeView(view: view, inputs: _ViewInputs(context: context)).node
}

extension View {
    /// Makes a node that evaluates `body`: the default for every view that is not one of TermUI's primitives.
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: CompositeNode(view: view, context: inputs.context))
    }
}

extension PrimitiveView {
    /// Makes the primitive's own node: the witness of `View._makeView(view:inputs:)` for every primitive view,
    /// chosen by the compiler because this extension is more specific than `View`'s.
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: view.makeNode(context: inputs.context))
    }
}

/// A view the renderer knows how to show directly, with a node type of its own.
@MainActor
protocol PrimitiveView: View {
    /// Makes the node for this view and gives it the view.
    func makeNode(context: NodeContext) -> Node
}
