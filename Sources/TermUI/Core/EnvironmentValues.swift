/// A key for a value in the environment, as in SwiftUI.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor sets one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, as in SwiftUI: read with `@Environment(\.key)`, set for a
/// subtree with `.environment(\.key, value)`.
///
/// Stored as a shared, immutable chain so that passing the environment down costs nothing and an unchanged
/// environment is recognised by identity.
public struct EnvironmentValues {
    /// One link of the chain: a key, its value, and the links set further up.
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?

        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    private var head: Entry?

    /// An environment in which every key has its default value.
    public init() {}

    /// The value for a key.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { value(for: ObjectIdentifier(key)) as? Key.Value ?? Key.defaultValue }
        set { head = Entry(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    /// Whether both are the very same chain (so certainly equal).
    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    func value(for key: ObjectIdentifier) -> Any? {
        var entry = head
        while let current = entry {
            if current.key == key { return current.value }
            entry = current.next
        }
        return nil
    }

    /// Places an object for `@Environment(T.self)` readers.
    mutating func setObject<T: AnyObject>(_ object: T?, of type: T.Type) {
        head = Entry(key: ObjectIdentifier(type), value: object as Any, next: head)
    }
}
