/// A key for a value that the focused view publishes to the rest of the window, as SwiftUI's `FocusedValueKey`:
/// declare one, a property of `FocusedValues` that reads and writes it, and publish the value with
/// `.focusedValue(_:_:)`.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values published by the focused view and the views around it, as SwiftUI's `FocusedValues`, read with
/// `@FocusedValue` and `@FocusedBinding`. In a terminal, as in a SwiftUI window: the values of the
/// `.focusedValue` modifiers around the focused view (the innermost one for each key), and of every
/// `.focusedSceneValue` in the window, wherever focus is.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value for a key, or nil while no view around the focus publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The observable object of a type published with `.focusedValue(_:)`, or nil.
    subscript<Object: AnyObject>(object type: Object.Type) -> Object? {
        get { values[ObjectIdentifier(type)] as? Object }
        set { values[ObjectIdentifier(type)] = newValue }
    }
}

/// A node that publishes focused values (a `.focusedValue` or `.focusedSceneValue` modifier's): it is in
/// `ViewGraph.focusedValueSources` while it is mounted.
@MainActor
protocol FocusedValuesSource: Node {
    /// Whether the values are the window's wherever focus is (`.focusedSceneValue`), not only while focus is
    /// inside this node.
    var publishesForScene: Bool { get }
    /// Counts the values the node was given, so that a reader knows when to read them again.
    var publishedVersion: Int { get }
    /// Writes the node's values.
    func publish(into values: inout FocusedValues)
}

extension ViewGraph {
    /// The focused values for focus on `focused`: the window's (`.focusedSceneValue`) first, then those of the
    /// sources around the focused node from the outermost in, so that the innermost source of a key wins; and
    /// which sources and versions they came from, to tell when they change.
    func focusedValues(around focused: Node?) -> (values: FocusedValues, versions: [FocusedValuesVersion]) {
        var scene: [any FocusedValuesSource] = []
        var around: [ObjectIdentifier: any FocusedValuesSource] = [:]
        for reference in focusedValueSources {
            guard let source = reference.node as? any FocusedValuesSource, source.isMounted else { continue }
            if source.publishesForScene { scene.append(source) } else { around[ObjectIdentifier(source)] = source }
        }
        // The focused node's ancestors that publish, innermost first.
        var chain: [any FocusedValuesSource] = []
        var node = focused
        while let current = node, chain.count < around.count {
            if let source = around[ObjectIdentifier(current)] { chain.append(source) }
            node = current.parent
        }
        var values = FocusedValues()
        var versions: [FocusedValuesVersion] = []
        for source in scene + chain.reversed() {
            source.publish(into: &values)
            versions.append(FocusedValuesVersion(source: ObjectIdentifier(source), version: source.publishedVersion))
        }
        return (values, versions)
    }
}

/// Which source's values, at which version, made a reader's focused values.
struct FocusedValuesVersion: Equatable {
    let source: ObjectIdentifier
    let version: Int
}
