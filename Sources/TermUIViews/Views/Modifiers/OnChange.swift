/// Content that runs an action when a value changes, as `.onChange(of:initial:_:)` makes. The action runs
/// after the update that saw the change, never while a body is being evaluated.
struct OnChangeView<Content: View, Value: Equatable>: ContentModifierView, PrimitiveView {
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func makeNode(context: NodeContext) -> Node {
        let node = OnChangeNode<Content, Value>(context: context)
        node.update(self)
        if initial {
            let action = action, value = value
            context.graph.runAfterUpdate { action(value, value) }
        }
        return node
    }
}

/// The node of content with a change action.
@MainActor
final class OnChangeNode<Content: View, Value: Equatable>: ContentModifierNode<OnChangeView<Content, Value>> {
    private var lastValue: Value?

    override func configure(with view: OnChangeView<Content, Value>) {
        if let lastValue, lastValue != view.value {
            let action = view.action, old = lastValue, new = view.value
            graph.runAfterUpdate { action(old, new) }
        }
        lastValue = view.value
    }
}

extension View {
    /// Runs an action with the old and new value when a value changes (and at once when `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs an action with the new value when a value changes: SwiftUI's older form, which SwiftUI deprecates in
    /// favour of the two-value one; ported code uses it often.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: false) { _, newValue in action(newValue) }
    }

    /// Runs an action when a value changes (and at once when `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }
}
