/// The environment of a custom style's body inside a control (a button's, a toggle's): the control keeps the
/// focus and the keys, so the controls inside the body take none, answer no shortcut, and are drawn with the
/// built-in styles (a `Button(configuration)` inside a button style's body does not use the style again).
struct StyledControlBody {
    private var cached: EnvironmentValues?

    /// The body's environment under a node's, made again only when the node's environment changed.
    @MainActor
    mutating func environment(under node: Node) -> EnvironmentValues {
        if let cached, !node.environmentChanged { return cached }
        var values = node.environment
        values.isInStyledControlBody = true
        values.buttonStyleChoice = .builtIn
        values.toggleStyleChoice = .builtIn
        values.keyboardShortcut = nil
        cached = values
        return values
    }
}

private struct StyledControlBodyKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether views are inside a custom style's body of a control that has the focus for them.
    var isInStyledControlBody: Bool {
        get { self[StyledControlBodyKey.self] }
        set { self[StyledControlBodyKey.self] = newValue }
    }
}
