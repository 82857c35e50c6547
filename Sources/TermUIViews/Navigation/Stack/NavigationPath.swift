/// A list of values pushed on a navigation stack, of any hashable types, as in SwiftUI.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of the given values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed.
    public var count: Int { elements.count }

    /// Whether no screen is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(k, elements.count))
    }
}
