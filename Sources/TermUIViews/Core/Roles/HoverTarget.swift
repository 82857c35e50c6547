import TermUIBase

/// A node that follows the pointer over its frame: the graph tells it where the pointer is while it is over
/// the node, and when it has left (mouse motion reports, xterm's mode 1003, which the terminal is asked for
/// while such a node is in the graph). Its type declares `NodeRoles.pointerHover`.
@MainActor
protocol HoverTarget: Node {
    /// The pointer is at a cell of the screen inside the node's frame, or has left it (nil).
    func pointerMoved(to point: Point?)
}
