import Foundation

/// A value the window keeps by key and gives back when the app is started again, as in SwiftUI:
/// `@SceneStorage("selectedTab") var selectedTab = 0`. Reading it gives the kept value, or the default while
/// the key has none; setting it keeps the value, and every view in the window that reads the key shows it.
/// `$property` is a `Binding`. Keys belong to the window: two windows (or two apps) never share them.
///
/// Differences from SwiftUI: a terminal app has one window, whose scene storage the launcher keeps beside the
/// app storage (`SceneStorage/main.plist` in `LaunchOptions.dataDirectory`), written as it changes rather
/// than when the system takes a snapshot of the scene; without a data directory (and in tests) it is in
/// memory. `Date` is taken too.
@MainActor @propertyWrapper
public struct SceneStorage<Value>: NodeBackedProperty {
    private var property: StoredProperty<Value>

    private init(key: String, defaultValue: Value, kind: StoredValueKind) {
        property = StoredProperty(key: key, defaultValue: defaultValue, kind: kind)
    }

    /// A property that reads and writes a boolean value in the window's scene storage; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, kind: .bool)
    }

    /// A property that reads and writes an integer value in the window's scene storage; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, kind: .int)
    }

    /// A property that reads and writes a double value in the window's scene storage; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, kind: .double)
    }

    /// A property that reads and writes a string value in the window's scene storage; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, kind: .string)
    }

    /// A property that reads and writes a URL (kept as its absolute string) value in the window's scene storage; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, kind: .url)
    }

    /// A property that reads and writes a data value in the window's scene storage; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, kind: .data)
    }

    /// A property that reads and writes a date value in the window's scene storage; `wrappedValue` while there is none.
    public init(wrappedValue: Value, _ key: String) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, kind: .date)
    }

    /// A property that reads and writes a `RawRepresentable` value in the window's scene storage, kept as its String raw value;
    /// `wrappedValue` while there is none or the stored raw value makes no value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, kind: .raw(Value.self))
    }

    /// A property that reads and writes a `RawRepresentable` value in the window's scene storage, kept as its Int raw value;
    /// `wrappedValue` while there is none or the stored raw value makes no value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, kind: .raw(Value.self))
    }

    /// A property that reads and writes an optional boolean value in the window's scene storage; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, kind: .bool)
    }

    /// A property that reads and writes an optional integer value in the window's scene storage; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, kind: .int)
    }

    /// A property that reads and writes an optional double value in the window's scene storage; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, kind: .double)
    }

    /// A property that reads and writes an optional string value in the window's scene storage; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, kind: .string)
    }

    /// A property that reads and writes an optional URL (kept as its absolute string) value in the window's scene storage; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, kind: .url)
    }

    /// A property that reads and writes an optional data value in the window's scene storage; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, kind: .data)
    }

    /// A property that reads and writes an optional date value in the window's scene storage; nil while there is none,
    /// and setting nil removes it.
    public init(_ key: String) where Value == Date? {
        self.init(key: key, defaultValue: nil, kind: .date)
    }

    /// A property that reads and writes an optional `RawRepresentable` value in the window's scene storage, kept as its String raw
    /// value; nil while there is none, and setting nil removes it.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, kind: .raw(R.self))
    }

    /// A property that reads and writes an optional `RawRepresentable` value in the window's scene storage, kept as its Int raw
    /// value; nil while there is none, and setting nil removes it.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, kind: .raw(R.self))
    }

    /// The kept value, or the default while there is none. Before the view is in the graph, reads give the
    /// default and writes are lost.
    public var wrappedValue: Value {
        get { property.value }
        nonmutating set { property.set(newValue) }
    }

    /// A binding to the kept value.
    public var projectedValue: Binding<Value> {
        property.binding
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let pointer = address.assumingMemoryBound(to: SceneStorage<Value>.self)
        let source = node.environment.sceneStorage.map(StorageSource.store)
        pointer.pointee.property.storage = StoredPropertyStorage.install(in: &slot, source: source)
    }
}
