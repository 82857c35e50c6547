import TermUIBase

/// A node that handles the mouse itself over its frame (a list picks the row under the pointer, a scroll view
/// turns the wheel into scrolling, `onTapGesture` runs its action). The nodes under the pointer are asked
/// innermost first; when none handles a press, the nearest view that takes focus gets it (see
/// `ViewGraph.dispatchMouse`).
///
/// Only the nodes under the pointer are asked, a few per report, so this role has no `NodeRoles` bit.
@MainActor
protocol MouseTarget: Node {
    /// Handles a report at a cell inside the node's frame; `clickCount` counts presses in quick succession at
    /// that cell (2 for a double click; 0 for what is not a primary press). True when it was used.
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool
}
