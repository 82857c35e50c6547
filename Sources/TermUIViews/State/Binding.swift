/// A two-way connection to a value stored elsewhere, as in SwiftUI.
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads and writes through two closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding that passes an existing one through (what `$value` gives for a `@Binding` property).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// A binding to an optional value, from a binding to a non-optional one.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to the unwrapped value, or nil when the value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var last = initial
        self.init(
            get: {
                if let value = base.wrappedValue { last = value }
                return last
            },
            set: { base.wrappedValue = $0 })
    }
}

extension Binding {
    /// A binding whose changes are animated, as in SwiftUI: setting it changes the value inside
    /// `withAnimation(animation)`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
    }
}

extension Binding: DynamicProperty {}
