/// The views presented over the screen (sheets, menus, the help overlay), bottom first, each with the focus
/// it took over, so that dismissing it gives focus back.
@MainActor
final class PresentationStack {
    private struct Entry {
        weak var node: Node?
        var focus: FocusManager.Snapshot
    }

    private var entries: [Entry] = []

    /// The presented nodes still in the graph, bottom first.
    var nodes: [Node] {
        entries.compactMap { $0.node }.filter(\.isMounted)
    }

    /// Puts a node on top, remembering the focus under it; false when it is presented already.
    func push(_ node: Node, focus: FocusManager.Snapshot) -> Bool {
        guard !entries.contains(where: { $0.node === node }) else { return false }
        entries.append(Entry(node: node, focus: focus))
        return true
    }

    /// Takes a node off: the focus it took over, and whether it was the top one; nil when it was not presented.
    ///
    /// When one under the top goes (a sheet closed by a button of the dialog over it), the one above it
    /// takes over the focus it had taken: the focus the one above remembered was inside it, and is gone.
    func remove(_ node: Node) -> (focus: FocusManager.Snapshot, wasTop: Bool)? {
        guard let index = entries.firstIndex(where: { $0.node === node }) else { return nil }
        let entry = entries.remove(at: index)
        if index < entries.count { entries[index].focus = entry.focus }
        return (entry.focus, index == entries.count)
    }
}
