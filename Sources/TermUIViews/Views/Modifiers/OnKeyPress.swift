import TermUIBase

/// Content with a key binding, as `.onKeyPress` makes.
struct KeyPressHandlerView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let binding: KeyBinding?

    func makeNode(context: NodeContext) -> Node {
        let node = KeyPressHandlerNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with a key binding: keys reach it when the focused node is inside it (or nothing
/// else wants them), while it is enabled.
@MainActor
final class KeyPressHandlerNode<Content: View>: ContentModifierNode<KeyPressHandlerView<Content>>, KeyResponder {
    override class var declaredRoles: NodeRoles { [.keys] }

    private var binding: KeyBinding?

    override func configure(with view: KeyPressHandlerView<Content>) {
        binding = view.binding
    }

    var keyBindings: [KeyBinding] {
        guard environment.isEnabled, let binding else { return [] }
        return [binding]
    }
}

extension View {
    /// Runs an action when a key is pressed while the focus is inside this view, as in SwiftUI.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        onKeyPress(.deciding(.keys(key), hints: []) { _ in action() })
    }

    /// Runs an action for any of a set of keys (with whatever modifiers), as in SwiftUI.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(.deciding(.keys(Array(keys), withAnyModifiers: true), hints: [], action: action))
    }

    /// Runs an action for every key, as in SwiftUI.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(.deciding(.any { _ in true }, hints: [], takesKeys: false, action: action))
    }

    /// Runs an action when a key is pressed and shows it in the key-hint bar as `hint` (e.g. "delete"); a nil
    /// `hint` shows none, for while the key has nothing to act on (a bar offers only keys that do something).
    ///
    /// TermUI only: SwiftUI has no key-hint bar.
    public func onKeyPress(
        _ key: KeyEquivalent, hint: String?, shownAs keyName: String? = nil, action: @escaping () -> KeyPress.Result
    ) -> some View {
        onKeyPress(.deciding(.keys(key), hints: hint.map { [KeyHint(keyName ?? KeyPress(key).description, $0)] } ?? []) { _ in
            action()
        })
    }

    /// Declares a key of this view once, with its hints and its action (see `KeyBinding`): it works while the
    /// focus is inside this view, and the bar and the help name it from the same declaration. A nil binding
    /// declares nothing, for while the key has nothing to act on.
    ///
    /// TermUI only: SwiftUI has no key-hint bar.
    public func onKeyPress(_ binding: KeyBinding?) -> some View {
        KeyPressHandlerView(content: self, binding: binding)
    }
}
