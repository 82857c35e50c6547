import Foundation
import TermUIBase

/// TermUI's own text on the screen (the help's title and headings, what undo and redo say, the message of a
/// window too small, a table's hint of `s`) in the languages of the screen (`localeCategories.languages`), from a table compiled in,
/// as `KeyHintLabels`' is (a library's resource bundle would have to be shipped beside every app); else as
/// written. It holds German so far.
enum TermUIText {
    /// The translations of each language, by the English text; `%@` stands for the one value of a message.
    static let tables: [String: [String: String]] = [
        "de": [
            "Keys": "Tasten", "This screen": "Dieser Bildschirm", "Moving": "Bewegen", "App": "App",
            "Nothing to undo.": "Nichts zu widerrufen.", "Nothing to redo.": "Nichts zu wiederholen.",
            "Undone.": "Widerrufen.", "Redone.": "Wiederholt.", "Undone: %@.": "Widerrufen: %@.",
            "Redone: %@.": "Wiederholt: %@.", "Make the window larger (needs %@)": "Fenster vergrößern (mindestens %@)",
            "sort: %@": "nach %@",
        ],
    ]

    /// `text` in an environment's languages, with `value` put for its `%@`.
    static func localized(_ text: String, _ value: String? = nil, in environment: EnvironmentValues) -> String {
        let languages = environment.localeCategories.languages
        let table = languages.isEmpty
            ? nil : LocalizationTables.search(languages, then: "en", among: Array(tables.keys)).first.flatMap { tables[$0] }
        let format = table?[text] ?? text
        guard let value else { return format }
        return format.replacingOccurrences(of: "%@", with: value)
    }
}
