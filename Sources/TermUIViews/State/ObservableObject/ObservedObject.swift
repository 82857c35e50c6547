/// An `ObservableObject` a view is given, as in SwiftUI: `@ObservedObject var info: Info`.
///
/// The view does not own the object: whoever passes it in keeps it. The view is evaluated again before the
/// next frame whenever the object sends `objectWillChange`, from any thread. When the parent passes another
/// object, the view follows the new one and stops following the old; when the view leaves the tree, its
/// node and with it the subscription are released (the subscription never keeps the object alive).
///
/// `$info.lastFlightId` is a `Binding` to a property of the object, as in SwiftUI.
///
/// Differences from SwiftUI: none in use. The subscription is taken when the view is put in (or updated in)
/// the graph, so an object read before that (in the view's `init`) is not yet followed.
@MainActor @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: NodeBackedProperty {
    /// Makes bindings to the properties of an observable object: what `$object` is for `@ObservedObject` and
    /// `@StateObject`, as SwiftUI's `ObservedObject.Wrapper`.
    @MainActor @dynamicMemberLookup
    public struct Wrapper {
        private let object: ObjectType

        init(_ object: ObjectType) {
            self.object = object
        }

        /// A binding to a property of the object; writing it sets the property (and so, for a `@Published`
        /// one, sends `objectWillChange`).
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType
    private var observer: ObjectWillChangeObserver?

    /// Follows an object: `@ObservedObject var info: Info`, set by the memberwise initialiser.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Follows an object (SwiftUI deprecates this spelling in favour of `init(wrappedValue:)`).
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Bindings to the object's properties: `$info.lastFlightId`.
    public var projectedValue: Wrapper {
        Wrapper(wrappedValue)
    }

    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node) {
        let property = address.assumingMemoryBound(to: ObservedObject<ObjectType>.self)
        let observer: ObjectWillChangeObserver
        if let existing = slot as? ObjectWillChangeObserver {
            observer = existing
        } else {
            observer = ObjectWillChangeObserver()
            slot = observer
        }
        observer.observe(property.pointee.wrappedValue.objectWillChange, for: node)
        property.pointee.observer = observer
    }
}
