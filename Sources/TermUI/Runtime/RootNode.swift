/// The node at the root of the graph: the app's content above, and the key-hint bar on the bottom row.
@MainActor
final class RootNode: Node, GraphRoot {
    private var content: Node?
    /// Whether the bottom row shows key hints.
    var showsKeyHints: Bool
    /// Called when the user asks to quit (`q` when nothing else wants it).
    var onQuit: (() -> Void)?

    init<Content: View>(content: Content, graph: ViewGraph, environment: EnvironmentValues, showsKeyHints: Bool) {
        self.showsKeyHints = showsKeyHints
        super.init(viewType: ObjectIdentifier(RootNode.self), context: NodeContext(graph: graph, parent: nil, environment: environment))
        setContent(content, environment: environment)
    }

    /// Replaces the content view.
    func setContent<Content: View>(_ view: Content, environment: EnvironmentValues) {
        setEnvironment(environment)
        content = reconcile(content, with: view)
        clearEnvironmentChange()
    }

    /// Woken when a message's time on the bottom row is over: the key hints come back.
    override func invalidate() {
        graph.clearAnnouncementIfOver()
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    override func place(in rect: Rect) {
        frame = rect
        let hintRows = showsKeyHints && rect.height > 1 ? 1 : 0
        let contentRect = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - hintRows)
        guard let content else { return }
        content.stackAxis = nil
        let size = content.measure(ProposedSize(contentRect.size))
        // The content fills the screen where it can, and is centred where it is smaller, as in a SwiftUI window.
        let fitted = Size(width: min(size.width, contentRect.width), height: min(size.height, contentRect.height))
        content.place(in: Alignment.center.place(fitted, in: contentRect))
        for case let presentation as any Presentable in graph.presentedNodes {
            presentation.placePresentation(in: contentRect)
        }
    }

    override func draw(in canvas: inout Canvas) {
        content?.draw(in: &canvas)
        let screen = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - (showsKeyHints && frame.height > 1 ? 1 : 0))
        for case let presentation as any Presentable in graph.presentedNodes {
            if presentation.dimsScreenBelow { canvas.dim(screen, colorScheme: environment.colorScheme) }
            presentation.drawPresentation(in: &canvas)
        }
        if showsKeyHints && frame.height > 1 { drawKeyHints(in: &canvas) }
    }

    /// The bottom row: the keys that work now, as many as fit; "? help" and "q quit" always show at the end
    /// (help lists them all). A message for the user (`ViewGraph.announce`) takes the row for a few seconds, or
    /// until the next key.
    private func drawKeyHints(in canvas: inout Canvas) {
        let y = frame.maxY - 1
        canvas.fill(Rect(x: frame.minX, y: y, width: frame.width, height: 1), style: .plain)
        if let message = graph.announcement {
            canvas.draw(message, at: Point(x: frame.minX + 1, y: y), maxWidth: frame.width - 2, style: CellStyle(attributes: .bold))
            return
        }
        let all = graph.keyHints
        let trailing = all.filter { $0.key == "?" || $0.key == "q" }
        let leading = all.filter { $0.key != "?" && $0.key != "q" }
        func width(_ hint: KeyHint) -> Int { Glyph.width(of: hint.key) + 1 + Glyph.width(of: hint.label) + 2 }
        let reserved = trailing.reduce(0) { $0 + width($1) }
        var x = frame.minX + 1
        let limit = frame.maxX - 1
        for hint in leading {
            if x + width(hint) - 2 > limit - reserved { break }
            x = drawHint(hint, at: x, row: y, limit: limit, in: &canvas)
        }
        for hint in trailing where x + width(hint) - 2 <= limit {
            x = drawHint(hint, at: x, row: y, limit: limit, in: &canvas)
        }
    }

    private func drawHint(_ hint: KeyHint, at x: Int, row y: Int, limit: Int, in canvas: inout Canvas) -> Int {
        var x = x
        x += canvas.draw(hint.key, at: Point(x: x, y: y), maxWidth: limit - x, style: CellStyle(attributes: .bold))
        x += 1
        x += canvas.draw(hint.label, at: Point(x: x, y: y), maxWidth: limit - x, style: CellStyle(attributes: .dim))
        return x + 2
    }

    private var help: HelpOverlayNode?

    /// Opens the help overlay with the keys that work now, or closes it.
    func toggleHelp() {
        if let help {
            graph.dismiss(help)
            self.help = nil
            return
        }
        let hints = graph.keyHints.filter { $0.key != "?" }
        let node = HelpOverlayNode(hints: hints, graph: graph, parent: self) { [weak self] in self?.toggleHelp() }
        help = node
        graph.present(node)
    }

    /// `?` opens or closes the help; `q` quits when nothing is presented over the screen.
    func handleAppKey(_ press: KeyPress) -> Bool {
        if press.isPlain("?") {
            toggleHelp()
            return true
        }
        if press.isPlain("q"), let onQuit, graph.presentedNodes.isEmpty {
            onQuit()
            return true
        }
        if graph.presentedNodes.isEmpty, let undoManager = environment.undoManager {
            if press.isPlain("u") {
                replay(undoing: true, with: undoManager)
                return true
            }
            if press.isPlain("U") || (press.key == "r" && press.modifiers == .control) {
                replay(undoing: false, with: undoManager)
                return true
            }
        }
        return false
    }

    /// Undoes the window's last change (or redoes the last undone) and says on the bottom row which, or that
    /// there is none.
    private func replay(undoing: Bool, with undoManager: UndoManager) {
        guard undoing ? undoManager.canUndo : undoManager.canRedo else {
            graph.announce(undoing ? "Nothing to undo." : "Nothing to redo.")
            return
        }
        let name = undoing ? undoManager.undoActionName : undoManager.redoActionName
        if undoing { undoManager.undo() } else { undoManager.redo() }
        let done = undoing ? "Undone" : "Redone"
        graph.announce(name.isEmpty ? "\(done)." : "\(done): \(name).")
        graph.setNeedsFrame()
    }

    /// "? help" unless the help is open, then "q quit" when the screen (not a presentation) has the keys;
    /// neither while typing, when those keys type.
    func appendAppKeyHints(to hints: inout [KeyHint], isTyping: Bool) {
        guard !isTyping else { return }
        if graph.presentedNodes.isEmpty, let undoManager = environment.undoManager {
            if undoManager.canUndo { hints.append(KeyHint("u", "undo")) }
            if undoManager.canRedo { hints.append(KeyHint("U", "redo")) }
        }
        if help == nil { hints.append(KeyHint("?", "help")) }
        if onQuit != nil && graph.presentedNodes.isEmpty { hints.append(KeyHint("q", "quit")) }
    }
}
