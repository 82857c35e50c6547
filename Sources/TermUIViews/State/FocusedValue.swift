import Observation

/// A value the focused view publishes, as SwiftUI's `@FocusedValue`: nil while no view around the focus (and no
/// `.focusedSceneValue` in the window) publishes one for its key; a view that reads it is evaluated again when
/// focus moves to a view that publishes another.
@MainActor @propertyWrapper
public struct FocusedValue<Value>: NodeBackedProperty {
    let read: (FocusedValues) -> Value?
    var storage: FocusedValueStorage<Value>?

    /// The value published for a key path of `FocusedValues`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The observable object of a type published with `.focusedValue(_:)` or `.focusedSceneValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[object: objectType] }
    }

    /// The value, or nil while none is published.
    public var wrappedValue: Value? { storage?.value }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let property = address.assumingMemoryBound(to: FocusedValue<Value>.self)
        if let existing = slot as? FocusedValueStorage<Value> {
            property.pointee.storage = existing
        } else {
            let storage = FocusedValueStorage(node: node, read: property.pointee.read)
            slot = storage
            property.pointee.storage = storage
        }
    }
}
