/// Content with the label its tab shows in a `TabView`'s bar, as `.tabItem { }` makes.
struct TabItemView<Content: View, Label: View>: View, PrimitiveView, SingleContentView, TabItemCarrier {
    let content: Content
    let label: Label

    var tabLabel: AnyView? { AnyView(label) }

    func makeNode(context: NodeContext) -> Node {
        let node = SingleChildGroupingNode<TabItemView<Content, Label>>(context: context)
        node.update(self)
        return node
    }
}

/// A view that names the label of the tab it is (`.tabItem { }`, `Tab`).
@MainActor
protocol TabItemCarrier {
    /// The label in the tab bar; nil for a tab with no label of its own (its number only).
    var tabLabel: AnyView? { get }
}

extension View {
    /// Sets the label of the tab this view is in a `TabView`, as in SwiftUI: usually a `Label` with a title
    /// and a symbol (drawn as the symbol's glyph and the title) or a `Text`. Outside a `TabView` it changes
    /// nothing.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label())
    }
}
