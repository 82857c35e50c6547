/// A number that scales with the user's text size, as SwiftUI's `@ScaledMetric`. A terminal's text is one
/// cell a character at the size the terminal sets, so the value is the one given, unscaled.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, Sendable where Value: Sendable {
    /// The value, as given.
    public let wrappedValue: Value

    /// A metric of a base value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A metric of a base value that scales like a text style in SwiftUI (not here).
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}
