/// A value a view owns, kept in the view graph across re-renders, as in SwiftUI.
///
/// The storage belongs to the view's node: it is created with the initial value the first time the view
/// appears, survives every re-evaluation of the parent's body, and is dropped when the view leaves the tree.
/// Setting it re-evaluates the view's body before the next frame.
@MainActor @propertyWrapper
public struct State<Value>: NodeBackedProperty {
    let initialValue: Value
    var storage: StateStorage<Value>?

    /// State with an initial value.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// State with an initial value.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The current value. Before the view is in the graph, reads give the initial value and writes are lost.
    public var wrappedValue: Value {
        get { storage?.value ?? initialValue }
        nonmutating set { storage?.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        let initialValue = self.initialValue
        return Binding(get: { storage?.value ?? initialValue }, set: { storage?.value = $0 })
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let state = address.assumingMemoryBound(to: State<Value>.self)
        state.pointee.storage = StateStorage.installed(in: &slot, initialValue: state.pointee.initialValue, node: node)
    }
}

/// The node-owned box behind a `@State` property.
@MainActor
final class StateStorage<Value> {
    var value: Value {
        didSet { node?.invalidate() }
    }
    private weak var node: Node?

    init(value: Value, node: Node) {
        self.value = value
        self.node = node
    }

    /// The storage in a node's slot, made there with `initialValue` the first time.
    static func installed(in slot: inout AnyObject?, initialValue: Value, node: Node) -> StateStorage<Value> {
        if let existing = slot as? StateStorage<Value> { return existing }
        let storage = StateStorage(value: initialValue, node: node)
        slot = storage
        return storage
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts as nil.
    public init() {
        initialValue = nil
    }
}
