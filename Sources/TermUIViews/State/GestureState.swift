/// A value a gesture sets while it goes on and that goes back to its initial value when the gesture ends, as
/// SwiftUI's `@GestureState`: a gesture's `.updating($state) { value, state, transaction in … }` sets it. In a
/// terminal the gestures that go on are taps: a tap's update runs when the mouse button is pressed on the view,
/// and the state is reset when the button is released (a view shown as pressed while it is held down).
@MainActor @propertyWrapper
public struct GestureState<Value>: NodeBackedProperty {
    let initialValue: Value
    let reset: (Value, inout Transaction) -> Void
    var storage: StateStorage<Value>?

    /// Gesture state with an initial value, reset without an animation.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Gesture state with an initial value, reset without an animation.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Gesture state with an initial value, reset in `resetTransaction` (an animation, say).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        reset = { _, transaction in transaction = resetTransaction }
    }

    /// Gesture state with an initial value, reset in `resetTransaction` (an animation, say).
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Gesture state with an initial value; `reset` is told the value being reset and may set the transaction.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        self.reset = reset
    }

    /// Gesture state with an initial value; `reset` is told the value being reset and may set the transaction.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value: the gesture's while it goes on, else the initial one.
    public var wrappedValue: Value { storage?.value ?? initialValue }

    /// The state itself, which a gesture's `.updating(_:body:)` takes.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value while the gesture goes on (in `transaction`, as `.updating`'s body left it).
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        guard let storage else { return }
        var value = storage.value
        var transaction = Transaction()
        body(&value, &transaction)
        withTransaction(transaction) { storage.value = value }
    }

    /// Puts the initial value back, as the gesture ends.
    func resetToInitialValue() {
        guard let storage else { return }
        var transaction = Transaction()
        reset(storage.value, &transaction)
        withTransaction(transaction) { storage.value = initialValue }
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let state = address.assumingMemoryBound(to: GestureState<Value>.self)
        state.pointee.storage = StateStorage.installed(in: &slot, initialValue: state.pointee.initialValue, node: node)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state that is nil when no gesture goes on.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Gesture state that is nil when no gesture goes on; `reset` may set the transaction.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
