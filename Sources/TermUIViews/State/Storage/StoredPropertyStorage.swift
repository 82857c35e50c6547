import Foundation

/// The node-owned box behind an `@AppStorage` or `@SceneStorage` property: the store it reads and writes,
/// found again each time the view is evaluated (the environment may name another).
@MainActor
final class StoredPropertyStorage {
    private(set) var store: PropertyListDefaults
    /// The `UserDefaults` that `store` stands for, when it stands for one.
    private var adapted: UserDefaults?

    init(source: StorageSource) {
        switch source {
        case .store(let store): self.store = store
        case .userDefaults(let defaults):
            store = PropertyListDefaults(userDefaults: defaults)
            adapted = defaults
        }
    }

    /// Points the box at `source`, keeping the store made for a `UserDefaults` while it is the same one.
    func use(_ source: StorageSource) {
        switch source {
        case .store(let given):
            store = given
            adapted = nil
        case .userDefaults(let defaults):
            guard adapted !== defaults else { return }
            store = PropertyListDefaults(userDefaults: defaults)
            adapted = defaults
        }
    }

    /// Connects a stored property to its box in `slot`, made on first use, pointed at `source` (with none, as
    /// outside a renderer, a store in memory of its own).
    static func install(in slot: inout AnyObject?, source: StorageSource?) -> StoredPropertyStorage {
        if let existing = slot as? StoredPropertyStorage {
            if let source { existing.use(source) }
            return existing
        }
        let storage = StoredPropertyStorage(source: source ?? .store(PropertyListDefaults()))
        slot = storage
        return storage
    }
}

/// What `@AppStorage` and `@SceneStorage` share: a key, the value shown while the store holds none, and how
/// the value is stored.
@MainActor
struct StoredProperty<Value> {
    let key: String
    let defaultValue: Value
    let kind: StoredValueKind
    var storage: StoredPropertyStorage?

    /// The stored value, or the default while there is none (or the view is not in the graph yet).
    var value: Value {
        guard let stored = storage?.store.storedValue(forKey: key) else { return defaultValue }
        return kind.value(of: stored) as? Value ?? defaultValue
    }

    /// Stores `value` (nil removes the key); lost while the view is not in the graph.
    func set(_ value: Value) {
        storage?.store.setStored(kind.stored(value), forKey: key)
    }

    /// A binding that reads and writes the store.
    var binding: Binding<Value> {
        let property = self
        return Binding(get: { property.value }, set: { property.set($0) })
    }
}
