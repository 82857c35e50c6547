/// Pasting into a one-line field (`TextField`, the search field of `.searchable`): the paste goes in whole,
/// as one edit at the insertion point, or not at all, with a message that says why; never changed on the way
/// but for its line breaks.
extension EditableText {
    /// The most characters one paste puts in a one-line field; a longer paste is refused (a field of a
    /// megabyte would make every key that follows slow).
    static let pasteLimit = 10_000

    /// Why a paste was refused.
    enum PasteRefusal: Error, Equatable {
        /// It has more characters than `pasteLimit`.
        case tooLong(count: Int)
        /// The field does not take this character (a letter in an amount).
        case inadmissible(Character)

        /// The message for the user, in the environment's languages (`TermUIText`).
        func message(in environment: EnvironmentValues) -> String {
            switch self {
            case .tooLong(let count):
                return TermUIText.localized(
                    "Not pasted: %@ characters is more than a field takes (%@).", ["\(count)", "\(EditableText.pasteLimit)"],
                    in: environment)
            case .inadmissible(let character):
                return TermUIText.localized(
                    "Not pasted: this field takes no %@.", EditableText.named(character, in: environment), in: environment)
            }
        }
    }

    /// Inserts pasted text at the insertion point, or leaves the text as it was and says why not.
    ///
    /// The paste's final line breaks are left out and the others become spaces, as do tabs: the field has
    /// one line. It is refused when it is longer than `pasteLimit`, or when `admits` turns a character of it
    /// away (letters in an amount): the field never keeps part of a paste.
    mutating func paste(_ pasted: String, admitting admits: (Character) -> Bool) -> PasteRefusal? {
        let text = Self.oneLine(pasted)
        guard text.count <= Self.pasteLimit else { return .tooLong(count: text.count) }
        if let refused = text.first(where: { !admits($0) }) { return .inadmissible(refused) }
        guard !text.isEmpty else { return nil }
        insert(text)
        return nil
    }

    /// Pasted text on one line: without its final line breaks, the other line breaks and tabs as spaces.
    static func oneLine(_ pasted: String) -> String {
        var text = Substring(pasted)
        while text.last?.isNewline == true { text.removeLast() }
        return String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    /// A character as a message in an environment's languages names it: “e” („e“ in German), or "spaces" for
    /// a space.
    static func named(_ character: Character, in environment: EnvironmentValues) -> String {
        character == " " ? TermUIText.localized("spaces", in: environment) : quotedCharacters(String(character), in: environment)
    }

    /// A paste cut to a few words, to name it in a message, in the quotation marks of the environment's languages.
    static func quoted(_ pasted: String, in environment: EnvironmentValues) -> String {
        let text = oneLine(pasted)
        return quotedCharacters(text.count > 24 ? text.prefix(23) + "…" : text, in: environment)
    }

    /// Characters a message names, in the quotation marks of the environment's languages: “,” („,“ in German).
    static func quotedCharacters(_ text: String, in environment: EnvironmentValues) -> String {
        TermUIText.localized("“%@”", text, in: environment)
    }
}
