import TermUIBase

/// Content with a context menu, as `.contextMenu { }` makes.
struct ContextMenuView<Content: View, MenuItems: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let menuItems: MenuItems

    func makeNode(context: NodeContext) -> Node {
        let node = ContextMenuNode<Content, MenuItems>(context: context)
        node.update(self)
        return node
    }
}

/// A node that has a context menu to open: a list opens its selected row's with the context-menu keys.
@MainActor
protocol ContextMenuSource: Node, ContextMenuCarrier {
    /// Opens the context menu next to a rectangle, or without one under the content.
    func openContextMenu(anchor: Rect?)
}

/// The node of content with a context menu. The context-menu keys (`m`, Shift-F10, the Menu key) open it
/// while the content (or a view in it) has focus, and on a list's selected row; a right click opens it at
/// the pointer. Content that takes no focus of its own takes focus here (shown reversed), so that the keys
/// can reach it.
@MainActor
final class ContextMenuNode<Content: View, MenuItems: View>: ContentModifierNode<ContextMenuView<Content, MenuItems>>,
    FocusTarget, KeyResponder, MouseTarget, ContextMenuSource
{
    override class var declaredRoles: NodeRoles { [.focus, .keys, .contextMenu] }

    private var menuItems = AnyView(EmptyView())
    private lazy var popups = MenuPopups(owner: self)

    override func forEachChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
        popups.forEachPopup(body)
    }

    override func forEachVisibleChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
    }

    override func configure(with view: ContextMenuView<Content, MenuItems>) {
        menuItems = AnyView(view.menuItems)
    }

    override func didUnmount() {
        popups.close()
    }

    func openContextMenu(anchor: Rect?) {
        let anchor = anchor ?? contentRect
        guard environment.isEnabled else { return }
        popups.open(menuItems, anchor: anchor)
    }

    /// Takes focus when nothing in it does, outside list rows (the list has the focus there).
    var acceptsFocus: Bool {
        environment.isEnabled && environment.controlContext == .free && (content?.focusableNodes.isEmpty ?? true)
    }

    var isSecondaryFocusTarget: Bool { false }
    var cursorPosition: Point? { nil }
    var takesTextInput: Bool { false }
    var clickKey: KeyEquivalent? { nil }

    /// The context-menu keys open the menu ("m menu", and Shift-F10 in the help), while it is enabled.
    var keyBindings: [KeyBinding] {
        guard environment.isEnabled else { return [] }
        return [KeyBinding(.contextMenuKeys, hints: [.contextMenu, .contextMenuFunctionKey]) { [self] _ in
            openContextMenu(anchor: nil)
        }]
    }

    /// Where the content is drawn: from the leading edge, as wide as it needs (a list row is wider), so that
    /// the menu opens under it.
    var contentRect: Rect {
        let width = content?.measure(ProposedSize(width: frame.width, height: frame.height)).width ?? frame.width
        return Rect(x: frame.minX, y: frame.minY, width: min(frame.width, max(1, width)), height: frame.height)
    }

    /// A right click opens the menu at the pointer.
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        guard case .press(.secondary) = event.kind, environment.isEnabled else { return false }
        openContextMenu(anchor: Rect(x: point.x, y: point.y, width: 1, height: 1))
        return true
    }

    override func draw(in canvas: inout CellCanvas) {
        super.draw(in: &canvas)
        if isFocused { canvas.restyle(frame) { $0.attributes.insert(.reverse) } }
    }
}

extension View {
    /// Adds a context menu of actions, as in SwiftUI: the menu's content (buttons, dividers, sections, nested
    /// menus) opens in a popup with `m`, Shift-F10 or the Menu key while the view (or a view in it, or its
    /// list row) has focus, and with a right click on it, instead of a long press.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuView(content: self, menuItems: menuItems())
    }

    /// Adds a context menu with a preview, as in SwiftUI; the terminal shows no preview (it is dropped).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuView(content: self, menuItems: menuItems())
    }
}
