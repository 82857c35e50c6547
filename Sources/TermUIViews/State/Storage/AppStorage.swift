import Foundation

/// A value kept in the app's store by key, as in SwiftUI: `@AppStorage("showsTotals") var showsTotals = true`.
/// Reading it gives the stored value, or the default while the key has none; setting it stores the value, and
/// every view that reads the key shows the new one. `$property` is a `Binding`.
///
/// Differences from SwiftUI: with no `store`, the store is the environment's (`.defaultAppStorage(_:)`), else
/// the window's `PropertyListDefaults`, which the launcher keeps in the app's data directory
/// (`LaunchOptions.dataDirectory`, `AppStorage.plist`) and which is in memory without one (and in tests); not
/// `UserDefaults.standard`. A `UserDefaults` given as `store` is read and written as it is (and synchronized
/// after each change); changes made to it other than through TermUI are not seen until the view is evaluated
/// again.
@MainActor @propertyWrapper
public struct AppStorage<Value>: NodeBackedProperty {
    private var property: StoredProperty<Value>
    /// The store given to the initialiser, if any.
    private let store: UserDefaults?

    private init(key: String, defaultValue: Value, kind: StoredValueKind, store: UserDefaults?) {
        property = StoredProperty(key: key, defaultValue: defaultValue, kind: kind)
        self.store = store
    }

    /// A property that reads and writes a boolean value in the store; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, kind: .bool, store: store)
    }

    /// A property that reads and writes an integer value in the store; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, kind: .int, store: store)
    }

    /// A property that reads and writes a double value in the store; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, kind: .double, store: store)
    }

    /// A property that reads and writes a string value in the store; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, kind: .string, store: store)
    }

    /// A property that reads and writes a URL (kept as its absolute string) value in the store; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, kind: .url, store: store)
    }

    /// A property that reads and writes a data value in the store; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, kind: .data, store: store)
    }

    /// A property that reads and writes a date value in the store; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, kind: .date, store: store)
    }

    /// A property that reads and writes a `RawRepresentable` value in the store, kept as its String raw value;
    /// `wrappedValue` while there is none or the stored raw value makes no value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, kind: .raw(Value.self), store: store)
    }

    /// A property that reads and writes a `RawRepresentable` value in the store, kept as its Int raw value;
    /// `wrappedValue` while there is none or the stored raw value makes no value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, kind: .raw(Value.self), store: store)
    }

    /// A property that reads and writes an optional boolean value in the store; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, kind: .bool, store: store)
    }

    /// A property that reads and writes an optional integer value in the store; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, kind: .int, store: store)
    }

    /// A property that reads and writes an optional double value in the store; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, kind: .double, store: store)
    }

    /// A property that reads and writes an optional string value in the store; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, kind: .string, store: store)
    }

    /// A property that reads and writes an optional URL (kept as its absolute string) value in the store; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, kind: .url, store: store)
    }

    /// A property that reads and writes an optional data value in the store; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, kind: .data, store: store)
    }

    /// A property that reads and writes an optional date value in the store; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, kind: .date, store: store)
    }

    /// A property that reads and writes an optional `RawRepresentable` value in the store, kept as its String raw
    /// value; nil while there is none, and setting nil removes it.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, kind: .raw(R.self), store: store)
    }

    /// A property that reads and writes an optional `RawRepresentable` value in the store, kept as its Int raw
    /// value; nil while there is none, and setting nil removes it.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, kind: .raw(R.self), store: store)
    }

    /// The stored value, or the default while there is none. Before the view is in the graph, reads give the
    /// default and writes are lost.
    public var wrappedValue: Value {
        get { property.value }
        nonmutating set { property.set(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        property.binding
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let pointer = address.assumingMemoryBound(to: AppStorage<Value>.self)
        let source: StorageSource? = pointer.pointee.store.map(StorageSource.userDefaults)
            ?? node.environment.defaultAppStorage
        pointer.pointee.property.storage = StoredPropertyStorage.install(in: &slot, source: source)
    }
}
