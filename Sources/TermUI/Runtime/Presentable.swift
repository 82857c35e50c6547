/// A node drawn over the screen rather than in its parent's layout: a sheet, a menu. The root node places
/// and draws presentations after the content, over a dimmed copy of it.
@MainActor
protocol Presentable: Node {
    /// Places the presentation on a screen of the given rectangle.
    func placePresentation(in screen: Rect)
    /// Draws the presentation.
    func drawPresentation(in canvas: inout Canvas)
    /// Whether the screen under the presentation is dimmed.
    var dimsScreenBelow: Bool { get }
}

extension Canvas {
    /// Dims every cell in a rectangle, as under a sheet: grey text, no background colours, no bold.
    mutating func dim(_ rect: Rect) {
        restyle(rect) { style in
            style.background = nil
            style.foreground = .rgb(110, 110, 110)
            style.attributes = .dim
        }
    }
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
