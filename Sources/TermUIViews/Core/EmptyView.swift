/// A view that shows nothing and takes no space, as in SwiftUI.
public struct EmptyView {
    /// An empty view.
    public init() {}
}

// Declared apart so that the type is not isolated to the main actor: `ViewBuilder`, which SwiftUI does not
// isolate, makes one for an empty closure from any context.
extension EmptyView: View, PrimitiveView {
    func makeNode(context: NodeContext) -> Node {
        GroupingNode<EmptyView>(context: context)
    }
}
