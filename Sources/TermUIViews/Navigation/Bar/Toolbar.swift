import TermUIBase

/// Where a toolbar item goes in the bar, as in SwiftUI. Leading: `.cancellationAction`, `.navigation`,
/// `.topBarLeading`; the title's place: `.principal`, `.title`; trailing: everything else.
/// `.confirmationAction` buttons get Ctrl-S and `.cancellationAction` buttons Esc as their keys.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, primaryAction, secondaryAction, confirmationAction, cancellationAction, destructiveAction
        case navigation, principal, title, status, topBarLeading, topBarTrailing, bottomBar, keyboard
        case navigationBarLeading, navigationBarTrailing
    }

    let kind: Kind

    /// Where the system puts it: trailing.
    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    /// The main action: trailing.
    public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
    /// A less important action: trailing.
    public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
    /// Confirms a sheet (Save, Done): trailing, Ctrl-S.
    public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
    /// Cancels a sheet: leading, Esc.
    public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
    /// Deletes: trailing.
    public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
    /// Navigation: leading.
    public static let navigation = ToolbarItemPlacement(kind: .navigation)
    /// In place of the title.
    public static let principal = ToolbarItemPlacement(kind: .principal)
    /// In place of the title.
    public static let title = ToolbarItemPlacement(kind: .title)
    /// Status information: trailing, before the buttons.
    public static let status = ToolbarItemPlacement(kind: .status)
    /// Leading.
    public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
    /// Trailing.
    public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
    /// The bottom of the screen in SwiftUI; trailing in the bar here.
    public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
    /// Above the on-screen keyboard in SwiftUI; a terminal has none, so trailing in the bar here.
    public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
    /// Leading (SwiftUI's older name of `.topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .navigationBarLeading)
    /// Trailing (SwiftUI's older name of `.topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .navigationBarTrailing)

    /// Which part of the bar the item goes in.
    var region: ToolbarRegion {
        switch kind {
        case .cancellationAction, .navigation, .topBarLeading, .navigationBarLeading: return .leading
        case .principal, .title: return .title
        case .status: return .status
        default: return .trailing
        }
    }

    /// The key an item in this place answers to, unless it has its own.
    var implicitShortcut: KeyboardShortcut? {
        switch kind {
        case .confirmationAction: return KeyboardShortcut("s", modifiers: .control)
        case .cancellationAction: return .cancelAction
        default: return nil
        }
    }
}

/// The parts of a navigation bar.
enum ToolbarRegion {
    case leading, title, status, trailing
}

/// Items for a toolbar, as in SwiftUI.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of this content's body.
    associatedtype Body: ToolbarContent
    /// The items.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content") }
}

/// One view in a toolbar.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Toolbar content that can list its entries.
@MainActor
protocol ToolbarEntriesProviding {
    func appendEntries(to entries: inout [ToolbarEntry])
}

/// Appends the entries of any toolbar content.
@MainActor
func appendToolbarEntries<C: ToolbarContent>(of content: C, to entries: inout [ToolbarEntry]) {
    if let provider = content as? any ToolbarEntriesProviding {
        provider.appendEntries(to: &entries)
    } else {
        appendToolbarEntries(of: content.body, to: &entries)
    }
}

/// One item of a toolbar in a given place, as in SwiftUI.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntriesProviding {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item in a place.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier, in a place.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        self.placement = placement
        self.content = content()
    }

    func appendEntries(to entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, view: AnyView(content)))
    }
}

/// Several items in the same place, as in SwiftUI.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntriesProviding {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group of items in a place.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func appendEntries(to entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 2) { content })))
    }
}

/// Several toolbar contents in a row.
public struct TupleToolbarContent: ToolbarContent, ToolbarEntriesProviding {
    let elements: [any ToolbarContent]

    func appendEntries(to entries: inout [ToolbarEntry]) {
        for element in elements { appendToolbarEntries(of: element, to: &entries) }
    }
}

/// Optional toolbar content (an `if` in the builder).
public struct OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent, ToolbarEntriesProviding {
    let wrapped: Wrapped?

    func appendEntries(to entries: inout [ToolbarEntry]) {
        if let wrapped { appendToolbarEntries(of: wrapped, to: &entries) }
    }
}

/// One of two toolbar contents (an `if`/`else` in the builder).
public struct ConditionalToolbarContent<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent, ToolbarEntriesProviding {
    let first: First?
    let second: Second?

