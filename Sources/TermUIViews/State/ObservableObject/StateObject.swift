/// An `ObservableObject` a view owns, as in SwiftUI: `@StateObject private var model = Model()`.
///
/// The object is made from the autoclosure once per view identity, the first time the view appears, and kept
/// in the view's node like `@State`: it survives every re-evaluation of the parent's body (later autoclosures
/// are never called) and is released when the view leaves the tree. The view is evaluated again before the
/// next frame whenever the object sends `objectWillChange`, from any thread.
///
/// Differences from SwiftUI: none in use. Read before the view is in the graph (in its `init`), the wrapped
/// value is a new object each time, as SwiftUI does (it also logs a warning). A view whose `@StateObject`
/// autoclosure captures values (`StateObject(wrappedValue: Model(id: id))`) has a new closure each time its
/// parent re-evaluates, so it is evaluated again too; the object is still made only once.
@MainActor @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: NodeBackedProperty {
    private let makeObject: () -> ObjectType
    private var storage: StateObjectStorage<ObjectType>?

    /// State holding the object `thunk` makes, called only the first time the view appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The object, made when the view first appeared.
    public var wrappedValue: ObjectType {
        storage?.object ?? makeObject()
    }

    /// Bindings to the object's properties: `$model.title`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(wrappedValue)
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let property = address.assumingMemoryBound(to: StateObject<ObjectType>.self)
        if let existing = slot as? StateObjectStorage<ObjectType> {
            property.pointee.storage = existing
            return
        }
        let storage = StateObjectStorage(object: property.pointee.makeObject())
        storage.observer.observe(storage.object.objectWillChange, for: node)
        slot = storage
        property.pointee.storage = storage
    }
}

/// The node-owned object behind a `@StateObject` property, and the subscription that re-renders the node.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    let observer = ObjectWillChangeObserver()

    init(object: ObjectType) {
        self.object = object
    }
}
