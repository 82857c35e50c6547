import TermUIBase

/// Content that can be refreshed, as `.refreshable { }` makes.
struct RefreshableView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let action: @Sendable () async -> Void

    func makeNode(context: NodeContext) -> Node {
        let node = RefreshableNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of refreshable content: Ctrl-R (wherever focus is on its screen, "^R refresh" in the bar) runs the
/// action; until it returns a row at the top says "… Refreshing" (the content moves down a row, as a list
/// pulled down shows its spinner), and the key does nothing more. The work is cancelled when the view goes.
@MainActor
final class RefreshableNode<Content: View>: ContentModifierNode<RefreshableView<Content>>, ShortcutResponder {
    override class var declaredRoles: NodeRoles { [.shortcuts] }

    private var action: @Sendable () async -> Void = {}
    private var running: Task<Void, Never>?
    /// The progress row, while the action runs.
    private var indicator: Node?

    override func forEachChild(_ body: (Node) -> Void) {
        if let indicator { body(indicator) }
        super.forEachChild(body)
    }

    override func configure(with view: RefreshableView<Content>) {
        action = view.action
    }

    /// Whether the action is running.
    var isRefreshing: Bool { running != nil }

    /// Runs the action, unless it is running.
    func refresh() {
        guard running == nil else { return }
        let action = self.action
        indicator = reconcile(nil, with: ProgressView("Refreshing"))
        running = Task { @MainActor [weak self] in
            await action()
            self?.finish()
        }
        invalidate(.layout)
    }

    private func finish() {
        running = nil
        indicator?.unmount()
        indicator = nil
        invalidate(.layout)
    }

    override func didUnmount() {
        running?.cancel()
        running = nil
    }

    /// Ctrl-R refreshes; offered while no refresh runs (a second one then waits for it, doing nothing).
    var shortcutBindings: [KeyBinding] {
        [KeyBinding(.presses(.control("r")), hints: isRefreshing ? [] : [KeyHint("^R", "refresh")]) { [self] _ in
            refresh()
        }]
    }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard indicator != nil else { return super.sizeThatFits(proposal) }
        let inner = content?.measure(ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) })) ?? .zero
        return Size(width: inner.width, height: inner.height + 1)
    }

    override func place(in rect: Rect) {
        guard let indicator else { return super.place(in: rect) }
        frame = rect
        let width = min(rect.width, indicator.measure(ProposedSize(width: rect.width, height: 1)).width)
        indicator.place(in: Rect(x: rect.minX + (rect.width - width) / 2, y: rect.minY, width: width, height: min(1, rect.height)))
        content?.place(in: Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: max(0, rect.height - 1)))
    }
}

extension View {
    /// Makes the view refreshable, as in SwiftUI: Ctrl-R runs the action (in place of pulling a list down),
    /// with a "Refreshing" row at the top until it returns. Ctrl-R is also redo elsewhere; on a refreshable
    /// screen redo is `U`. The views inside read the action as `\.refresh`, as in SwiftUI.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        RefreshableView(content: environment(\.refresh, RefreshAction(action: action)), action: action)
    }
}
