import Observation

/// Reads a value from the view's environment, as in SwiftUI: `@Environment(\.locale)`, or an `@Observable`
/// object placed with `.environment(object)`: `@Environment(Model.self)`.
///
/// A missing object stops the program with a message naming the type, as SwiftUI does (the terminal is
/// restored first).
@MainActor @propertyWrapper
public struct Environment<Value>: NodeBackedProperty {
    /// Where the value comes from. One word of plain data, no closure: a view is evaluated again when its
    /// bytes differ from the last value's, and a closure made in each `init` (or padding) would always differ.
    enum Source {
        /// A value of `EnvironmentValues`.
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// An object of type `Value`, which must be there.
        case object
        /// An object of this type, or nil when there is none (`Value` is the type's optional).
        case optionalObject(AnyObject.Type)
    }

    private let source: Source
    private var storage: EnvironmentStorage?

    /// Reads the value at a key path of `EnvironmentValues`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Reads an observable object placed with `.environment(_:)`; stops with a message when there is none.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object
    }

    /// Reads an observable object placed with `.environment(_:)`, or nil when there is none.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .optionalObject(T.self)
    }

    /// The current value.
    public var wrappedValue: Value {
        let values = storage?.values ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return values[keyPath: keyPath]
        case .object:
            // A fatal error gives the terminal back first: the backend's crash handler restores it and shows
            // standard error (the message) on the shell's screen.
            guard let object = values.value(for: ObjectIdentifier(Value.self)) as? Value else {
                fatalError(
                    "No Observable object of type \(Value.self) found. "
                        + "A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        case .optionalObject(let type):
            // A missing object (nil) casts to `Value`, an optional, as nil.
            guard let object = values.value(for: ObjectIdentifier(type)) as? Value else {
                fatalError("@Environment(\(type).self) cannot be read as \(Value.self)")
            }
            return object
        }
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let storage: EnvironmentStorage
        if let existing = slot as? EnvironmentStorage {
            storage = existing
        } else {
            storage = EnvironmentStorage()
            slot = storage
        }
        storage.values = node.environment
        address.assumingMemoryBound(to: Environment<Value>.self).pointee.storage = storage
    }
}

/// The node-owned box through which `@Environment` properties read the node's current environment.
@MainActor
final class EnvironmentStorage {
    var values = EnvironmentValues()
}
