/// Content that says which screen a pushed value of some type shows, as `.navigationDestination(for:)`
/// makes. It registers with the navigation stack around it.
struct NavigationDestinationView<Content: View, Value: Hashable, Destination: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let destination: (Value) -> Destination

    func makeNode(context: NodeContext) -> Node {
        let node = NavigationDestinationNode<Content, Value, Destination>(context: context)
        node.update(self)
        return node
    }
}

/// The node of a navigation destination.
@MainActor
final class NavigationDestinationNode<Content: View, Value: Hashable, Destination: View>:
    ContentModifierNode<NavigationDestinationView<Content, Value, Destination>>
{
    override func configure(with view: NavigationDestinationView<Content, Value, Destination>) {
        let destination = view.destination
        enclosingNavigationStack?.register(destinationFor: Value.self) { value in
            (value.base as? Value).map { AnyView(destination($0)) }
        }
    }
}

extension View {
    /// Says which screen to show when a value of a type is pushed on the enclosing navigation stack.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationView(content: self, destination: destination)
    }
}

extension Node {
    /// The navigation stack this node is in, if any.
    var enclosingNavigationStack: (any NavigationStackNodeProtocol)? {
        var node = parent
        while let current = node {
            if let stack = current as? any NavigationStackNodeProtocol { return stack }
            if current.isPresentationRoot { return nil }
            node = current.parent
        }
        return nil
    }
}
