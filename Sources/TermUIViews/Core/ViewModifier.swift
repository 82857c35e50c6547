/// A reusable change to a view, applied with `.modifier(_:)`, as in SwiftUI.
///
/// A modifier may hold dynamic properties (`@Environment`, `@State`, ...); they live as long as the modified
/// view keeps its place in the tree, as they would in a view.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View

    /// The view the modifier is applied to, as the modifier's body sees it.
    typealias Content = _ViewModifier_Content<Self>

    /// Builds the modified view around `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, standing in for it inside the modifier's `body(content:)`.
///
/// Unlike SwiftUI's, it is an ordinary view that holds the content type-erased.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: AnyView

    /// The content the modifier was applied to.
    public var body: some View { content }
}

/// A view with a modifier applied to it: what `.modifier(_:)` returns, as in SwiftUI.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// The modifier's body around the content.
    public var body: some View {
        modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }
}

extension View {
    /// Applies a modifier to this view, as in SwiftUI.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
