/// A popup that a control opens next to its value, drawn over the screen: a picker's menu, a date picker's
/// calendar. `PopupControlNode` opens and closes it.
@MainActor
protocol ControlPopup: Presentable {
    /// What the user chooses in the popup: an option's index, a date.
    associatedtype Choice

    /// The rectangle of the control the popup belongs to: it opens below it, or above when there is no room.
    var anchor: Rect { get set }
}

/// Where a popup of a size goes next to the control it belongs to: below the anchor when there is room, else
/// above it, else as low as it fits; its right edge lines up with the anchor's.
func popupFrame(width: Int, height: Int, anchor: Rect, screen: Rect) -> Rect {
    let width = min(screen.width, width), height = min(screen.height, height)
    let y: Int
    if screen.maxY - anchor.maxY >= height {
        y = anchor.maxY
    } else if anchor.minY - screen.minY >= height {
        y = anchor.minY - height
    } else {
        y = max(screen.minY, screen.maxY - height)
    }
    let x = max(screen.minX, min(anchor.maxX + 1 - width, screen.maxX - width))
    return Rect(x: x, y: y, width: width, height: height)
}

extension Node {
    /// Takes down a popup this node presented (a menu, a calendar).
    func closePopup(_ popup: Node) {
        graph.dismiss(popup)
        popup.unmount()
        graph.setNeedsFrame()
    }
}
