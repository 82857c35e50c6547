/// The editing keys of a one-line field (`TextField`, the search field of `.searchable`): what each does to
/// the text being edited. The field keeps the keys that differ (Enter, Esc) and hands on the text.
extension EditableText {
    /// What an editing key did.
    enum KeyOutcome: Equatable {
        /// The text is as it was; the insertion point may have moved.
        case textUnchanged
        /// The text changed, so the field passes it on to its binding.
        case textChanged
    }

    /// Applies a key press: ← → Home End (Ctrl-A Ctrl-E) move, Backspace and Delete erase, Ctrl-U clears,
    /// Ctrl-K erases to the end, Ctrl-W erases a word, and a key that types inserts its characters, less
    /// control characters and those `admits` turns away. A key that types is used even when nothing of it is
    /// let in, so that it never reaches the screen's shortcuts. Nil for any other key (Option keys, other
    /// Control keys, Esc, ↑ ↓, paging): it goes on to the views around the field.
    mutating func apply(_ press: KeyPress, admitting admits: (Character) -> Bool) -> KeyOutcome? {
        guard !press.modifiers.contains(.option) else { return nil }
        if press.modifiers.contains(.control) { return applyControlKey(press.key) }
        switch press.key {
        case .leftArrow: moveLeft()
        case .rightArrow: moveRight()
        case .home: moveToStart()
        case .end: moveToEnd()
        case .delete: return deleteBackward() ? .textChanged : .textUnchanged
        case .deleteForward: return deleteForward() ? .textChanged : .textUnchanged
        default:
            guard !press.key.isSpecial else { return nil }
            let text = String(press.characters.filter { character in
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

    /// Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-K and Ctrl-W; nil for other Control keys.
    private mutating func applyControlKey(_ key: KeyEquivalent) -> KeyOutcome? {
        switch key {
        case "a": moveToStart()
        case "e": moveToEnd()
        case "u":
            clear()
            return .textChanged
        case "k":
            deleteToEnd()
            return .textChanged
        case "w":
            deleteWordBackward()
            return .textChanged
        default: return nil
        }
        return .textUnchanged
    }
}
