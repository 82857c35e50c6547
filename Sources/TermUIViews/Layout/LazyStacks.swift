import Foundation
import TermUIBase

/// A vertical stack that builds only the children it shows, as SwiftUI's `LazyVStack`: inside a vertical
/// scroll view, only the children in view (and one beyond each edge, so that focus can move on) have nodes;
/// the others are counted and estimated without being built. Outside one, it is a `VStack`.
///
/// Unlike SwiftUI, its width is that of the children built so far, and `pinnedViews` pins nothing.
public struct LazyVStack<Content: View>: View, PrimitiveView, LazyStackView {
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// A lazy vertical stack; `spacing` is in rows (0 by default).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing.map(cells) ?? 0
        self.content = content()
    }

    var layout: StackLayout { StackLayout(axis: .vertical, alignment: .init(alignment), spacing: spacing) }

    func makeNode(context: NodeContext) -> Node {
        let node = LazyStackNode<Self>(context: context)
        node.update(self)
        return node
    }
}

/// A horizontal stack that builds only the children it shows, as SwiftUI's `LazyHStack`: inside a horizontal
/// scroll view, only the children in view (and one beyond each edge, so that focus can move on) have nodes;
/// the others are counted and estimated without being built. Outside one, it is an `HStack`.
///
/// Unlike SwiftUI, its height is that of the children built so far, and `pinnedViews` pins nothing.
public struct LazyHStack<Content: View>: View, PrimitiveView, LazyStackView {
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    /// A lazy horizontal stack; `spacing` is in columns (1 by default).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing.map(cells) ?? 1
        self.content = content()
    }

    var layout: StackLayout { StackLayout(axis: .horizontal, alignment: .init(alignment), spacing: spacing) }

    func makeNode(context: NodeContext) -> Node {
        let node = LazyStackNode<Self>(context: context)
        node.update(self)
        return node
    }
}

/// Which views of a lazy stack stay pinned while it scrolls, as in SwiftUI. TermUI pins nothing.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A lazy stack view, whatever its axis.
@MainActor
protocol LazyStackView: View {
    associatedtype Content: View
    /// The children.
    var content: Content { get }
    /// The axis, alignment and spacing of the children.
    var layout: StackLayout { get }
}
