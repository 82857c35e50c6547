/// A view that shows one of several tabs, as SwiftUI's `TabView`: a row of tabs at the top of its frame
/// (each its number, its item's label and its badge), the selected tab's content below.
///
/// Differences from SwiftUI: the tab bar is at the top, not the bottom, because the bottom row is the
/// key-hint bar and two bars of keys side by side read as one. The number keys 1–9 select the first nine
/// tabs wherever focus is, unless the focused view uses the key (a text field types it); the bar's hint is
/// "1-3 tabs". A click on a tab selects it. Each tab's content keeps its state (scroll position, focus,
/// `@State`) while another is shown; a tab's content is first built when it is first shown. The content's
/// views are the tabs, `ForEach` included: each with `.tabItem { }` for its label (without one, its number
/// only) or a `Tab`; a tab's value is the `Tab`'s value, else its `.tag(_:)`, else its `ForEach` element's id,
/// else its position. With `.tabViewStyle(.page)` there is no bar: a row of dots (●○○) at the bottom says
/// which page shows, and the number keys and clicks on the dots still turn pages.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selection is bound: selecting a tab sets it to the tab's value, and setting it shows
    /// the tab with that value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = TabViewNode<SelectionValue, Content>(context: context)
        node.update(self)
        return node
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, starting on the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}
