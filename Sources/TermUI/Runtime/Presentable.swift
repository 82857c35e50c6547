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
