import TermUIBase

/// A key that triggers a button from anywhere on the screen, as in SwiftUI.
///
/// Terminals have no Command key: a shortcut with `.command` (SwiftUI's default) is the plain key here.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers

    /// A shortcut; `.command` counts as no modifier.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers.subtracting(.command)
    }

    /// Enter: the default action.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Esc: the cancel action.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether a key press is this shortcut.
    func matches(_ press: KeyPress) -> Bool {
        press.key == key && press.modifiers.subtracting(.command) == modifiers
    }

    /// The shortcut as the key-hint bar shows it: "+", "^S", "Esc"; Return as "⏎", as the bar writes the
    /// Enter of the focused control, so that the two are one hint when both would press the same button.
    var displayName: String {
        if self == .defaultAction { return "⏎" }
        if modifiers == .control { return "^" + String(key.character).uppercased() }
        return KeyPress(key, modifiers: modifiers).description
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The shortcut given to buttons inside.
    var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Gives the buttons inside a keyboard shortcut, as in SwiftUI.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Gives the buttons inside a keyboard shortcut, as in SwiftUI.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}
