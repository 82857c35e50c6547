/// A stack of screens with a navigation bar, as in SwiftUI. The bar on the top row shows the title of the
/// screen (`.navigationTitle`).
///
/// This first version shows the root screen; pushing screens comes with navigation paths.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    /// A navigation stack with a root screen.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = NavigationStackNode<Root>(context: context)
        node.update(self)
        return node
    }
}

/// The node of a `NavigationStack`: the bar on the top row, the screen below.
@MainActor
final class NavigationStackNode<Root: View>: PrimitiveNode<NavigationStack<Root>>, NavigationContainer {
    private var screen: Node?

    override func forEachChild(_ body: (Node) -> Void) {
        if let screen { body(screen) }
    }

    override func update(_ view: NavigationStack<Root>) {
        screen = reconcile(screen, with: view.root)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 40, height: 12))
    }

    override func place(in rect: Rect) {
        frame = rect
        guard let screen, rect.height > 1 else { return }
        let content = Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: rect.height - 1)
        screen.stackAxis = nil
        let size = screen.measure(ProposedSize(content.size))
        screen.place(in: Alignment.top.place(Size(width: min(size.width, content.width), height: min(size.height, content.height)), in: content))
    }

    override func draw(in canvas: inout Canvas) {
        NavigationBar(title: screen?.findNavigationTitle() ?? "").draw(in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), canvas: &canvas)
        screen?.draw(in: &canvas)
    }
}

/// The bar at the top of a navigation stack: the title in bold, centred, on a shaded row.
struct NavigationBar {
    let title: String

    /// The shade behind the bar.
    static let background = TerminalColor.rgb(44, 44, 46)

    func draw(in rect: Rect, canvas: inout Canvas) {
        guard rect.height > 0 else { return }
        canvas.fill(rect, style: CellStyle(background: Self.background))
        let glyphs = Glyph.glyphs(of: title)
        let width = glyphs.reduce(0) { $0 + $1.width }
        let room = max(0, rect.width - 2)
        let x = rect.minX + max(1, (rect.width - min(width, room)) / 2)
        let shown = width > room ? TextLayout.truncate(glyphs.map { StyledGlyph(glyph: $0, style: .plain) }, width: room, mode: .tail, forceEllipsis: false).map(\.glyph) : glyphs
        canvas.draw(shown, at: Point(x: x, y: rect.minY), maxWidth: room, style: CellStyle(attributes: .bold))
    }
}
