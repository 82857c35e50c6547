/// Where a control sits, which changes how it takes focus and looks.
enum ControlContext: Hashable, Sendable {
    /// Anywhere on a screen: buttons and fields take focus.
    case free
    /// In a list row: the row is selected as a whole, its controls do not take focus.
    case listRow
    /// In a toolbar: buttons are drawn in the bar.
    case toolbar
    /// In a scene's commands: buttons are not drawn and take no focus, and answer their keyboard shortcuts.
    case commands
}

private struct ControlContextKey: EnvironmentKey {
    static var defaultValue: ControlContext { .free }
}

extension EnvironmentValues {
    /// Where the controls inside sit.
    var controlContext: ControlContext {
        get { self[ControlContextKey.self] }
        set { self[ControlContextKey.self] = newValue }
    }
}
