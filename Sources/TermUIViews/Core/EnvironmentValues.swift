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
        /// A bit for each key set in this link or further up (a key's bit is its hash modulo 64), so that
        /// reading a key nobody set, which most reads are, does not walk the chain.
        let keyBits: UInt64

        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
            keyBits = (next?.keyBits ?? 0) | Entry.bit(for: key)
        }

        static func bit(for key: ObjectIdentifier) -> UInt64 {
            1 << (UInt(bitPattern: key.hashValue) % 64)
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
        guard let head, head.keyBits & Entry.bit(for: key) != 0 else { return nil }
        var entry: Entry? = head
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
