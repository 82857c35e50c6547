/// Content that animates when a value changes, as `.animation(_:value:)` makes: changes to the content made
/// in the update where `value` differs from last time use `animation`; other changes do not animate.
struct AnimationModifierView<Content: View, Value: Equatable>: ContentModifierView, PrimitiveView {
    let content: Content
    let animation: Animation?
    let value: Value

    func makeNode(context: NodeContext) -> Node {
        let node = AnimationModifierNode<Content, Value>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content that animates on a value's change.
@MainActor
final class AnimationModifierNode<Content: View, Value: Equatable>: Node {
    private var content: Node?
    private var lastValue: Value?

    init(context: NodeContext) {
        super.init(viewType: ObjectIdentifier(AnimationModifierView<Content, Value>.self), context: context)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override var isTransparent: Bool { true }

    override func update(with view: any View) {
        guard let view = view as? AnimationModifierView<Content, Value> else { return }
        update(view)
    }

    func update(_ view: AnimationModifierView<Content, Value>) {
        let changed = lastValue.map { $0 != view.value } ?? false
        lastValue = view.value
        let inherited = graph.currentTransaction
        var transaction = inherited
        if changed, inherited?.disablesAnimations != true {
            transaction = Transaction(animation: view.animation)
        } else if inherited?.animation != nil, !changed {
            // Only a change of `value` animates this content.
            transaction = Transaction(animation: nil)
        }
        content = graph.withTransaction(transaction) { reconcile(content, with: view.content) }
    }
}

extension View {
    /// Animates the changes to this view that happen when `value` changes, and only those, as in SwiftUI.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        AnimationModifierView(content: self, animation: animation, value: value)
    }
}

extension View {
    /// Animates every change to this view with `animation`, as SwiftUI's older `animation(_:)` (which it now
    /// deprecates for `animation(_:value:)`); `.animation(nil)` stops the changes inside from animating, even
    /// in `withAnimation`. Unlike SwiftUI, TermUI does not mark it deprecated.
    public func animation(_ animation: Animation?) -> some View {
        AnimationModifierView(content: self, animation: animation, value: EveryUpdate())
    }
}

/// A value that differs from itself, so that every update counts as a change (`animation(_:)`).
struct EveryUpdate: Equatable {
    static func == (lhs: EveryUpdate, rhs: EveryUpdate) -> Bool { false }
}
