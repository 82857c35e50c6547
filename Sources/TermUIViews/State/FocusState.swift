import Observation

/// Where focus is, as a value a view owns, as SwiftUI's `@FocusState`: a `Bool` bound with `.focused(_:)`,
/// or an optional `Hashable` bound to several views with `.focused(_:equals:)`.
///
/// Reading it says which bound view has focus (`false` or `nil`: none of them). Setting it moves focus to the
/// first view that takes focus inside the view bound to the value; a value no view is bound to yet waits for
/// one (a field that appears later). Setting `false` or `nil` moves focus out of the bound views, to the first
/// view on screen outside them; a terminal always has something focused, so where there is none, focus stays.
@MainActor @propertyWrapper
public struct FocusState<Value: Hashable>: NodeBackedProperty {
    /// The value meaning "none of the bound views has focus" (`false`, `nil`).
    let unfocused: Value
    var storage: FocusStateStorage<Value>?

    /// Focus state for one view, `.focused($isFocused)`.
    public init() where Value == Bool {
        unfocused = false
    }

    /// Focus state for several views, `.focused($field, equals: .name)`.
    public init<T: Hashable>() where Value == T? {
        unfocused = nil
    }

    /// Which bound view has focus.
    public var wrappedValue: Value {
        get { storage?.value ?? unfocused }
        nonmutating set { storage?.request(newValue) }
    }

    /// The binding `.focused` takes.
    public var projectedValue: Binding {
        Binding(storage: storage, unfocused: unfocused)
    }

    /// A binding to focus state, as SwiftUI's `FocusState.Binding`: what `.focused(_:)` and
    /// `.focused(_:equals:)` take, and what a child view can take to read and move focus.
    @MainActor @propertyWrapper
    public struct Binding {
        let storage: FocusStateStorage<Value>?
        let unfocused: Value

        /// Which bound view has focus; setting it moves focus.
        public var wrappedValue: Value {
            get { storage?.value ?? unfocused }
            nonmutating set { storage?.request(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let state = address.assumingMemoryBound(to: FocusState<Value>.self)
        if let existing = slot as? FocusStateStorage<Value> {
            state.pointee.storage = existing
        } else {
            let storage = FocusStateStorage(unfocused: state.pointee.unfocused, node: node)
            slot = storage
            state.pointee.storage = storage
        }
    }
}

/// The node-owned box behind a `@FocusState`: the value, the views bound to it, and a request to move focus
/// that waits for its view.
///
/// The value is observed (Observation): a change evaluates again only the bodies that read it, as SwiftUI
/// does. A view that only hands `$focus` to its cards, as the wishlist's page does, is not evaluated again for
/// each move of focus among them.
@MainActor
@Observable
final class FocusStateStorage<Value: Hashable>: FocusObserver {
    /// A view bound to a value (its `.focused` node).
    private struct BoundView {
        weak var node: Node?
        var value: Value
    }

    private(set) var value: Value
    @ObservationIgnored let unfocused: Value
    @ObservationIgnored private weak var owner: Node?
    @ObservationIgnored private var boundViews: [BoundView] = []
    /// A value set by the app whose view could not take focus yet.
    @ObservationIgnored private var pendingRequest: Value?

    init(unfocused: Value, node: Node) {
        value = unfocused
        self.unfocused = unfocused
        owner = node
    }

    /// Binds a view (the node of its `.focused` modifier) to a value; the storage then follows focus.
    func bind(_ node: Node, to value: Value) {
        boundViews.removeAll { $0.node == nil || $0.node === node }
        boundViews.append(BoundView(node: node, value: value))
        node.graph.focusManager.addObserver(self)
    }

    /// The app set the value: focus moves there (or waits for the view), and the value says so at once.
    func request(_ newValue: Value) {
        if newValue != value { value = newValue }
        pendingRequest = moveFocus(to: newValue) ? nil : newValue
    }

    /// Moves focus to the first focus target inside the view bound to `target`, or out of every bound view for
    /// the unfocused value; true when done (or nothing was to be done).
    private func moveFocus(to target: Value) -> Bool {
        let views = boundViews.compactMap { bound in bound.node.map { (node: $0, value: bound.value) } }
        guard let graph = views.first?.node.graph ?? owner?.graph else { return false }
        if target == unfocused {
            guard let focused = graph.focused, views.contains(where: { $0.node.isAncestor(of: focused) }) else { return true }
            let outside = graph.focusManager.focusableNodes.first { node in
                !views.contains { $0.node.isAncestor(of: node) }
            }
            if let outside { graph.focus(outside) }
            return true
        }
        guard let bound = views.first(where: { $0.value == target && $0.node.isMounted }) else { return false }
        var targets: [any FocusTarget] = []
        bound.node.appendFocusableNodes(to: &targets)
        guard let first = targets.first else { return false }
        if graph.focused !== first { graph.focus(first) }
        return true
    }

    /// The first bound view that is the focused node or one of its ancestors: the focused node's path to the
    /// root walked once, not once for each bound view (a row of 125 cards each bound to a value asked the
    /// path 125 times after every frame).
    private func boundView(holding focused: Node) -> BoundView? {
        guard !boundViews.isEmpty else { return nil }
        var path = Set<ObjectIdentifier>()
        var current: Node? = focused
        while let node = current {
            path.insert(ObjectIdentifier(node))
            current = node.parent
        }
        return boundViews.first { bound in bound.node.map { path.contains(ObjectIdentifier($0)) } ?? false }
    }

    func focusIsResolved(on node: (any FocusTarget)?) {
        if let pendingRequest, moveFocus(to: pendingRequest) {
            self.pendingRequest = nil
            return
        }
        let holder = node.flatMap { focused in boundView(holding: focused) }
        let resolved = holder?.value ?? unfocused
        // Set only when it changes: an observed set tells its readers even of the same value.
        if resolved != value { value = resolved }
    }
}
