/// One tab of a `TabView`, as SwiftUI's `Tab` (iOS 18): its content, its label in the bar and the value that
/// selects it.
///
/// Differences from SwiftUI: here it is a `View` built by the `TabView`'s `@ViewBuilder` (SwiftUI has a
/// `TabContent` builder of its own), so it can stand next to tabs made with `.tabItem { }`. A role is kept
/// and changes nothing (`.search` tabs are not set apart).
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView, SingleContentView, TaggedView,
    TabItemCarrier
{
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label

    var tagValue: AnyHashable { value.map { AnyHashable($0) } ?? AnyHashable(TabWithoutValue()) }
    var tabLabel: AnyView? { Label.self == EmptyView.self ? nil : AnyView(label) }

    /// A tab with a value and a label view.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.role = nil
        self.content = content()
        self.label = label()
    }

    /// A tab with a value, a role and a label view.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.role = role
        self.content = content()
        self.label = label()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = SingleChildGroupingNode<Tab<Value, Content, Label>>(context: context)
        node.update(self)
        return node
    }
}

/// The tag of a `Tab` without a value: the tab view gives it its position.
struct TabWithoutValue: Hashable {}

/// The label SwiftUI gives a tab made from a title and a symbol: the symbol and the title.
public typealias DefaultTabLabel = TermUIViews.Label<Text, Image>

/// What a tab is for, as SwiftUI's `TabRole`: kept, and changes nothing here.
public struct TabRole: Hashable, Sendable {
    private let name: String

    /// A tab that searches.
    public static let search = TabRole(name: "search")
}

extension Tab where Label == DefaultTabLabel {
    /// A tab with a title, a symbol and a value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { TermUIViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab with a string title, a symbol and a value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { TermUIViews.Label(title, systemImage: systemImage) }
    }

    /// A tab with a title, a symbol, a value and a role.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content) { TermUIViews.Label(titleKey, systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab with a title and a symbol, in a tab view that keeps its own selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TermUIViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab with a string title and a symbol, in a tab view that keeps its own selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TermUIViews.Label(title, systemImage: systemImage) }
    }
}

extension Tab where Value == Never {
    /// A tab with a label view, in a tab view that keeps its own selection.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.role = nil
        self.content = content()
        self.label = label()
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab without a label (its number only), in a tab view that keeps its own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension Tab where Label == EmptyView {
    /// A tab with a value and no label (its number only).
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { EmptyView() }
    }
}
