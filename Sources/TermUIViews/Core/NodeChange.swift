/// What a change to a node's own state asks of the next frame: only drawing it again, or laying it out again
/// first. A node says it in one place, the `didSet` of the property that holds the state
/// (`var swipeActions = ListSwipeActions() { didSet { invalidate(.drawing) } }`), so that no code path that
/// changes the state can forget it. TermUI's own (in SwiftUI a view's state is all there is).
package enum NodeChange {
    /// The node draws differently at the same size.
    case drawing
    /// The node's size or its children's places may change.
    case layout
}

extension Node {
    /// Asks the next frame for what `change` needs: the sizes measured for this node and those above it are
    /// forgotten for a `.layout` change, and a frame is due either way.
    final func invalidate(_ change: NodeChange) {
        if change == .layout { invalidateLayout() }
        graph.setNeedsFrame()
    }
}
