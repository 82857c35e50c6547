package extension Node {
    /// The focused node when it is below this one and not inside a presentation (a menu, a sheet) that a node
    /// below this one opened; nil when this node itself has focus. A form or a scroll view keeps this node in
    /// view.
    var focusedDescendant: Node? {
        guard let focused = graph.focused, focused !== self else { return nil }
        var node: Node? = focused
        while let current = node, current !== self {
            if current.isPresentationRoot { return nil }
            node = current.parent
        }
        return node === self ? (focused as Node) : nil
    }
}
