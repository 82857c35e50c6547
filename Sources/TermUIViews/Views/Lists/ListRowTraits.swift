import TermUIBase

/// How prominent a section's header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The usual header.
    case standard
    /// A header set apart more.
    case increased
}

/// The room between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    let rows: CGFloat?
    /// The list's own spacing.
    public static let `default` = ListSectionSpacing(rows: nil)
    /// Less room.
    public static let compact = ListSectionSpacing(rows: nil)
    /// A given room.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(rows: spacing) }
}

/// What a row's content says about what may be done to the row, as `deleteDisabled(_:)` and
/// `moveDisabled(_:)` make.
struct ListRowRestrictionView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let disablesDelete: Bool
    let disablesMove: Bool

    func makeNode(context: NodeContext) -> Node {
        let node = ListRowRestrictionNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// A node that keeps its row from being deleted or moved; the list asks the selected row's nodes.
@MainActor
protocol ListRowRestricting: Node, RowRestrictionCarrier {
    var disablesDelete: Bool { get }
    var disablesMove: Bool { get }
}

/// The node of a row's restriction; it draws and lays out its content as it is.
@MainActor
final class ListRowRestrictionNode<Content: View>: ContentModifierNode<ListRowRestrictionView<Content>>, ListRowRestricting {
    override class var declaredRoles: NodeRoles { [.rowRestriction] }

    private(set) var disablesDelete = false
    private(set) var disablesMove = false

    override func configure(with view: ListRowRestrictionView<Content>) {
        if disablesDelete != view.disablesDelete || disablesMove != view.disablesMove { graph.setNeedsFrame() }
        disablesDelete = view.disablesDelete
        disablesMove = view.disablesMove
    }
}

extension Node {
    /// Whether a restriction at or below this node (a row) says so.
    func restrictsRow(_ restriction: (any ListRowRestricting) -> Bool) -> Bool {
        containsNode { $0.roles.contains(.rowRestriction) && (($0 as? any ListRowRestricting).map(restriction) ?? false) }
    }
}

extension View {
    /// Keeps the row from being deleted, as in SwiftUI: `d` offers no Delete for it (its `ForEach`'s
    /// `onDelete` is not run for it), and the bar does not name the key.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        ListRowRestrictionView(content: self, disablesDelete: isDisabled, disablesMove: false)
    }

    /// Keeps the row from being moved, as in SwiftUI: Shift-↑ and Shift-↓ do not move it (its `ForEach`'s
    /// `onMove` is not run for it); other rows may still move past it.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        ListRowRestrictionView(content: self, disablesDelete: false, disablesMove: isDisabled)
    }

    /// Keeps the row from being selected, as in SwiftUI. In a terminal the selection is how keys reach a row
    /// (↑ ↓ move it, Enter acts on it), so a row that could not be selected could not be reached: the row is
    /// accepted and stays selectable.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// The colour of a row's separators, as in SwiftUI; terminal lists draw no separators (each would cost a
    /// row of the screen), so this changes nothing.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Shows or hides a section's separators, as in SwiftUI; terminal lists draw no separators, so this
    /// changes nothing.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The room between a list's rows, as in SwiftUI. Rows are screen rows, next to each other: a gap would
    /// cost a row of the screen each, so the list keeps its rows together.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

    /// The room between a list's sections, as in SwiftUI; sections keep the list's own spacing (a header's
    /// row sets each apart), so this changes nothing.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

    /// The room between a list's sections, as in SwiftUI (see `listSectionSpacing(_:)`).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }

    /// How prominent the section headers inside are, as in SwiftUI. A header is a line of bold text at either
    /// prominence (text has one size), so this changes nothing; it keeps a `Section` a section of its list.
    public func headerProminence(_ prominence: Prominence) -> some View { self }
}
