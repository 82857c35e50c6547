import Foundation
import TermUIBase

/// TermUI's own text on the screen (the help's title and headings, what undo and redo say, the message of a
/// window too small, a table's hint of `s`, what a text field, a text editor or a value field says when it refuses
/// a key or a paste, the file importer's and exporter's sheets) in the languages of the screen (`localeCategories.languages`), from a table compiled in,
/// as `KeyHintLabels`' is (a library's resource bundle would have to be shipped beside every app); else as
/// written. It holds German so far.
enum TermUIText {
    /// The translations of each language, by the English text; `%@` stands for a value of a message, in order,
    /// and `%1$@`, `%2$@`, … in a translation for the first, second, … value where its words come in another order.
    static let tables: [String: [String: String]] = [
        "de": [
            "Keys": "Tasten", "This screen": "Dieser Bildschirm", "Moving": "Bewegen", "App": "App",
            "Nothing to undo.": "Nichts zu widerrufen.", "Nothing to redo.": "Nichts zu wiederholen.",
            "Undone.": "Widerrufen.", "Redone.": "Wiederholt.", "Undone: %@.": "Widerrufen: %@.",
            "Redone: %@.": "Wiederholt: %@.", "Make the window larger (needs %@)": "Fenster vergrößern (mindestens %@)",
            "sort: %@": "nach %@",
            // What a text field, a text editor and a value field say when they refuse a key or a paste.
            "“%@”": "„%@“", "spaces": "Leerzeichen", "a space": "ein Leerzeichen", "this field": "Dieses Feld",
            "an amount": "Ein Betrag", "a number": "Eine Zahl", "a percentage": "Ein Prozentsatz", "a value": "Ein Wert",
            "amount": "Betrag", "number": "Zahl", "percentage": "Prozentsatz", "value": "Wert",
            "amounts": "Beträge", "numbers": "Zahlen", "percentages": "Prozentsätze", "values": "Werte",
            "Not typed: this locale writes decimals with “%@” (4%@50), not %@.":
                "Nicht getippt: Hier schreibt man Dezimalzahlen mit „%1$@“ (4%2$@50), nicht %3$@.",
            "Not typed: %@ takes only digits, “%@”, %@ and “-”, not %@.":
                "Nicht getippt: %1$@ nimmt nur Ziffern, „%2$@“, %3$@ und „-“, nicht %4$@.",
            "Not typed: %@ takes only digits, spaces and + * # ( ) , -, not %@.":
                "Nicht getippt: %1$@ nimmt nur Ziffern, Leerzeichen und + * # ( ) , -, nicht %2$@.",
            "Not typed: %@ takes only digits, not %@.": "Nicht getippt: %1$@ nimmt nur Ziffern, nicht %2$@.",
            "Not pasted: %@ characters is more than a field takes (%@).":
                "Nicht eingefügt: %1$@ Zeichen; ein Feld nimmt höchstens %2$@.",
            "Not pasted: this field takes no %@.": "Nicht eingefügt: Dieses Feld nimmt kein %@ an.",
            "Not pasted: the field cannot be changed now.": "Nicht eingefügt: Das Feld kann jetzt nicht geändert werden.",
            "Nothing here takes text: the paste was not used.": "Hier nimmt nichts Text an: Das Eingefügte wurde nicht verwendet.",
            "Not pasted: %@": "Nicht eingefügt: %@",
            "Not pasted: %@.": "Nicht eingefügt: %@.",
            "Not pasted: %@ is not a value this field takes.": "Nicht eingefügt: %@ ist kein Wert für dieses Feld.",
            "Not pasted: %@ is not a value for %@.": "Nicht eingefügt: %1$@ ist kein Wert für %2$@.",
            "Not pasted: the editor cannot be changed now.": "Nicht eingefügt: Der Editor kann jetzt nicht geändert werden.",
            "Not pasted: %@ characters is more than the editor takes at once (%@).":
                "Nicht eingefügt: %1$@ Zeichen; der Editor nimmt höchstens %2$@ auf einmal.",
            "%@ is not what was typed: %@ was left out.": "%1$@ ist nicht, was getippt wurde: %2$@ wurde ausgelassen.",
            "%@ is not a valid %@.": "%1$@ ist als %2$@ ungültig.",
            "%@ is not a valid %@: %@.": "%1$@ ist als %2$@ ungültig: %3$@.",
            "it is more than this field holds": "mehr, als dieses Feld fasst",
            "this locale writes %@": "Hier schreibt man %@",
            "this locale writes %@ like %@": "Hier schreibt man %1$@ wie %2$@",
            "this field takes whole %@": "nur ganze %@",
            "it has more than %@ decimals": "mehr als %@ Nachkommastellen",
            "it has more digits than this field holds": "mehr Ziffern, als dieses Feld fasst",
            // A document app's question before changes are dropped, and why its file could not be opened or saved.
            "Save the changes to “%@”?": "Änderungen an „%@“ sichern?", "Save": "Sichern", "Don't Save": "Nicht sichern",
            "Cancel": "Abbrechen", "OK": "OK", "Not saved": "Nicht gesichert", "Not opened": "Nicht geöffnet",
            "No document": "Kein Dokument",
            "New": "Neu", "Open": "Öffnen",
            // The window's title: a new document's name, and the mark of unsaved changes after a name.
            "Untitled": "Unbenannt", "%@ — Edited": "%@ — Bearbeitet",
            "Saved “%@”.": "„%@“ gesichert.",
            "Its changes are lost if they are not saved.": "Ungesicherte Änderungen gehen verloren.",
            "%@ The changes are still here; save them elsewhere with Ctrl-S after fixing it.":
                "%@ Die Änderungen sind noch da; sichern Sie sie mit Ctrl-S, wenn das behoben ist, oder anderswo.",
            "Opening “%@”…": "„%@“ wird geöffnet …",
            "Ctrl-O opens a file, Ctrl-N starts a new document.": "Ctrl-O öffnet eine Datei, Ctrl-N beginnt ein neues Dokument.",
            "Ctrl-O opens a file.": "Ctrl-O öffnet eine Datei.",
            "“%@” does not exist.": "„%@“ gibt es nicht.",
            "“%@” is new: Ctrl-S saves it.": "„%@“ ist neu: Ctrl-S sichert sie.",
            "“%@” is a folder: name a file in it, to open or to start.":
                "„%@“ ist ein Ordner: Nennen Sie eine Datei darin, die geöffnet oder neu begonnen werden soll.",
            "“%@” can be neither opened nor started: there is no folder “%@”.":
                "„%1$@“ lässt sich weder öffnen noch neu beginnen: Es gibt keinen Ordner „%2$@“.",
            "“%@” cannot be opened: no permission to read it.": "„%@“ lässt sich nicht öffnen: keine Berechtigung zum Lesen.",
            "“%@” cannot be opened: it does not hold what this app reads.":
                "„%@“ lässt sich nicht öffnen: Sie enthält nichts, was diese App liest.",
            "“%@” cannot be opened: it is neither a file nor a folder.":
                "„%@“ lässt sich nicht öffnen: Das ist weder eine Datei noch ein Ordner.",
            "“%@” cannot be opened: a link inside it leads back to a folder it is in.":
                "„%@“ lässt sich nicht öffnen: Ein Link darin führt zurück in einen Ordner, in dem er liegt.",
            "“%@” cannot be opened: %@": "„%@“ lässt sich nicht öffnen: %@",
            "“%@” could not be saved: no permission to write in its folder.":
                "„%@“ wurde nicht gesichert: keine Berechtigung, in ihren Ordner zu schreiben.",
            "“%@” could not be saved: the disk is full.": "„%@“ wurde nicht gesichert: Der Datenträger ist voll.",
            "“%@” could not be saved: the disk is read-only.": "„%@“ wurde nicht gesichert: Der Datenträger ist schreibgeschützt.",
            "“%@” could not be saved: %@": "„%@“ wurde nicht gesichert: %@",
            // The file importer's and exporter's sheets: their titles, buttons, question and messages.
            "Open a file": "Datei öffnen", "Open files": "Dateien öffnen", "Open %@": "%@ öffnen", "Name": "Name",
            "Saving…": "Wird gesichert …", "Reading…": "Wird gelesen …", "Replace": "Ersetzen",
            "Replace “%@”?": "„%@“ ersetzen?",
            "A file of that name is already in this folder; replacing it overwrites what it holds.":
                "In diesem Ordner gibt es schon eine Datei mit diesem Namen; Ersetzen überschreibt ihren Inhalt.",
            "“%@” is a folder: choose another name.": "„%@“ ist ein Ordner: Wählen Sie einen anderen Namen.",
            "“%@” is not a file of the type asked for.": "„%@“ ist keine Datei der gewünschten Art.",
            "“%@” cannot be read: no permission.": "„%@“ lässt sich nicht lesen: keine Berechtigung.",
            "“%@” cannot be read: %@": "„%@“ lässt sich nicht lesen: %@",
            "Type a name for the file.": "Geben Sie einen Namen für die Datei ein.",
            "“%@” is not a name for a file.": "„%@“ ist kein Name für eine Datei.",
            "A name cannot contain “/”.": "Ein Name darf kein „/“ enthalten.",
            "A name cannot contain control characters.": "Ein Name darf keine Steuerzeichen enthalten.",
            "The name is too long (at most 255 bytes).": "Der Name ist zu lang (höchstens 255 Bytes).",
            "Copied to the clipboard.": "In die Zwischenablage kopiert.",
            "Too long to copy: at most %@ kB go to the clipboard.": "Zu lang zum Kopieren: Höchstens %@ kB passen in die Zwischenablage.",
            "This terminal has no clipboard an app can copy to.": "Dieses Terminal hat keine Zwischenablage, in die ein Programm kopieren kann.",
        ],
    ]

