import Synchronization

/// The side table behind the default `objectWillChange`: one `ObservableObjectPublisher` per live object that
/// does not declare its own, keyed by the object's identity.
///
/// Each entry keeps a weak reference to its object. An object's address (its `ObjectIdentifier`) can be
/// reused by a new object once the old one is gone, so an entry counts only while its weak reference still
/// points at an object with that identity; otherwise the new object gets a new publisher. Entries of objects
/// that are gone are swept out whenever the table has doubled since the last sweep, so the table stays in
/// proportion to the live objects.
final class ObjectWillChangeTable: Sendable {
    /// The table the default `objectWillChange` uses.
    static let shared = ObjectWillChangeTable()

    private struct Entry: Sendable {
        let object: WeakObjectReference
        let publisher: ObservableObjectPublisher
    }

    private struct State: Sendable {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// The size at which the next sweep starts.
        var sweepThreshold: Int
        var isSweeping = false
    }

    private let state: Mutex<State>
    private let minimumSweepThreshold: Int

    /// A table that first sweeps when it holds `minimumSweepThreshold` entries.
    init(minimumSweepThreshold: Int = 64) {
        self.minimumSweepThreshold = max(1, minimumSweepThreshold)
        state = Mutex(State(sweepThreshold: max(1, minimumSweepThreshold)))
    }

    /// The publisher of a live object: the same one on every call while the object lives.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        let reference = WeakObjectReference(object)
        let (publisher, shouldSweep) = state.withLock { state -> (ObservableObjectPublisher, Bool) in
            // The caller holds `object`, so a reference to the same identity is that very object: loading it
            // here never releases the last reference (no deinit runs under the lock).
            if let entry = state.entries[key], entry.object.refers(to: key) {
                return (entry.publisher, false)
            }
            let publisher = ObservableObjectPublisher()
            state.entries[key] = Entry(object: reference, publisher: publisher)
            guard !state.isSweeping, state.entries.count >= state.sweepThreshold else { return (publisher, false) }
            state.isSweeping = true
            return (publisher, true)
        }
        if shouldSweep { sweep() }
        return publisher
    }

    /// How many entries the table holds, those of objects that are gone included (for tests).
    var count: Int {
        state.withLock { $0.entries.count }
    }

    /// Removes the entries of objects that are gone.
    ///
    /// Whether an object is gone is checked outside the lock: loading a weak reference briefly retains the
    /// object, and if another thread drops its last reference meanwhile, the object's deinit runs here, where
    /// it may use the table again.
    func sweep() {
        let snapshot = state.withLock { state in
            state.isSweeping = true
            return Array(state.entries)
        }
        let gone = snapshot.filter { !$0.value.object.isAlive }
        state.withLock { state in
            for (key, entry) in gone where state.entries[key]?.publisher === entry.publisher {
                // A gone object's reference never comes back, so the entry is still stale.
                state.entries[key] = nil
            }
            state.sweepThreshold = max(minimumSweepThreshold, state.entries.count * 2)
            state.isSweeping = false
        }
    }
}

/// A weak reference to any object, used only for its identity and liveness.
///
/// `@unchecked Sendable` is safe here: the referenced object's own state is never read or written through it.
/// The only operations are loading the reference to compare its `ObjectIdentifier` or test it for nil, and
/// the Swift runtime makes loading, copying and destroying a weak reference atomic with respect to the
/// object's release (weak references go through the object's side table with atomic reference counts). The
/// reference itself is immutable after `init`, so there is no concurrent store to race with.
struct WeakObjectReference: @unchecked Sendable {
    private weak let object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }

    /// Whether the object is still alive.
    var isAlive: Bool { object != nil }

    /// Whether the reference points at a live object with this identity.
    func refers(to key: ObjectIdentifier) -> Bool {
        guard let object else { return false }
        return ObjectIdentifier(object) == key
    }
}
