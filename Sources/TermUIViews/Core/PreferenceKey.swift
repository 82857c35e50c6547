/// A named value that views below set and a view above reads, as SwiftUI's `PreferenceKey`: a view sets
/// it with `preference(key:value:)`, and `onPreferenceChange(_:perform:)` on an ancestor is told the values of
/// its descendants, combined by `reduce(value:nextValue:)` in the order the views are written.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view below sets one.
    static var defaultValue: Value { get }
    /// Combines the value gathered so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nil, where no view below sets a value (as SwiftUI gives an optional value's key).
    public static var defaultValue: Value { nil }
}

extension Node {
    /// The value of a preference key that the views shown at and below this node set, combined in the order
    /// they are written (the key's default where none sets it). A node that sets the key stands for the nodes
    /// below it, as its value covers theirs.
    func gatheredPreference<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        var value = Key.defaultValue
        gatherPreference(key, into: &value)
        return value
    }

    private func gatherPreference<Key: PreferenceKey>(_ key: Key.Type, into value: inout Key.Value) {
        if let own = preferenceValue(key) {
            Key.reduce(value: &value) { own }
            return
        }
        forEachVisibleChild { $0.gatherPreference(key, into: &value) }
    }
}
