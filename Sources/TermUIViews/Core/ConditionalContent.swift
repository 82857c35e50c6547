/// The view of an `if`/`else` or `switch` in a `@ViewBuilder`, as in SwiftUI. Each branch has its own
/// identity: switching branches replaces the view and drops its state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

// Declared apart so that `ViewBuilder`, which SwiftUI does not isolate, can build an `if`/`else` anywhere.
extension _ConditionalContent: View, PrimitiveView {
    func makeNode(context: NodeContext) -> Node {
        let node = ConditionalNode<TrueContent, FalseContent>(context: context)
        node.update(self)
        return node
    }
}

/// The node of a conditional: the active branch's node, replaced when the branch changes.
@MainActor
final class ConditionalNode<TrueContent: View, FalseContent: View>:
    GroupingNode<_ConditionalContent<TrueContent, FalseContent>>
{
    private var isTrueBranch: Bool?

    override func update(_ view: _ConditionalContent<TrueContent, FalseContent>) {
        switch view.storage {
        case .trueContent(let content): show(content, isTrue: true)
        case .falseContent(let content): show(content, isTrue: false)
        }
    }

    private func show<Content: View>(_ content: Content, isTrue: Bool) {
        let existing = isTrueBranch == isTrue ? children.first : nil
        if existing == nil, let old = children.first { retire(old) }
        children = [reconcile(existing, with: content)]
        isTrueBranch = isTrue
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view is a primitive: it shows the wrapped view when there is one.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(context: NodeContext) -> Node {
        let node = OptionalNode<Wrapped>(context: context)
        node.update(self)
        return node
    }
}

/// The node of an optional view (an `if` without `else`): the wrapped view's node while there is one.
@MainActor
final class OptionalNode<Wrapped: View>: GroupingNode<Wrapped?> {
    override func update(_ view: Wrapped?) {
        if let view {
            children = [reconcile(children.first, with: view)]
        } else {
            if let old = children.first { retire(old) }
            children = []
        }
    }
}
