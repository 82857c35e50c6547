import Synchronization

/// A namespace for matching views across screens, as SwiftUI's `@Namespace`: each view that declares one gets
/// its own identifier, kept for as long as the view is in the graph.
@MainActor @propertyWrapper
public struct Namespace: NodeBackedProperty {
    /// The identifier of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private var storage: NamespaceStorage?

    /// A namespace.
    public init() {}

    /// The namespace's identifier (valid once the view is in the graph).
    public var wrappedValue: ID {
        storage?.id ?? ID(value: 0)
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let storage: NamespaceStorage
        if let existing = slot as? NamespaceStorage {
            storage = existing
        } else {
            storage = NamespaceStorage()
            slot = storage
        }
        address.assumingMemoryBound(to: Namespace.self).pointee.storage = storage
    }
}

/// The node-owned identifier behind a `@Namespace` property.
@MainActor
final class NamespaceStorage {
    private static let counter = Mutex(0)
    let id: Namespace.ID

    init() {
        id = Namespace.ID(value: Self.counter.withLock { value in
            value += 1
            return value
        })
    }
}
