/// How a screen's title shows in the navigation bar, as SwiftUI's `NavigationBarItem.TitleDisplayMode` and
/// `ToolbarTitleDisplayMode`: a large title is bold and underlined at the left of the bar, an inline one bold
/// in the middle. Automatic is large on the root screen and inline on pushed ones.
public enum TitleDisplayMode: Hashable, Sendable {
    /// Large on the root screen, inline on pushed screens.
    case automatic
    /// Bold and underlined, at the left.
    case large
    /// Bold, in the middle.
    case inline
    /// As `.large`; a terminal has no room to collapse titles while scrolling.
    case inlineLarge
}

/// SwiftUI's name for the title display modes of `navigationBarTitleDisplayMode(_:)`.
public enum NavigationBarItem {
    /// How a title shows.
    public typealias TitleDisplayMode = TermUI.TitleDisplayMode
}

/// SwiftUI's name for the title display modes of `toolbarTitleDisplayMode(_:)`.
public typealias ToolbarTitleDisplayMode = TitleDisplayMode

/// Content that sets its screen's title display mode.
struct TitleDisplayModeView<Content: View>: View, PrimitiveView {
    let content: Content
    let mode: TitleDisplayMode

    func makeNode(context: NodeContext) -> Node {
        let node = TitleDisplayModeNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// A node that carries a title display mode.
@MainActor
protocol TitleDisplayModeProviding: AnyObject {
    var titleDisplayMode: TitleDisplayMode { get }
}

/// The node of content with a title display mode; it does not change layout.
@MainActor
final class TitleDisplayModeNode<Content: View>: GroupingNode<TitleDisplayModeView<Content>>, TitleDisplayModeProviding {
    private(set) var titleDisplayMode = TitleDisplayMode.automatic

    override func update(_ view: TitleDisplayModeView<Content>) {
        titleDisplayMode = view.mode
        children = [reconcile(children.first, with: view.content)]
    }
}

extension View {
    /// Sets how the screen's title shows in the navigation bar.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        TitleDisplayModeView(content: self, mode: mode)
    }

    /// Sets how the screen's title shows in the navigation bar.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        TitleDisplayModeView(content: self, mode: mode == .inlineLarge ? .large : mode)
    }
}

extension Node {
    /// The first title display mode at or below this node, not looking inside nested navigation stacks.
    func findTitleDisplayMode() -> TitleDisplayMode? {
        if let provider = self as? any TitleDisplayModeProviding { return provider.titleDisplayMode }
        var found: TitleDisplayMode?
        forEachVisibleChild { child in
            guard found == nil, !(child is any NavigationContainer), !(child is any ScreenPreferenceBoundary) else { return }
            found = child.findTitleDisplayMode()
        }
        return found
    }
}
