import Observation

/// Content that publishes focused values, as `.focusedValue(_:_:)` and `.focusedSceneValue(_:_:)` make.
struct FocusedValuePublisherView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let publishesForScene: Bool
    let publish: (inout FocusedValues) -> Void

    func makeNode(context: NodeContext) -> Node {
        let node = FocusedValuePublisherNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content that publishes focused values: a source the graph's readers find while focus is inside
/// it (or anywhere, for the window's values).
@MainActor
final class FocusedValuePublisherNode<Content: View>: ContentModifierNode<FocusedValuePublisherView<Content>>,
    FocusedValuesSource
{
    private(set) var publishesForScene = false
    private(set) var publishedVersion = 0
    private var publish: (inout FocusedValues) -> Void = { _ in }
    private var isListed = false

    override func configure(with view: FocusedValuePublisherView<Content>) {
        publishesForScene = view.publishesForScene
        publish = view.publish
        publishedVersion += 1
        if !isListed {
            let reference = WeakNode()
            reference.node = self
            graph.focusedValueSources.append(reference)
            isListed = true
        }
        // Readers look again after the next resolve of focus, which a frame brings.
        graph.setNeedsFrame()
    }

    func publish(into values: inout FocusedValues) {
        publish(&values)
    }

    override func didUnmount() {
        graph.focusedValueSources.removeAll { $0.node == nil || $0.node === self }
        graph.setNeedsFrame()
    }
}

extension View {
    /// Publishes a value for a key path of `FocusedValues` while focus is on this view or inside it, for
    /// `@FocusedValue` and `@FocusedBinding` to read anywhere in the window.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        publishingFocusedValues(forScene: false) { $0[keyPath: keyPath] = value }
    }

    /// Publishes a value, or none when it is nil, for a key path of `FocusedValues` while focus is on this view
    /// or inside it.
    @_disfavoredOverload
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        publishingFocusedValues(forScene: false) { if let value { $0[keyPath: keyPath] = value } }
    }

    /// Publishes an observable object while focus is on this view or inside it, for `@FocusedValue(Type.self)`.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        publishingFocusedValues(forScene: false) { if let object { $0[object: T.self] = object } }
    }

    /// Publishes a value for a key path of `FocusedValues` to the whole window, wherever focus is, as long as
    /// this view is on screen. A terminal app has one window, so its scene is the whole screen.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        publishingFocusedValues(forScene: true) { $0[keyPath: keyPath] = value }
    }

    /// Publishes a value, or none when it is nil, to the whole window, as long as this view is on screen.
    @_disfavoredOverload
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        publishingFocusedValues(forScene: true) { if let value { $0[keyPath: keyPath] = value } }
    }

    /// Publishes an observable object to the whole window, as long as this view is on screen.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        publishingFocusedValues(forScene: true) { if let object { $0[object: T.self] = object } }
    }

    /// The view publishing what `publish` writes: around the focus, or for the whole window.
    private func publishingFocusedValues(
        forScene: Bool, _ publish: @escaping (inout FocusedValues) -> Void
    ) -> FocusedValuePublisherView<Self> {
        FocusedValuePublisherView(content: self, publishesForScene: forScene, publish: publish)
    }
}
