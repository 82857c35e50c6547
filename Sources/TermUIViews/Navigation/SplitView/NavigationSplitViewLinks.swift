/// A destination a `NavigationLink` in a column opened: the view shown in the next column instead of that
/// column's own, while the selections before it are those it was opened with.
struct LinkedDestination {
    /// The column it is shown in.
    let position: Int
    /// What it shows.
    let view: AnyView
    /// Which link opening this was, so that a new one makes the column afresh.
    let generation: Int
    /// The selections of the columns before `position` when the link was opened.
    let selections: [AnyHashable?]
}

/// Links in a split view's columns, as in SwiftUI: a `NavigationLink(destination:)` in a column that has no
/// navigation stack of its own shows its destination in the next column (a sidebar's link in the detail);
/// collapsed, that column comes on top. Choosing another row before it gives the column its own view back.
extension NavigationSplitViewNode {
    /// Shows `destination` in the column after `position`.
    func showLinkedDestination(_ destination: AnyView, from position: Int) {
        guard position + 1 < count else { return }
        linkCount &+= 1
        let selections = (0...position).map { columns[$0]?.boundListSelection ?? nil }
        linkedDestination = LinkedDestination(position: position + 1, view: destination, generation: linkCount, selections: selections)
        if isCollapsed && compactPosition == position {
            _ = pushColumn()
        } else {
            syncColumns()
        }
    }

    /// Resolves the linked destination to show in the column at `position`, given the selections of the
    /// columns before it: one whose selections have changed since is forgotten, and nil returned.
    func resolveLinkedDestination(at position: Int, chosen: [AnyHashable?]) -> LinkedDestination? {
        guard let linked = linkedDestination, linked.position == position else { return nil }
        guard Array(chosen.prefix(position)) == linked.selections else {
            linkedDestination = nil
            return nil
        }
        return linked
    }

    /// The column of this split view that holds `node`.
    func columnPosition(of node: Node) -> Int? {
        columns.firstIndex { $0?.isAncestor(of: node) == true }
    }
}

extension Node {
    /// The split view whose column holds this node, and that column, when no navigation stack is nearer.
    var enclosingSplitViewColumn: (splitView: NavigationSplitViewNode, position: Int)? {
        var node = parent
        while let current = node {
            if current is any NavigationStackNodeProtocol || current.isPresentationRoot { return nil }
            if let split = current as? NavigationSplitViewNode {
                return split.columnPosition(of: self).map { (split, $0) }
            }
            node = current.parent
        }
        return nil
    }
}
