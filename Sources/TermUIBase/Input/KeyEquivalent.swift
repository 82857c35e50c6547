/// A key, as in SwiftUI: a character, or one of the special keys below (which use the same private-use
/// characters as SwiftUI, so values match).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public var character: Character

    /// The key that types a character.
    public init(_ character: Character) {
        self.character = character
    }

    /// The key that types a character literal.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    /// ↑.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// ↓.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// ←.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// →.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Esc.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace (the key that deletes backwards).
    public static let delete = KeyEquivalent("\u{7F}")
    /// Delete (the key that deletes forwards).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")

    /// The F1 function key, which opens the help even where a text field takes `?` (not in SwiftUI, whose
    /// key equivalents name no function keys; the character is the one macOS gives F1).
    public static let f1 = KeyEquivalent("\u{F704}")
    /// Tab (Shift-Tab is Tab with the shift modifier).
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// Enter.
    public static let `return` = KeyEquivalent("\r")
}

/// Modifier keys held with a key, as in SwiftUI. Terminals report Shift (for Tab), Control and Alt (Option).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock (never reported by terminals).
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt, sent by terminals as Esc before the key).
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command (never reported by terminals).
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad (never reported by terminals).
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}
