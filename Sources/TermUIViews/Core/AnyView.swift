/// A type-erased view, as in SwiftUI. When the wrapped view's type changes, the old view is replaced and its
/// state dropped.
public struct AnyView {
    let wrapped: any View

    /// Erases a view's type.
    public init<V: View>(_ view: V) {
        wrapped = view
    }

    /// Erases a view's type.
    public init<V: View>(erasing view: V) {
        wrapped = view
    }

}

// Declared apart so that erasing a view is possible from any context, as `ViewBuilder` does for
// `if #available`.
extension AnyView: View, PrimitiveView {
    func makeNode(context: NodeContext) -> Node {
        let node = AnyViewNode(context: context)
        node.update(self)
        return node
    }
}

/// The node of an `AnyView`: the wrapped view's node.
@MainActor
final class AnyViewNode: GroupingNode<AnyView> {
    /// An erased view is boxed anew each time it is made, so its bytes always differ: the update counts as
    /// skipped when the wrapped view's node stayed and skipped its own (a list's rows, built again, keep
    /// their sizes).
    override func update(_ view: AnyView) {
        let previous = children.first
        let child = reconcile(previous, with: view.wrapped)
        children = [child]
        didSkipLastUpdate = child === previous && child.didSkipLastUpdate
    }
}
