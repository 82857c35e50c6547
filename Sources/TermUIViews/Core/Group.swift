/// Groups views without laying them out itself, as in SwiftUI: the stack around the group lays out its
/// children, and modifiers on the group reach all of them.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// A group of the views the closure builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = SingleChildGroupingNode<Group<Content>>(context: context)
        node.update(self)
        return node
    }
}

extension Group: SingleContentView {}

/// A view that wraps one content view without changing its layout.
@MainActor
protocol SingleContentView: View {
    associatedtype Content: View
    /// The wrapped view.
    var content: Content { get }
}

/// The node of a view that only passes its one content view through.
@MainActor
final class SingleChildGroupingNode<V: SingleContentView>: GroupingNode<V> {
    override func update(_ view: V) {
        children = [reconcile(children.first, with: view.content)]
    }
}
