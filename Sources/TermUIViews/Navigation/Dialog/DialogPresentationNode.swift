import TermUIBase

/// The box of a presented alert or confirmation dialog, drawn by the root node over the dimmed screen (and
/// over a sheet, when it was presented from inside one).
///
/// Its buttons take focus: ↑↓ ←→ (and k j h l) move between them in the order shown, as Tab does; Enter or
/// Space presses the focused one, a click presses the one under the pointer, and Esc presses the cancel
/// button (or, with none, closes the dialog doing nothing). Whichever is pressed, the dialog closes first.
/// Focus starts on the button with the `.defaultAction` shortcut, else the first that neither cancels nor
/// destroys, else the cancel button. A click outside the box does nothing.
@MainActor
final class DialogPresentationNode: Node, Presentable, KeyResponder, MouseTarget {
    override class var declaredRoles: NodeRoles { [.keys, .presentation] }

    private var kind = DialogKind.alert
    private var titleNode: Node?
    private var messageNode: Node?
    /// The actions' nodes as given, then the OK or Cancel the dialog adds, if any.
    private var actionNodes: [Node] = []
    /// The button in each action node (nil for an action that is not a button).
    private var buttons: [(any PressableNode)?] = []
    /// The indices of `actionNodes` in the order they are shown: the cancel buttons last.
    private var order: [Int] = []
    private var close: () -> Void = {}
    private(set) var layout: DialogLayout?

    init(context: NodeContext) {
        super.init(viewType: ObjectIdentifier(DialogPresentationNode.self), context: context)
    }

    /// Takes the dialog's parts; `close` sets the presentation's binding back.
    func setContent(
        kind: DialogKind, title: AnyView?, message: AnyView?, actions: [AnyView], environment: EnvironmentValues,
        close: @escaping () -> Void
    ) {
        self.kind = kind
        self.close = close
        setEnvironment(environment)
        titleNode = reconcileOptional(titleNode, with: title)
        messageNode = reconcileOptional(messageNode, with: message)
        var nodes: [Node] = []
        for (index, action) in actions.enumerated() {
            nodes.append(reconcile(index < actionNodes.count ? actionNodes[index] : nil, with: action))
        }
        var found = nodes.map(\.pressableNode)
        let hasCancel = found.contains { $0?.role == .cancel }
        // As in SwiftUI: an alert without buttons gets an OK, a confirmation dialog without a cancel a Cancel.
        let added: AnyView? = switch kind {
        case .alert: nodes.isEmpty ? AnyView(Button("OK", role: .cancel) {}) : nil
        case .confirmationDialog: hasCancel ? nil : AnyView(Button("Cancel", role: .cancel) {})
        }
        if let added {
            let index = nodes.count
            let node = reconcile(index < actionNodes.count ? actionNodes[index] : nil, with: added)
            nodes.append(node)
            found.append(node.pressableNode)
        }
        for stale in actionNodes.dropFirst(nodes.count) { stale.unmount() }
        actionNodes = nodes
        buttons = found
        order = nodes.indices.filter { found[$0]?.role != .cancel } + nodes.indices.filter { found[$0]?.role == .cancel }
        graph.setNeedsFrame()
    }

    private func reconcileOptional(_ node: Node?, with view: AnyView?) -> Node? {
        guard let view else {
            node?.unmount()
            return nil
        }
        return reconcile(node, with: view)
    }

    /// Gives focus to the button Enter should press when the dialog opens.
    func focusDefaultButton() {
        let shown = order.compactMap { buttons[$0] }.filter(\.isEnabled)
        let preferred = shown.first { $0.shortcut == .defaultAction } ?? shown.first { $0.role == nil }
            ?? shown.first { $0.role == .cancel } ?? shown.first
        if let preferred { graph.focus(preferred) }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let titleNode { body(titleNode) }
        if let messageNode { body(messageNode) }
        for index in order { body(actionNodes[index]) }
    }

    // MARK: Layout and drawing

    var dimsScreenBelow: Bool { true }

    func placePresentation(in screen: Rect) {
        let labels = order.map { actionNodes[$0].measure(ProposedSize(width: nil, height: 1)).width }
        let ideal = ProposedSize(width: nil, height: nil)
        let width = DialogLayout.textWidth(
            screen: screen, title: titleNode?.measure(ideal).width ?? 0, message: messageNode?.measure(ideal).width ?? 0,
            buttons: labels, prefersRow: kind == .alert)
        let wrapped = ProposedSize(width: width, height: nil)
        let layout = DialogLayout(
            screen: screen, textWidth: width, titleRows: titleNode?.measure(wrapped).height ?? 0,
            messageRows: messageNode?.measure(wrapped).height ?? 0, buttons: labels, prefersRow: kind == .alert)
        self.layout = layout
        frame = layout.box
        titleNode?.stackAxis = nil
        titleNode?.place(in: layout.title)
        messageNode?.stackAxis = nil
        messageNode?.place(in: layout.message)
        for (index, pill) in zip(order, layout.pills) {
            actionNodes[index].stackAxis = nil
            actionNodes[index].place(in: DialogLayout.label(in: pill))
        }
    }

