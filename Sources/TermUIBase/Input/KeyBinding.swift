/// What a key does, declared once: the presses it answers to, how the key-hint bar and the help name it, and
/// the action. A responder lists its bindings for its state now, and its handling of a key, the bar's hints and
/// the help's are all derived from that one list, so they cannot disagree: a key offered is a key handled, and a
/// key handled while it has nothing to act on is simply not declared.
///
/// TermUI only: SwiftUI has no key-hint bar. In a view, `.onKeyPress(_:)` takes a binding.
public struct KeyBinding {
    /// The presses it answers to.
    public let keys: KeyMatch
    /// How the bar and the help name it: none for a key that is handled but not offered (a field's typing),
    /// several for one key shown in the bar and its second keys the help lists (`↑↓` and `j k`).
    public package(set) var hints: [KeyHint]
    /// Whether the bar counts its keys as taken: a binding further out all of whose keys bindings before it
    /// take is not offered (a list's arrows take a split view's). True but for a binding that often passes its
    /// keys on (a column that moves only where there is one), whose keys are then still offered further out.
    public let takesKeys: Bool
    /// Does what the key does; false when it passed the key on after all.
    let action: (KeyPress) -> Bool

    /// A binding of `keys`, named by `hints`, whose action always uses the key.
    public init(_ keys: KeyMatch, hints: [KeyHint], action: @escaping (KeyPress) -> Void) {
        self.init(keys: keys, hints: hints, takesKeys: true) { press in
            action(press)
            return true
        }
    }

    /// A binding of `keys`, named by `hints`, whose action says whether it used the key (`.handled`) or passed
    /// it on (`.ignored`) to the responders further out, as SwiftUI's `onKeyPress` actions do. `takesKeys`: see
    /// `takesKeys`.
    public static func deciding(
        _ keys: KeyMatch, hints: [KeyHint], takesKeys: Bool = true, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> KeyBinding {
        KeyBinding(keys: keys, hints: hints, takesKeys: takesKeys) { action($0) == .handled }
    }

    /// A binding of `keys` whose action tries the key: true when it used it, false to pass it on (TermUI's own
    /// responders, whose actions answer so). `takesKeys`: see `takesKeys`.
    package static func trying(
        _ keys: KeyMatch, hints: [KeyHint] = [], takesKeys: Bool = true, action: @escaping (KeyPress) -> Bool
    ) -> KeyBinding {
        KeyBinding(keys: keys, hints: hints, takesKeys: takesKeys, action: action)
    }

    private init(keys: KeyMatch, hints: [KeyHint], takesKeys: Bool, action: @escaping (KeyPress) -> Bool) {
        self.keys = keys
        self.hints = hints
        self.takesKeys = takesKeys
        self.action = action
    }

    /// A binding of `keys` named by one hint, `key` and `label` ("↑↓", "move"), and the help-only hints of its
    /// second keys (`also`: "j k"), whose action always uses the key.
    public init(
        _ keys: KeyMatch, _ key: String, _ label: String, role: KeyHint.Role? = nil, also: [String] = [],
        action: @escaping (KeyPress) -> Void
    ) {
        let first = KeyHint(key, label, role: role)
        self.init(keys, hints: [first] + also.map { .helpOnly($0, label, role: first.role) }, action: action)
    }

    /// Runs the action when `press` is one of its keys; true when it used the key.
    package func handle(_ press: KeyPress) -> Bool {
        keys.matches(press) && action(press)
    }
}

/// The presses a key binding answers to: a list of keys, each with the modifiers it must have, or every press a
/// test accepts (the printable keys a text field types), which cannot be listed.
public struct KeyMatch: Sendable {
    /// The presses, when they can be listed: a binding further out all of whose presses an inner binding
    /// takes is not offered.
    public let presses: [KeyPress]?
    private let test: @Sendable (KeyPress) -> Bool

    private init(presses: [KeyPress]?, test: @escaping @Sendable (KeyPress) -> Bool) {
        self.presses = presses
        self.test = test
    }

    /// Presses of `keys` without Control or Option (see `keys(_:)` of an array).
    public static func keys(_ keys: KeyEquivalent...) -> KeyMatch {
        Self.keys(keys)
    }

    /// Presses of `keys` without Control or Option (Shift is part of a character: `G`, `?`; a binding of a
    /// Shift-arrow goes before the arrow's).
    public static func keys(_ keys: [KeyEquivalent]) -> KeyMatch {
        KeyMatch(presses: keys.map { KeyPress($0) }) { press in
            press.modifiers.isDisjoint(with: [.control, .option]) && keys.contains(press.key)
        }
    }

    /// Presses of `keys`, with whatever modifiers are held (SwiftUI's `onKeyPress(keys:)`); listed as the keys
    /// alone.
    public static func keys(_ keys: [KeyEquivalent], withAnyModifiers: Bool) -> KeyMatch {
        guard withAnyModifiers else { return Self.keys(keys) }
        return KeyMatch(presses: keys.map { KeyPress($0) }) { keys.contains($0.key) }
    }

    /// Exactly these presses: each key with exactly its modifiers (`KeyPress(.upArrow, modifiers: .shift)`,
    /// `.control("s")`).
    public static func presses(_ presses: KeyPress...) -> KeyMatch {
        KeyMatch(presses: presses) { press in
            presses.contains { $0.key == press.key && $0.modifiers == press.modifiers }
        }
    }

    /// Every press `test` accepts; such a binding's keys cannot be listed, so it is never left out of the bar
    /// for an inner binding that takes them.
    public static func any(where test: @escaping @Sendable (KeyPress) -> Bool) -> KeyMatch {
        KeyMatch(presses: nil, test: test)
    }

    /// ^C and ^Z, which the run loop takes before any binding (to quit and to suspend).
    package static let runLoopKeys = KeyMatch.presses(.control("c"), .control("z"))

    /// Whether `press` is one of these.
    public func matches(_ press: KeyPress) -> Bool {
        test(press)
    }

    /// The presses of these and of `other` (`.keys(.home).union(.presses(.control("a")))`); listed when both
    /// are.
    public func union(_ other: KeyMatch) -> KeyMatch {
        let test = test, otherTest = other.test
        return KeyMatch(presses: presses.flatMap { mine in other.presses.map { mine + $0 } }) { test($0) || otherTest($0) }
    }
}
