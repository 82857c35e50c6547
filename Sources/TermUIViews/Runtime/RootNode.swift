import TermUIBase

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
        graph.setRootContentType(Content.self)
        content = reconcile(content, with: EditModeContainer(content: view))
        clearEnvironmentChange()
        updateContent = { root, environment in root.setContent(view, environment: environment) }
    }

    /// Gives the content view again with another environment.
    private var updateContent: ((RootNode, EnvironmentValues) -> Void)?

    /// Changes what the whole window's environment says (the scene phase, the size classes): the content is
    /// updated with it, and every view that reads it sees the change.
    func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var changed = environment
        change(&changed)
        updateContent?(self, changed)
    }

    /// Takes the size classes of the window's size, when they changed (a resize).
    private func followSizeClasses(of size: Size) {
        let classes = UserInterfaceSizeClass.classes(for: size)
        guard environment.horizontalSizeClass != classes.horizontal || environment.verticalSizeClass != classes.vertical
        else { return }
        updateEnvironment {
            $0.horizontalSizeClass = classes.horizontal
            $0.verticalSizeClass = classes.vertical
        }
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

    /// The smallest usable size the app set (`windowMinimumSize(columns:rows:)`), when the screen is smaller
    /// than it: the content is neither placed nor drawn, and keys wait, until the screen is large enough.
    private(set) var missingMinimumSize: TerminalSize?

    var pasteNotTakenMessage: String {
        TermUIText.localized("Nothing here takes text: the paste was not used.", in: environment)
    }

    override func place(in rect: Rect) {
        frame = rect
        followSizeClasses(of: rect.size)
        if let minimum = content?.screenPreference(WindowMinimumSizeKey.self), rect.width < minimum.columns || rect.height < minimum.rows {
            missingMinimumSize = minimum
            return
        }
        missingMinimumSize = nil
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

    override func draw(in canvas: inout CellCanvas) {
        if let missingMinimumSize {
            drawTooSmallMessage(needs: missingMinimumSize, in: &canvas)
            return
        }
        content?.draw(in: &canvas)
        let screen = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - (showsKeyHints && frame.height > 1 ? 1 : 0))
        for case let presentation as any Presentable in graph.presentedNodes {
            if presentation.dimsScreenBelow { canvas.dim(screen, colorScheme: environment.colorScheme) }
            presentation.drawPresentation(in: &canvas)
        }
        if showsKeyHints && frame.height > 1 { drawKeyHints(in: &canvas) }
    }

    /// The bottom row: the keys that work now in the order of their roles, as many as fit, then "…" and
    /// `? help` when not all do (`KeyHintBar.fitting`; help lists them all). A message for the user
    /// (`ViewGraph.announce`) takes the row for a few seconds, or until the next key; one too long for the row
    /// ends in "…" where it is cut, as every other text cut short does.
    private func drawKeyHints(in canvas: inout CellCanvas) {
        let y = frame.maxY - 1
        canvas.fill(Rect(x: frame.minX, y: y, width: frame.width, height: 1), style: .plain)
        if let message = graph.announcement {
            canvas.drawTruncated(
                Glyph.glyphs(of: message), at: Point(x: frame.minX + 1, y: y), maxWidth: frame.width - 2,
                style: CellStyle(attributes: .bold))
            return
        }
        let row = KeyHintBar.fitting(KeyHintLabels.translated(graph.keyHints, in: hintEnvironment), width: frame.width)
        var x = frame.minX + 1
        let limit = frame.maxX - 1
        var drewEllipsis = false
        for hint in row.shown {
            if row.isCut, hint.role == .help {
                x += canvas.draw("…", at: Point(x: x, y: y), maxWidth: limit - x, style: CellStyle(attributes: .dim)) + 2
                drewEllipsis = true
            }
            x = drawHint(hint, at: x, row: y, limit: limit, in: &canvas)
        }
        if row.isCut, !drewEllipsis {
            canvas.draw("…", at: Point(x: x, y: y), maxWidth: limit - x, style: CellStyle(attributes: .dim))
        }
    }

    /// The environment the hints are read in: the focused view's (where an app sets `\.keyHintBundle` and its
    /// locale); with nothing focused (a screen of text alone), that of the first view down the content's first
    /// children that has a `\.keyHintBundle` (the app's window, which sets it), else the root's.
    private var hintEnvironment: EnvironmentValues {
        if let focused = graph.focused { return focused.environment }
        var node = content
        // A few levels at most: the window's modifiers sit at the top of the content.
        for _ in 0..<32 {
            guard let current = node else { break }
            if current.environment.keyHintBundle != nil { return current.environment }
            var first: Node?
            current.forEachChild { if first == nil { first = $0 } }
            node = first
        }
        return environment
    }

    private func drawHint(_ hint: KeyHint, at x: Int, row y: Int, limit: Int, in canvas: inout CellCanvas) -> Int {
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
            help.unmount()
            self.help = nil
            return
        }
        let hints = KeyHintLabels.translated(graph.allKeyHints.filter { $0.key != "?" }, in: hintEnvironment)
        let node = HelpOverlayNode(hints: hints, graph: graph, parent: self) { [weak self] in self?.toggleHelp() }
        help = node
        graph.present(node)
    }

    /// The app's keys, after every other on the responder path: `?` (or F1, which no text field takes) opens the
    /// help ("? help" unless it is open; the bar offers F1 while a field takes `?`), `q` quits when the screen (not
    /// a presentation) has the keys, `u` and `U` (Ctrl-R) undo and redo (in the bar when there is something to
    /// undo or redo; a screen that takes Ctrl-R itself, `.refreshable`, keeps it); and for the help, the keys the
    /// run loop takes before the responder path (Ctrl-C, Ctrl-Z). On a screen too small to show what other keys
    /// would do, only quitting.
    var appKeyBindings: [KeyBinding] {
        let quit = onQuit.map { _ in KeyBinding(.keys("q"), "q", "quit") { [self] _ in requestQuit() } }
        guard missingMinimumSize == nil else { return [quit].compactMap { $0 } }
        var bindings: [KeyBinding] = []
        if graph.presentedNodes.isEmpty, let undoManager = environment.undoManager {
            bindings.append(KeyBinding(.keys("u"), hints: [KeyHint("u", "undo", role: .app, showsInBar: undoManager.canUndo)]) {
                [self] _ in replay(undoing: true, with: undoManager)
            })
            bindings.append(KeyBinding(
                .keys("U"), hints: [KeyHint("U", "redo", role: .app, showsInBar: undoManager.canRedo)]
            ) { [self] _ in replay(undoing: false, with: undoManager) })
            bindings.append(KeyBinding(.presses(.control("r")), hints: [.helpOnly("^R", "redo", role: .app)]) {
                [self] _ in replay(undoing: false, with: undoManager)
            })
        }
        if help == nil {
            bindings.append(KeyBinding(.keys("?"), "?", "help") { [self] _ in toggleHelp() })
            bindings.append(KeyBinding(
                .keys(.f1), hints: [KeyHint("F1", "help", role: .app, showsInBar: graph.focused?.takesTextInput == true)]
            ) { [self] _ in toggleHelp() })
        } else {
            bindings.append(KeyBinding(.keys("?", .f1), hints: []) { [self] _ in toggleHelp() })
        }
        if let quit, graph.presentedNodes.isEmpty { bindings.append(quit) }
        // The run loop takes these before the responder path; they are here for the help.
        bindings.append(.deciding(
            .runLoopKeys,
            hints: [.helpOnly("^C", "quit", role: .quit), .helpOnly("^Z", "suspend", role: .app)], takesKeys: false
        ) { _ in .ignored })
        return bindings
    }

    /// Undoes the window's last change (or redoes the last undone) and says on the bottom row which, or that
    /// there is none. The action's name quotes data ("Delete <title>"): at most a line of it is shown.
    private func replay(undoing: Bool, with undoManager: UndoManager) {
        guard undoing ? undoManager.canUndo : undoManager.canRedo else {
            graph.announce(TermUIText.localized(undoing ? "Nothing to undo." : "Nothing to redo.", in: environment))
            return
        }
        let name = (undoing ? undoManager.undoActionName : undoManager.redoActionName).sanitizedForTerminal(maxLength: 200)
        if undoing { undoManager.undo() } else { undoManager.redo() }
        let message = name.isEmpty
            ? TermUIText.localized(undoing ? "Undone." : "Redone.", in: environment)
            : TermUIText.localized(undoing ? "Undone: %@." : "Redone: %@.", name, in: environment)
        graph.announce(message)
        graph.setNeedsFrame()
    }
}
