/// Content that names its screen, as `.navigationTitle` makes; the enclosing `NavigationStack` shows the
/// title in its bar.
struct NavigationTitleView<Content: View>: View, PrimitiveView {
    let content: Content
    let title: String

    func makeNode(context: NodeContext) -> Node {
        let node = NavigationTitleNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// A node that carries a screen title.
@MainActor
protocol NavigationTitleProviding: AnyObject {
    var navigationTitle: String { get }
}

/// The node of titled content; it does not change layout.
@MainActor
final class NavigationTitleNode<Content: View>: GroupingNode<NavigationTitleView<Content>>, NavigationTitleProviding {
    private(set) var navigationTitle = ""

    override func update(_ view: NavigationTitleView<Content>) {
        if navigationTitle != view.title {
            navigationTitle = view.title
            graph.setNeedsFrame()
        }
        children = [reconcile(children.first, with: view.content)]
    }
}

extension View {
    /// Names the screen this view is the content of; the navigation bar shows it.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        NavigationTitleView(content: self, title: title.text)
    }

    /// Names the screen this view is the content of.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationTitleView(content: self, title: String(title))
    }

    /// Names the screen with a text's characters.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleView(content: self, title: title.plainText)
    }
}

extension Node {
    /// The first navigation title at or below this node, not looking inside nested navigation stacks.
    func findNavigationTitle() -> String? {
        if let provider = self as? any NavigationTitleProviding { return provider.navigationTitle }
        var found: String?
        forEachVisibleChild { child in
            guard found == nil, !(child is any NavigationContainer), !(child is any ScreenPreferenceBoundary) else { return }
            found = child.findNavigationTitle()
        }
        return found
    }
}

/// A node that starts a navigation context of its own (titles inside it are its own).
@MainActor
protocol NavigationContainer: AnyObject {}

/// A node whose children cannot name or equip the screen (the rows of a list): searches for the screen's
/// title, title mode and toolbar do not look inside it.
@MainActor
protocol ScreenPreferenceBoundary: AnyObject {}
