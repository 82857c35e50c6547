extension View {
    /// Binds the view's focus to a `@FocusState` Boolean, as in SwiftUI: it is true while focus is on the
    /// view or inside it, and setting it true moves focus to the first view inside that takes focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedView(content: self, storage: condition.storage, value: true)
    }

    /// Binds the view's focus to a value of a `@FocusState`, as in SwiftUI: the state is `value` while focus is
    /// on the view or inside it, and setting the state to `value` moves focus there.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        FocusedView(content: self, storage: binding.storage, value: Optional(value))
    }
}

/// Content whose focus is bound to focus state.
struct FocusedView<Content: View, Value: Hashable>: ContentModifierView, PrimitiveView {
    let content: Content
    let storage: FocusStateStorage<Value>?
    let value: Value

    func makeNode(context: NodeContext) -> Node {
        let node = FocusedNode<Content, Value>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content whose focus is bound to focus state: it binds itself to the state's storage.
@MainActor
final class FocusedNode<Content: View, Value: Hashable>: ContentModifierNode<FocusedView<Content, Value>> {
    override func configure(with view: FocusedView<Content, Value>) {
        view.storage?.bind(self, to: view.value)
    }
}
