/// Content with a key handler, as `.onKeyPress` makes.
struct KeyPressHandlerView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let accepts: (KeyPress) -> Bool
    let action: (KeyPress) -> KeyPress.Result
    let hint: KeyHint?

    func makeNode(context: NodeContext) -> Node {
        let node = KeyPressHandlerNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with a key handler: keys reach it when the focused node is inside it (or nothing
/// else wants them).
@MainActor
final class KeyPressHandlerNode<Content: View>: ContentModifierNode<KeyPressHandlerView<Content>>, KeyResponder {
    override class var declaredRoles: NodeRoles { [.keys] }

    private var accepts: (KeyPress) -> Bool = { _ in false }
    private var action: (KeyPress) -> KeyPress.Result = { _ in .ignored }
    private var hint: KeyHint?

    override func configure(with view: KeyPressHandlerView<Content>) {
        accepts = view.accepts
        action = view.action
        hint = view.hint
    }

    func handleKey(_ press: KeyPress) -> Bool {
        guard environment.isEnabled, accepts(press) else { return false }
        return action(press) == .handled
    }

    func appendKeyHints(to hints: inout [KeyHint]) {
        if let hint { hints.append(hint) }
    }
}

extension View {
    /// Runs an action when a key is pressed while the focus is inside this view, as in SwiftUI.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        KeyPressHandlerView(content: self, accepts: { $0.isPlain(key) }, action: { _ in action() }, hint: nil)
    }

    /// Runs an action for any of a set of keys, as in SwiftUI.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressHandlerView(content: self, accepts: { keys.contains($0.key) }, action: action, hint: nil)
    }

    /// Runs an action for every key, as in SwiftUI.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressHandlerView(content: self, accepts: { _ in true }, action: action, hint: nil)
    }

    /// Runs an action when a key is pressed and shows it in the key-hint bar as `hint` (e.g. "delete"); a nil
    /// `hint` shows none, for while the key has nothing to act on (a bar offers only keys that do something).
    ///
    /// TermUI only: SwiftUI has no key-hint bar.
    public func onKeyPress(
        _ key: KeyEquivalent, hint: String?, shownAs keyName: String? = nil, action: @escaping () -> KeyPress.Result
    ) -> some View {
        KeyPressHandlerView(
            content: self, accepts: { $0.isPlain(key) }, action: { _ in action() },
            hint: hint.map { KeyHint(keyName ?? KeyPress(key).description, $0) })
    }
}

extension View {
    /// Shows a key and what it does in the key-hint bar while the focus is inside this view, e.g.
    /// `.keyHint("←→", "month")` next to an `.onKeyPress(keys:)` handler. The role (where it goes in the bar
    /// and which group of the help) follows from the key unless given: `.keyHint("1-5", "sections", role: .app)`.
    /// With `showsInBar` false only the help (`?`) lists it: a second key for the same thing (`h l` beside
    /// `←→`), so that the bar stays short and the help complete. A nil `label` shows nothing, for while the key
    /// has nothing to act on.
    ///
    /// TermUI only: SwiftUI has no key-hint bar.
    public func keyHint(_ key: String, _ label: String?, role: KeyHint.Role? = nil, showsInBar: Bool = true) -> some View {
        KeyPressHandlerView(
            content: self, accepts: { _ in false }, action: { _ in .ignored },
            hint: label.map { KeyHint(key, $0, role: role, showsInBar: showsInBar) })
    }
}
