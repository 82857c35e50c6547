import Observation

/// The node-owned box behind a `@FocusedValue` or `@FocusedBinding`: the value read from the focused values,
/// read again each time focus is resolved if the focus moved to other sources or a source was given a new value.
///
/// The value is observed (Observation): a change evaluates again the bodies that read it.
@MainActor
@Observable
final class FocusedValueStorage<Value>: FocusObserver {
    private(set) var value: Value?
    @ObservationIgnored private let read: (FocusedValues) -> Value?
    @ObservationIgnored private weak var owner: Node?
    /// The sources and their versions the value was read from.
    @ObservationIgnored private var versions: [FocusedValuesVersion] = []

    init(node: Node, read: @escaping (FocusedValues) -> Value?) {
        self.read = read
        owner = node
        let focused = node.graph.focused
        let published = node.graph.focusedValues(around: focused)
        value = read(published.values)
        versions = published.versions
        node.graph.focusManager.addObserver(self)
    }

    func focusIsResolved(on node: (any FocusTarget)?) {
        guard let graph = owner?.graph else { return }
        let published = graph.focusedValues(around: node)
        guard published.versions != versions else { return }
        versions = published.versions
        value = read(published.values)
    }
}