    func appendEntries(to entries: inout [ToolbarEntry]) {
        if let first { appendToolbarEntries(of: first, to: &entries) }
        if let second { appendToolbarEntries(of: second, to: &entries) }
    }
}

/// Builds toolbar content, as in SwiftUI.
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
    /// Content passes through.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    /// One item is itself.
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    /// Several items.
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
        var elements: [any ToolbarContent] = []
        for element in repeat each content { elements.append(element) }
        return TupleToolbarContent(elements: elements)
    }
    /// An `if` without `else`.
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> OptionalToolbarContent<C> {
        OptionalToolbarContent(wrapped: content)
    }
    /// The first branch.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First) -> ConditionalToolbarContent<First, Second> {
        ConditionalToolbarContent(first: first, second: nil)
    }
    /// The second branch.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second) -> ConditionalToolbarContent<First, Second> {
        ConditionalToolbarContent(first: nil, second: second)
    }
}

/// Content with toolbar items, as `.toolbar` makes.
struct ToolbarView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let entries: [ToolbarEntry]

    func makeNode(context: NodeContext) -> Node {
        let node = ToolbarNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// A node that carries toolbar items for the navigation bar to show.
@MainActor
protocol ToolbarProviding: ToolbarItemsCarrier {
    /// The item nodes with their places.
    var toolbarItems: [(placement: ToolbarItemPlacement, node: Node)] { get }
}

/// The node of content with a toolbar: the items are its children, drawn by the navigation bar.
@MainActor
final class ToolbarNode<Content: View>: ContentModifierNode<ToolbarView<Content>>, ToolbarProviding {
    override class var declaredRoles: NodeRoles { [.toolbarItems] }

    private(set) var toolbarItems: [(placement: ToolbarItemPlacement, node: Node)] = []
    /// Each item's environment, kept while the bar's own does not change.
    private var itemEnvironments: [DerivedEnvironment] = []

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        for item in toolbarItems { body(item.node) }
    }

    override func configure(with view: ToolbarView<Content>) {
        var items: [(placement: ToolbarItemPlacement, node: Node)] = []
        for (index, entry) in view.entries.enumerated() {
            if itemEnvironments.count <= index { itemEnvironments.append(DerivedEnvironment()) }
            let itemEnvironment = itemEnvironments[index].values(from: environment, key: entry.placement) { values in
                values.controlContext = .toolbar
                if values.keyboardShortcut == nil, let shortcut = entry.placement.implicitShortcut {
                    values.keyboardShortcut = shortcut
                }
            }
            let existing = index < toolbarItems.count && toolbarItems[index].placement == entry.placement ? toolbarItems[index].node : nil
            if existing == nil, index < toolbarItems.count { toolbarItems[index].node.unmount() }
            items.append((entry.placement, reconcile(existing, with: entry.view, environment: itemEnvironment)))
        }
        for stale in toolbarItems.dropFirst(items.count) { stale.node.unmount() }
        toolbarItems = items
    }

    override func draw(in canvas: inout CellCanvas) {
        content?.draw(in: &canvas)
    }
}

extension View {
    /// Adds buttons and other views to the navigation bar; bare views go to the trailing side.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        var entries: [ToolbarEntry] = []
        var segments: [RowSegment] = []
        appendRows(of: content(), to: &segments)
        for segment in segments {
            for index in 0..<segment.count { entries.append(ToolbarEntry(placement: .automatic, view: segment.view(index))) }
        }
        return ToolbarView(content: self, entries: entries)
    }

    /// Adds toolbar items to the navigation bar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        var entries: [ToolbarEntry] = []
        appendToolbarEntries(of: content(), to: &entries)
        return ToolbarView(content: self, entries: entries)
    }
}

extension Node {
    /// The toolbar items at or below this node, not looking inside nested navigation containers.
    func collectToolbarItems(into items: inout [(placement: ToolbarItemPlacement, node: Node)]) {
        if roles.contains(.toolbarItems), let provider = self as? any ToolbarProviding { items += provider.toolbarItems }
        forEachVisibleChild { child in
            if child.roles.isDisjoint(with: .screenBoundaries) {
                child.collectToolbarItems(into: &items)
            }
        }
    }
}

extension View {
    /// A menu of actions on the screen's title, as SwiftUI's `toolbarTitleMenu(content:)`, which opens when the
    /// title is tapped. A terminal's title takes no focus, so the menu opens as the screen's context menu: with
    /// `m`, Shift-F10 or the Menu key wherever focus is in the screen, unless a view there has a menu of its
    /// own (a list's row), and with a right click.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        contextMenu(menuItems: content)
    }
}
