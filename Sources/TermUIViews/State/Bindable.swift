import Observation

/// Makes bindings to the properties of an `@Observable` object, as in SwiftUI: `$model.title`.
///
/// Works as a property of a view and as a local inside `body` (`@Bindable var store = store`).
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// A bindable for an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// A bindable for an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// A bindable passed through.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// The bindable itself, for `$model.property`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
