import Foundation
import TermUIBase

/// The labels of the key-hint bar and the help in the languages of the screen (`localeCategories.languages`):
/// an app's own labels from the `Localizable` table of `\.keyHintBundle` (its `KeyHint("←→", "page")`), and
/// TermUI's from its table here, else as written.
///
/// TermUI's table is compiled in rather than a resource: a library's resource bundle must be shipped beside
/// every app's binary, and SwiftPM's `Bundle.module` stops the program where it is missing. It holds German so
/// far.
enum KeyHintLabels {
    /// TermUI's labels in each language it has.
    static let tables: [String: [String: String]] = [
        "de": [
            "action": "Aktion", "back": "zurück", "calendar": "Kalender", "cancel": "abbrechen", "change": "ändern",
            "choose": "wählen", "close": "schließen", "close help": "Hilfe schließen", "column": "Spalte", "done": "fertig", "field": "Feld",
            "first, last": "Anfang, Ende",
            "help": "Hilfe", "menu": "Menü", "move": "bewegen", "new line": "neue Zeile", "next": "weiter", "open": "öffnen",
            "previous": "zurück", "quit": "beenden", "redo": "wiederholen", "refresh": "neu laden",
            "reverse": "umkehren", "scroll": "blättern", "search": "suchen", "submit": "absenden", "suspend": "anhalten",
            "try it": "ausprobieren", "undo": "widerrufen",
        ],
    ]

    /// The hints with their labels in an environment's languages; the hints themselves where none is wanted.
    static func translated(_ hints: [KeyHint], in environment: EnvironmentValues) -> [KeyHint] {
        let languages = environment.localeCategories.languages
        guard !languages.isEmpty else { return hints }
        let table = LocalizationTables.search(languages, then: "en", among: Array(tables.keys)).first.flatMap { tables[$0] }
        let bundle = environment.keyHintBundle
        return hints.map { hint in
            var hint = hint
            if let bundle, let translation = LocalizationTables.shared.translation(
                of: hint.label, table: nil, bundle: bundle, languages: languages) {
                hint.label = translation.entry.format
            } else if let label = table?[hint.label] {
                hint.label = label
            }
            return hint
        }
    }
}

private struct KeyHintBundleKey: EnvironmentKey {
    static var defaultValue: Bundle? { nil }
}

extension EnvironmentValues {
    /// The bundle whose `Localizable` table holds the app's key-hint labels (`KeyHint("←→", "page")`), looked
    /// up in the screen's languages when the bar and the help are drawn; nil (the default) for none. TermUI
    /// only: SwiftUI has no key-hint bar.
    public var keyHintBundle: Bundle? {
        get { self[KeyHintBundleKey.self] }
        set { self[KeyHintBundleKey.self] = newValue }
    }
}
