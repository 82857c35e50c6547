/// What the view graph gives a view when it makes the view's node: its graph, parent and environment.
///
/// Part of `View._makeView(view:inputs:)`, not for apps to use; SwiftUI has a type of the same name for its own
/// graph. Its contents are TermUI's own.
@MainActor
public struct _ViewInputs {
    let context: NodeContext
}

/// The node a view made, returned by `View._makeView(view:inputs:)`. Not for apps to use; SwiftUI has a type of
/// the same name for its own graph.
@MainActor
public struct _ViewOutputs {
    let node: Node
}
