/// A binding the focused view publishes, read and written as a value, as SwiftUI's `@FocusedBinding`: nil while
/// no view around the focus publishes one for its key, and setting it then does nothing.
@MainActor @propertyWrapper
public struct FocusedBinding<Value>: NodeBackedProperty {
    let read: (FocusedValues) -> Binding<Value>?
    var storage: FocusedValueStorage<Binding<Value>>?

    /// The binding published for a key path of `FocusedValues`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The bound value, or nil while no binding is published; setting it sets the binding's value.
    public var wrappedValue: Value? {
        get { storage?.value?.wrappedValue }
        nonmutating set {
            if let newValue { storage?.value?.wrappedValue = newValue }
        }
    }

    /// A binding to the published binding's value: nil while none is published.
    public var projectedValue: Binding<Value?> {
        let storage = storage
        return Binding(
            get: { storage?.value?.wrappedValue },
            set: { newValue in if let newValue { storage?.value?.wrappedValue = newValue } })
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let property = address.assumingMemoryBound(to: FocusedBinding<Value>.self)
        if let existing = slot as? FocusedValueStorage<Binding<Value>> {
            property.pointee.storage = existing
        } else {
            let storage = FocusedValueStorage(node: node, read: property.pointee.read)
            slot = storage
            property.pointee.storage = storage
        }
    }
}
