/// A property of an `ObservableObject` that announces its changes, as in SwiftUI: setting it sends the
/// object's `objectWillChange` first, then stores the new value, so views holding the object are evaluated
/// again before the next frame and read the new value then.
///
/// ```swift
/// final class Info: ObservableObject {
///     @Published var lastFlightId: Int?
/// }
/// ```
///
/// Differences from SwiftUI: there is no projected value. In SwiftUI `$lastFlightId` inside the class is a
/// Combine publisher of the property's values; there is no Combine on Linux, so `$property` does not compile
/// here. Bindings to the property come from the view side, as in SwiftUI: `$info.lastFlightId` on an
/// `@ObservedObject`, `@StateObject` or `@EnvironmentObject`. `@Published` works only in classes that
/// conform to `ObservableObject` (SwiftUI allows any class, for the sake of the publisher).
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// A published property with an initial value: `@Published var count = 0`.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// A published property with an initial value.
    public init(initialValue: Value) {
        value = initialValue
    }

    /// Not available: the value is reached through the enclosing object, so that setting it can announce the
    /// change.
    @available(*, unavailable, message: "@Published is only available on properties of classes that conform to ObservableObject")
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// Reads and writes the property of `object`; a write sends `object.objectWillChange` before it stores the
    /// new value. The compiler calls this for every use of a `@Published` property of a class.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

extension Published: Sendable where Value: Sendable {}
