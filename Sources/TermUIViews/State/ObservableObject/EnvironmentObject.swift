/// An `ObservableObject` read from the environment, as in SwiftUI: an ancestor places it with
/// `.environmentObject(info)` and a view below reads it with `@EnvironmentObject var info: Info`, keyed by the
/// object's type.
///
/// The view is evaluated again before the next frame whenever the object sends `objectWillChange`, from any
/// thread, and when an ancestor places another object. `$info.lastFlightId` is a `Binding` to a property of
/// the object.
///
/// A missing object stops the program, when the property is read, with a message naming the type, as SwiftUI
/// does (the terminal is restored first). Objects placed with `.environmentObject(_:)` and those placed with
/// `.environment(_:)` for `@Environment(Model.self)` are kept apart, as in SwiftUI.
///
/// Differences from SwiftUI: none in use.
@MainActor @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: NodeBackedProperty {
    /// Makes bindings to the properties of the object: what `$object` is. (SwiftUI has a separate
    /// `EnvironmentObject.Wrapper` type that works the same way.)
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    private var storage: EnvironmentObjectStorage<ObjectType>?

    /// Reads the object of this type that an ancestor placed with `.environmentObject(_:)`.
    public init() {}

    /// The object; stops with a message naming the type when no ancestor placed one.
    public var wrappedValue: ObjectType {
        guard let object = storage?.object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. "
                    + "A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$info.lastFlightId`.
    public var projectedValue: Wrapper {
        Wrapper(wrappedValue)
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let storage: EnvironmentObjectStorage<ObjectType>
        if let existing = slot as? EnvironmentObjectStorage<ObjectType> {
            storage = existing
        } else {
            storage = EnvironmentObjectStorage()
            slot = storage
        }
        storage.object = node.environment[EnvironmentObjectKey<ObjectType>.self]
        storage.observer.observe(storage.object?.objectWillChange, for: node)
        address.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self).pointee.storage = storage
    }
}

/// The node-owned box through which an `@EnvironmentObject` property reads its object, and the subscription
/// that re-renders the node.
@MainActor
final class EnvironmentObjectStorage<ObjectType: ObservableObject> {
    var object: ObjectType?
    let observer = ObjectWillChangeObserver()
}

/// Where `.environmentObject(_:)` keeps an object of type `ObjectType`: one key per type, apart from the keys
/// of `.environment(_:)`.
private struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Places an observable object in the environment for `@EnvironmentObject` readers inside, keyed by its
    /// type, as in SwiftUI. An object placed further down for the same type wins below it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentWriter(content: self, token: ObjectIdentifier(object)) { $0[EnvironmentObjectKey<T>.self] = object }
    }
}
