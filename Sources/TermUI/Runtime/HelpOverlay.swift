/// The help overlay (`?`): every key that works on the screen now, with what it does, in a box over the dimmed
/// screen. Esc, `?` or Enter close it.
@MainActor
final class HelpOverlayNode: Node, Presentable, FocusTarget, KeyResponder {
    override class var declaredRoles: NodeRoles { [.focus, .keys, .presentation] }

    private let hints: [KeyHint]
    private let onClose: () -> Void
    private var box = Rect.zero

    init(hints: [KeyHint], graph: ViewGraph, parent: Node, onClose: @escaping () -> Void) {
        self.hints = hints
        self.onClose = onClose
        super.init(viewType: ObjectIdentifier(HelpOverlayNode.self), context: NodeContext(graph: graph, parent: parent, environment: parent.environment))
    }

    var acceptsFocus: Bool { true }
    var dimsScreenBelow: Bool { true }

    private var keyColumn: Int { (hints.map { Glyph.width(of: $0.key) }.max() ?? 0) + 2 }

    func placePresentation(in screen: Rect) {
        let labelWidth = hints.map { Glyph.width(of: $0.label) }.max() ?? 0
        let width = min(screen.width, max(24, keyColumn + labelWidth + 4))
        let height = min(screen.height, hints.count + 4)
        box = Rect(x: screen.minX + (screen.width - width) / 2, y: screen.minY + (screen.height - height) / 2, width: width, height: height)
        frame = box
    }

    func drawPresentation(in canvas: inout Canvas) {
        canvas.fill(box, style: .plain)
        canvas.drawBox(box, characters: .rounded, style: CellStyle(attributes: .dim))
        canvas.draw("Keys", at: Point(x: box.minX + 2, y: box.minY), maxWidth: box.width - 4, style: CellStyle(attributes: .bold))
        for (row, hint) in hints.enumerated() where row + 2 < box.height - 1 {
            let y = box.minY + 2 + row
            canvas.draw(hint.key, at: Point(x: box.minX + 2, y: y), maxWidth: keyColumn, style: CellStyle(attributes: .bold))
            canvas.draw(hint.label, at: Point(x: box.minX + 2 + keyColumn, y: y), maxWidth: box.width - keyColumn - 4, style: .plain)
        }
    }

    override func draw(in canvas: inout Canvas) {}

    func handleKey(_ press: KeyPress) -> Bool {
        if press.isPlain(.escape) || press.isPlain("?") || press.isPlain(.return) || press.isPlain("q") {
            onClose()
        }
        return true  // nothing else reaches the screen while help is open
    }

    func appendKeyHints(to hints: inout [KeyHint]) {
        hints.append(KeyHint("Esc", "close help"))
    }
}
