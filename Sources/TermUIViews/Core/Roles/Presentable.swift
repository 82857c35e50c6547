import TermUIBase

/// A node drawn over the screen rather than in its parent's layout: a sheet, a menu. The root node places
/// and draws presentations after the content, over a dimmed copy of it.
@MainActor
protocol Presentable: Node {
    /// Places the presentation on a screen of the given rectangle.
    func placePresentation(in screen: Rect)
    /// Draws the presentation.
    func drawPresentation(in canvas: inout CellCanvas)
    /// Whether the screen under the presentation is dimmed.
    var dimsScreenBelow: Bool { get }
}

extension Node {
    /// Whether this node is the root of a presentation (a sheet, a menu) drawn over the screen.
    var isPresentationRoot: Bool { roles.contains(.presentation) }
}
