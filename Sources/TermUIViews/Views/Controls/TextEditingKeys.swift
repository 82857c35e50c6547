import TermUIBase

/// The editing keys of a one-line field (`TextField`, the search field of `.searchable`): which presses they
/// are, and what each does to the text being edited. The field keeps the keys that differ (Enter, Esc) and
/// hands on the text.
extension EditableText {
    /// What an editing key did.
    enum KeyOutcome: Equatable {
        /// The text is as it was; the insertion point may have moved.
        case textUnchanged
        /// The text changed, so the field passes it on to its binding.
        case textChanged
    }

    /// An editing key: ← → Home End (Ctrl-A Ctrl-E) move, Backspace and Delete erase, Ctrl-U clears, Ctrl-K
    /// erases to the end, Ctrl-W erases a word, and a key that types inserts its characters. A field's binding
    /// of its typing answers to exactly these presses (`isEditingKey`), so that its handling and what it takes
    /// from the views around it are one rule.
    enum EditingKey: Equatable {
        case moveLeft, moveRight, moveToStart, moveToEnd
        case deleteBackward, deleteForward, clear, deleteToEnd, deleteWordBackward
        /// A key that types these characters.
        case type(String)

        /// The editing key a press is; nil for any other key (Option keys, other Control keys, Esc, ↑ ↓,
        /// paging): it goes on to the views around the field.
        init?(_ press: KeyPress) {
            guard !press.modifiers.contains(.option) else { return nil }
            if press.modifiers.contains(.control) {
                switch press.key {
                case "a": self = .moveToStart
                case "e": self = .moveToEnd
                case "u": self = .clear
                case "k": self = .deleteToEnd
                case "w": self = .deleteWordBackward
                default: return nil
                }
                return
            }
            switch press.key {
            case .leftArrow: self = .moveLeft
            case .rightArrow: self = .moveRight
            case .home: self = .moveToStart
            case .end: self = .moveToEnd
            case .delete: self = .deleteBackward
            case .deleteForward: self = .deleteForward
            default:
                guard !press.key.isSpecial else { return nil }
                self = .type(press.characters)
            }
        }
    }

    /// Whether a press is an editing key.
    @Sendable static func isEditingKey(_ press: KeyPress) -> Bool {
        EditingKey(press) != nil
    }

    /// Applies a key press (see `EditingKey`); a key that types inserts its characters less control
    /// characters and those `admits` turns away, and is used even when nothing of it is let in, so that it
    /// never reaches the screen's shortcuts. Nil for a press that is not an editing key.
    mutating func apply(_ press: KeyPress, admitting admits: (Character) -> Bool) -> KeyOutcome? {
        guard let key = EditingKey(press) else { return nil }
        switch key {
        case .moveLeft: moveLeft()
        case .moveRight: moveRight()
        case .moveToStart: moveToStart()
        case .moveToEnd: moveToEnd()
        case .deleteBackward: return deleteBackward() ? .textChanged : .textUnchanged
        case .deleteForward: return deleteForward() ? .textChanged : .textUnchanged
        case .clear:
            clear()
            return .textChanged
        case .deleteToEnd:
            deleteToEnd()
            return .textChanged
        case .deleteWordBackward:
            deleteWordBackward()
            return .textChanged
        case .type(let characters):
            let text = String(characters.filter { character in
                !character.unicodeScalars.contains { $0.properties.generalCategory == .control } && admits(character)
            })
            guard !text.isEmpty else { return .textUnchanged }
            insert(text)
            return .textChanged
        }
        return .textUnchanged
    }

    /// The first character of a key that types which `admits` turns away (a letter in an amount), so that
    /// the field can say so; nil for other keys and when every character is let in.
    static func refusedCharacter(in press: KeyPress, admitting admits: (Character) -> Bool) -> Character? {
        guard press.modifiers.isDisjoint(with: [.option, .control]), !press.key.isSpecial else { return nil }
        return press.characters.first { character in
            !character.unicodeScalars.contains { $0.properties.generalCategory == .control } && !admits(character)
        }
    }
}
