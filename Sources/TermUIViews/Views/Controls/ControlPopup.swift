import TermUIBase

/// A popup that a control opens next to its value, drawn over the screen: a picker's menu, a date picker's
/// calendar. `PopupControlNode` opens and closes it.
@MainActor
protocol ControlPopup: Presentable {
    /// What the user chooses in the popup: an option's index, a date.
    associatedtype Choice

    /// The rectangle of the control the popup belongs to: it opens below it, or above when there is no room.
    var anchor: Rect { get set }
}

/// Where a popup of a size goes next to the control it belongs to, inside the screen and, whenever the screen
/// allows, off the control's value (`anchor`): below it when it fits, else above; else, for a popup that can
/// be shorter (a menu that scrolls, down to `minimumHeight` rows), on the side with more rows, shortened;
/// else beside the value (to its left, else its right), as near its row as fits; else as low as it fits,
/// over the value (a screen too small for it either way). Below or above, its right edge lines up with the
/// anchor's.
func popupFrame(width: Int, height: Int, minimumHeight: Int? = nil, anchor: Rect, screen: Rect) -> Rect {
    let width = min(screen.width, width), height = min(screen.height, height)
    let roomBelow = screen.maxY - anchor.maxY, roomAbove = anchor.minY - screen.minY
    let alignedX = max(screen.minX, min(anchor.maxX + 1 - width, screen.maxX - width))
    if roomBelow >= height { return Rect(x: alignedX, y: anchor.maxY, width: width, height: height) }
    if roomAbove >= height { return Rect(x: alignedX, y: anchor.minY - height, width: width, height: height) }
    if let minimumHeight, max(roomBelow, roomAbove) >= minimumHeight {
        return roomBelow >= roomAbove
            ? Rect(x: alignedX, y: anchor.maxY, width: width, height: roomBelow)
            : Rect(x: alignedX, y: screen.minY, width: width, height: roomAbove)
    }
    let nearY = max(screen.minY, min(anchor.minY, screen.maxY - height))
    if anchor.minX - screen.minX >= width { return Rect(x: anchor.minX - width, y: nearY, width: width, height: height) }
    if screen.maxX - anchor.maxX >= width { return Rect(x: anchor.maxX, y: nearY, width: width, height: height) }
    return Rect(x: alignedX, y: max(screen.minY, screen.maxY - height), width: width, height: height)
}

extension Node {
    /// Takes down a popup this node presented (a menu, a calendar).
    func closePopup(_ popup: Node) {
        graph.dismiss(popup)
        popup.unmount()
        graph.setNeedsFrame()
    }
}