    /// `text` in an environment's languages, with `value` put for its `%@`.
    static func localized(_ text: String, _ value: String? = nil, in environment: EnvironmentValues) -> String {
        localized(text, value.map { [$0] } ?? [], in: environment)
    }

    /// `text` in an environment's languages, with `values` put for its `%@`s in order (or for `%1$@`, `%2$@`, …
    /// where the translation names them). Without values the text is as the table has it, `%@` and all.
    static func localized(_ text: String, _ values: [String], in environment: EnvironmentValues) -> String {
        localized(text, values, languages: environment.localeCategories.languages)
    }

    /// `text` in `languages` (`LocaleCategories.languages`), with `values` put for its `%@`s as above: for a view
    /// that reads only `\.localeCategories` of its environment.
    static func localized(_ text: String, _ values: [String] = [], languages: [String]) -> String {
        let table = languages.isEmpty
            ? nil : LocalizationTables.search(languages, then: "en", among: Array(tables.keys)).first.flatMap { tables[$0] }
        let format = table?[text] ?? text
        guard !values.isEmpty else { return format }
        var next = 0
        return format.replacing(/%(?:(\d+)\$)?@/) { match in
            let index = match.output.1.flatMap { Int($0) }.map { $0 - 1 } ?? next
            next = index + 1
            return values.indices.contains(index) ? values[index] : String(match.output.0)
        }
    }
}

extension LocaleCategories {
    /// TermUI's own `text` in these categories' languages (`TermUIText`), with `values` put for its `%@`s: for a
    /// view that reads `\.localeCategories`.
    func termUIText(_ text: String, _ values: String...) -> String {
        TermUIText.localized(text, values, languages: languages)
    }
}