    func drawPresentation(in canvas: inout CellCanvas) {
        guard let layout else { return }
        canvas.fill(layout.box, style: .plain)
        var inside = layout.box
        if layout.hasBorder {
            canvas.drawBox(layout.box, characters: .rounded, style: CellStyle(attributes: .dim))
            inside = layout.box.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        }
        canvas.withClip(inside) { canvas in
            if !layout.title.isEmpty { titleNode?.draw(in: &canvas) }
            if !layout.message.isEmpty { messageNode?.draw(in: &canvas) }
            for (index, pill) in zip(order, layout.pills) {
                actionNodes[index].draw(in: &canvas)
                buttons[index]?.restyleAsButton(pill, in: &canvas)
            }
        }
    }

    override func draw(in canvas: inout CellCanvas) {}

    // MARK: Keys

    /// The buttons that take focus, in the order shown.
    private var focusableButtons: [any PressableNode] {
        order.compactMap { buttons[$0] }.filter { $0.focusTarget?.acceptsFocus == true }
    }

    private var cancelButton: (any PressableNode)? {
        buttons.lazy.compactMap { $0 }.first { $0.role == .cancel }
    }

    /// Esc presses the cancel button, or closes the dialog when there is none ("Esc" and the button's label,
    /// or "Esc close"); the arrows (h j k l) move between the buttons, stopping at the ends ("←→ move" for a
    /// row of buttons, "↑↓ move" for a column, with the letters in the help). Enter is the focused button's.
    var keyBindings: [KeyBinding] {
        let cancelLabel = cancelButton?.hintLabel ?? ""
        let back: [KeyEquivalent] = [.upArrow, .leftArrow, "k", "h"]
        let move: (KeyPress) -> Void = { [self] press in moveFocus(by: back.contains(press.key) ? -1 : 1) }
        let isColumn = layout?.isRow == false
        let named: (arrows: [KeyEquivalent], letters: [KeyEquivalent]) = isColumn
            ? ([.upArrow, .downArrow], ["k", "j"]) : ([.leftArrow, .rightArrow], ["h", "l"])
        let other: [KeyEquivalent] = isColumn ? [.leftArrow, .rightArrow, "h", "l"] : [.upArrow, .downArrow, "k", "j"]
        let offersMoves = focusableButtons.count > 1
        return [
            KeyBinding(.keys(.escape), "Esc", cancelLabel.isEmpty ? "close" : cancelLabel) { [self] _ in pressCancel() },
            KeyBinding(.keys(named.arrows), hints: offersMoves ? [KeyHint(isColumn ? "↑↓" : "←→", "move")] : [], action: move),
            KeyBinding(.keys(named.letters), hints: offersMoves ? [.helpOnly(isColumn ? "j k" : "h l", "move", role: .movement)] : [], action: move),
            KeyBinding(.keys(other), hints: [], action: move),
        ]
    }

    /// Esc: the cancel button, or closing without an action when there is none.
    private func pressCancel() {
        if let cancelButton, cancelButton.isEnabled {
            cancelButton.press()
        } else {
            close()
        }
    }

    /// Moves focus to the next or previous button, stopping at the ends.
    private func moveFocus(by step: Int) {
        let shown = focusableButtons
        guard let current = shown.firstIndex(where: { $0.isFocused }) else {
            if let first = shown.first { graph.focus(first) }
            return
        }
        let next = current + step
        if shown.indices.contains(next) { graph.focus(shown[next]) }
    }

    // MARK: Mouse

    /// A press on a button's pill focuses and presses it; inside the box nothing else happens, and outside
    /// it (where only the top presentation is asked) nothing at all.
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        guard let layout, layout.box.contains(point) else { return false }
        guard case .press(.primary) = event.kind else { return true }
        if let shown = zip(order, layout.pills).first(where: { $0.1.contains(point) }), let button = buttons[shown.0],
            button.isEnabled
        {
            graph.focus(button)
            button.press()
        }
        return true
    }
}

extension Node {
    /// The button this node is or wraps (a button with modifiers), if any.
    fileprivate var pressableNode: (any PressableNode)? {
        if let pressable = self as? any PressableNode { return pressable }
        var found: (any PressableNode)?
        forEachVisibleChild { child in
            if found == nil { found = child.pressableNode }
        }
        return found
    }
}
