/// Content that sets a preference for the views above, as `.preference(key:value:)` makes.
struct PreferenceWriterView<Content: View, Key: PreferenceKey>: ContentModifierView, PrimitiveView {
    let content: Content
    let value: Key.Value

    func makeNode(context: NodeContext) -> Node {
        let node = PreferenceWriterNode<Content, Key>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content that sets a preference: it lays out and draws as its content, and tells its
/// ancestors when it comes, goes or sets another value (any new value: a key's value need not be
/// `Equatable`; the reader compares what it gathers).
@MainActor
final class PreferenceWriterNode<Content: View, Key: PreferenceKey>: ContentModifierNode<PreferenceWriterView<Content, Key>> {
    private var value: Key.Value?

    override func preferenceValue<Asked: PreferenceKey>(_ key: Asked.Type) -> Asked.Value? {
        guard Asked.self == Key.self else { return nil }
        return value as? Asked.Value
    }

    override func configure(with view: PreferenceWriterView<Content, Key>) {
        value = view.value
        preferencesChanged()
    }

    override func didUnmount() {
        if let parent, parent.isMounted { parent.preferencesChanged() }
    }
}

/// Content whose descendants' preference a closure is told of, as `.onPreferenceChange(_:perform:)` makes.
struct PreferenceReaderView<Content: View, Key: PreferenceKey>: ContentModifierView, PrimitiveView where Key.Value: Equatable {
    let content: Content
    let action: (Key.Value) -> Void

    func makeNode(context: NodeContext) -> Node {
        let node = PreferenceReaderNode<Content, Key>(context: context)
        node.update(self)
        node.preferencesChanged()
        return node
    }
}

/// The node that reads a preference: when a node below that sets one tells it of a change, it gathers the
/// value again once the update is done, and calls the action when the value differs from the last it was
/// told (and once at the start, with the first value, as SwiftUI does).
@MainActor
final class PreferenceReaderNode<Content: View, Key: PreferenceKey>: ContentModifierNode<PreferenceReaderView<Content, Key>>
where Key.Value: Equatable {
    private var action: (Key.Value) -> Void = { _ in }
    /// The value the action was last called with.
    private var lastValue: Key.Value?
    /// Whether a gathering waits for the end of the update.
    private var isGatheringScheduled = false

    override func configure(with view: PreferenceReaderView<Content, Key>) {
        action = view.action
    }

    override func preferencesChanged() {
        super.preferencesChanged()
        guard !isGatheringScheduled else { return }
        isGatheringScheduled = true
        graph.runAfterUpdate { [weak self] in self?.gatherAndReport() }
    }

    private func gatherAndReport() {
        isGatheringScheduled = false
        guard isMounted, let content else { return }
        let value = content.gatheredPreference(Key.self)
        guard value != lastValue else { return }
        lastValue = value
        action(value)
    }
}

extension View {
    /// Sets a preference that ancestors read with `onPreferenceChange(_:perform:)`, as in SwiftUI. Views
    /// that set the same key are combined by its `reduce(value:nextValue:)`; this view's value stands for any
    /// set inside it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWriterView<Self, K>(content: self, value: value)
    }

    /// Runs an action with the value of a preference that the views inside set, as in SwiftUI: once when the
    /// view first appears, then after each update that changes it (never while a body is evaluated, so the
    /// action may set state).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        PreferenceReaderView<Self, K>(content: self, action: action)
    }
}
