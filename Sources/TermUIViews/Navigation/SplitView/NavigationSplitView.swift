/// Two or three columns side by side (sidebar, optional content, detail), where the selection in one column
/// decides what the next shows, as in SwiftUI.
///
/// On a terminal at least `SplitColumnLayout.collapseWidth` (100) columns wide the columns stand side by side
/// with dividers, each with its own bar; Tab and Shift-Tab, → and ← (and Enter and Esc when nothing in the
/// column uses them) move focus between columns, and the list in the focused column has the stronger
/// highlight. On a narrower terminal, or when a column would fall under its minimum width, the split view
/// collapses into one stack, as on an iPhone: Enter (or →) on the chosen row pushes the next column, Esc (or
/// ←) goes back. Growing the terminal again shows the columns side by side with the same selections.
///
/// Differences from SwiftUI: moving the highlight of a list with a selection changes the selection, so in
/// the collapsed stack the next column is pushed by Enter rather than by the selection itself, and going back
/// keeps the selection (the highlight stays where it was). When a leading column's selection changes, the
/// columns after it start afresh (their state is new and `.onAppear` runs again), as SwiftUI replaces the
/// detail when the selection changes.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContentColumn: Bool
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: nil, preferredCompactColumn: nil, sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true)
    }

    /// A three-column split view whose visible columns the app controls.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, preferredCompactColumn: nil, sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true)
    }

    /// A three-column split view whose visible columns, and the column on top when it has collapsed, the app
    /// controls. The split view sets `preferredCompactColumn` too: to the column that has focus.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar(),
            content: content(), detail: detail(), hasContentColumn: true)
    }

    private init(
        columnVisibility: Binding<NavigationSplitViewVisibility>?,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>?, sidebar: Sidebar, content: Content, detail: Detail,
        hasContentColumn: Bool
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.hasContentColumn = hasContentColumn
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    func makeNode(context: NodeContext) -> Node {
        let node = NavigationSplitViewNode(context: context, viewType: ObjectIdentifier(Self.self))
        node.update(with: self)
        return node
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: nil, preferredCompactColumn: nil, sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false)
    }

    /// A two-column split view whose visible columns the app controls.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, preferredCompactColumn: nil, sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false)
    }

    /// A two-column split view whose column on top when it has collapsed the app controls. The split view
    /// sets `preferredCompactColumn` too: to the column that has focus.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: nil, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false)
    }

    /// A two-column split view whose visible columns, and the column on top when it has collapsed, the app
    /// controls.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar(),
            content: EmptyView(), detail: detail(), hasContentColumn: false)
    }
}

extension NavigationSplitView: SplitViewColumns {
    var columnCount: Int { hasContentColumn ? 3 : 2 }

    func reconcileColumn(_ position: Int, _ existing: Node?, in parent: Node, environment: EnvironmentValues) -> Node {
        switch position {
        case 0: parent.reconcile(existing, with: sidebar, environment: environment)
        case 1 where hasContentColumn: parent.reconcile(existing, with: content, environment: environment)
        default: parent.reconcile(existing, with: detail, environment: environment)
        }
    }
}

/// A split view's columns, whatever their view types.
@MainActor
protocol SplitViewColumns {
    /// Two or three.
    var columnCount: Int { get }
    var columnVisibility: Binding<NavigationSplitViewVisibility>? { get }
    var preferredCompactColumn: Binding<NavigationSplitViewColumn>? { get }
    /// Reconciles the node of the column at `position` with its view.
    func reconcileColumn(_ position: Int, _ existing: Node?, in parent: Node, environment: EnvironmentValues) -> Node
}
