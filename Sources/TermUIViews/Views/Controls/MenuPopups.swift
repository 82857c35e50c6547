import TermUIBase

/// The popups of a menu while it is open (a `Menu`'s, a context menu's): the menu of its content, and over it
/// the nested menus opened from it. Choosing a button closes them all, then runs the button; choosing a
/// nested menu opens it beside its item; Esc or a click outside closes the top one.
///
/// The items are the content's views, drawn as in a list row (buttons plain, destructive ones red): buttons
/// can be chosen; dividers and section headers cannot.
@MainActor
final class MenuPopups {
    private unowned let owner: Node
    private var menus: [PopupMenuNode] = []

    init(owner: Node) {
        self.owner = owner
    }

    /// Whether a menu is open.
    var isOpen: Bool { !menus.isEmpty }

    /// Calls `body` for each open popup, the first one first.
    func forEachPopup(_ body: (Node) -> Void) {
        for menu in menus { body(menu) }
    }

    /// Opens the menu of some content next to a rectangle (below it, or above when there is no room), closing
    /// any open one first. Content with no items opens nothing.
    func open(_ content: AnyView, anchor: Rect) {
        close()
        present(content, anchor: anchor)
    }

    /// Closes every open menu.
    func close() {
        close(from: 0)
    }

    private func close(from level: Int) {
        guard level < menus.count else { return }
        for menu in menus[level...].reversed() { owner.closePopup(menu) }
        menus.removeSubrange(level...)
    }

    private func present(_ content: AnyView, anchor: Rect) {
        var segments: [RowSegment] = []
        appendRows(of: content, to: &segments)
        let items = segments.flatMap { segment in
            (0..<segment.count).map { index in
                let view = segment.view(index)
                return PopupMenuNode.Item(view: view, isSelectable: segment.isSelectable && firstWrapped(Divider.self, in: view) == nil)
            }
        }
        guard !items.isEmpty else { return }
        let level = menus.count
        var environment = owner.environment
        environment.controlContext = .listRow
        environment.isInMenu = true
        let menu = PopupMenuNode(
            context: owner.childContext(environment: environment),
            onChoose: { [weak self] index in self?.choose(index, at: level) },
            onClose: { [weak self] in self?.close(from: level) })
        menu.setItems(items, current: nil)
        menu.anchor = anchor
        menus.append(menu)
        owner.graph.present(menu)
    }

    private func choose(_ index: Int, at level: Int) {
        guard menus.indices.contains(level), let item = menus[level].itemNode(at: index) else { return }
        if let submenu = item.firstNode((any SubmenuSource).self) {
            close(from: level + 1)
            // Beside its item: a little to the right, below the item's row when there is room.
            let box = menus[level].box
            present(submenu.menuContent, anchor: Rect(x: box.minX + 2, y: item.frame.minY, width: box.width, height: 1))
            return
        }
        close()
        _ = item.activateRow()
        owner.graph.setNeedsFrame()
    }
}

extension Node {
    /// The first node of a kind at or below this one, among the children shown.
    func firstNode<T>(_ type: T.Type) -> T? {
        firstNode(type, where: { _ in true })
    }

    /// The first visible node (this one or below it) that takes part in a role and is a `T`: only nodes of the
    /// role are cast, so a walk through a row's many node types looks none of their conformances up.
    func firstNode<T>(_ type: T.Type, withRole role: NodeRoles) -> T? {
        firstNode(type, where: { $0.roles.contains(role) })
    }

    private func firstNode<T>(_ type: T.Type, where isCandidate: (Node) -> Bool) -> T? {
        if isCandidate(self), let found = self as? T { return found }
        var found: T?
        forEachVisibleChild { child in
            if found == nil { found = child.firstNode(type, where: isCandidate) }
        }
        return found
    }
}
