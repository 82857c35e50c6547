/// A view that shows nothing and takes no space, as in SwiftUI.
public struct EmptyView: View, PrimitiveView {
    /// An empty view.
    public init() {}

    func makeNode(context: NodeContext) -> Node {
        GroupingNode<EmptyView>(context: context)
    }
}
