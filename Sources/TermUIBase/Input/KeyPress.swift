/// A key pressed, as SwiftUI's `KeyPress`: the key, the characters it typed, and the modifiers held.
///
/// Unlike SwiftUI, it has a public initializer, so tests and the terminal back ends can make one.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// Whether the handler used the key, as in SwiftUI.
    public enum Result: Hashable, Sendable {
        /// The key was used; it goes no further.
        case handled
        /// The key was not used; it goes on to the ancestors.
        case ignored
    }

    /// The phases of a key press, as in SwiftUI; a terminal only reports key downs.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Phases from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key repeated.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up.
        public static let up = Phases(rawValue: 4)
        /// Any phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The key.
    public let key: KeyEquivalent
    /// The characters the key typed (empty for special keys).
    public let characters: String
    /// The modifiers held.
    public let modifiers: EventModifiers
    /// Always `.down` in a terminal.
    public let phase: Phases

    /// A key press.
    public init(_ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = []) {
        self.key = key
        self.modifiers = modifiers
        phase = .down
        if let characters {
            self.characters = characters
        } else if modifiers.isDisjoint(with: [.control, .option]), !key.isSpecial {
            self.characters = String(key.character)
        } else {
            self.characters = ""
        }
    }

    /// A typed character, with no modifiers.
    public static func character(_ character: Character) -> KeyPress {
        KeyPress(KeyEquivalent(character))
    }

    /// Control and a letter: `.control("s")` is Ctrl-S.
    public static func control(_ character: Character) -> KeyPress {
        KeyPress(KeyEquivalent(character), modifiers: .control)
    }

    /// Whether this is the given key with no Control or Alt.
    func isPlain(_ key: KeyEquivalent) -> Bool {
        self.key == key && modifiers.isDisjoint(with: [.control, .option])
    }

    /// The key as a person would write it, e.g. "Ctrl-S", "↓", "q".
    public var description: String {
        var name: String
        switch key {
        case .upArrow: name = "↑"
        case .downArrow: name = "↓"
        case .leftArrow: name = "←"
        case .rightArrow: name = "→"
        case .escape: name = "Esc"
        case .delete: name = "Backspace"
        case .deleteForward: name = "Delete"
        case .home: name = "Home"
        case .end: name = "End"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        case .tab: name = "Tab"
        case .space: name = "Space"
        case .return: name = "Enter"
        case .f1: name = "F1"
        case .f10: name = "F10"
        default: name = String(key.character)
        }
        if modifiers.contains(.shift) { name = "Shift-" + name }
        if modifiers.contains(.option) { name = "Alt-" + name }
        if modifiers.contains(.control) { name = "Ctrl-" + name.uppercased() }
        return name
    }
}

extension KeyEquivalent {
    /// Whether this is a key that types no character (arrows, paging, Esc, ...).
    package var isSpecial: Bool {
        if self == .escape || self == .delete { return true }
        guard let scalar = character.unicodeScalars.first else { return true }
        return (0xF700...0xF8FF).contains(scalar.value)
    }
}
