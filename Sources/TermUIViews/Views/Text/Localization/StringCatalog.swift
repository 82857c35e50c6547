import Foundation

/// A String Catalog (`<Table>.xcstrings`): JSON with `sourceLanguage` and `strings`, each key with
/// `localizations[language]` holding a `stringUnit.value`, or `variations.plural[category].stringUnit.value`
/// (the whole text by the plural of its one argument), and `substitutions[name]` for `%#@name@` (its
/// `argNum`, `formatSpecifier` and plural variations, whose `%arg` is the argument). What is not of that shape
/// is skipped; a file that is not JSON gives nothing.
struct StringCatalog: Sendable {
    /// The language the keys are written in.
    var sourceLanguage: String?
    /// Each language's entries.
    var entries: [String: [String: LocalizedEntry]] = [:]

    init(data: Data) {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return }
        sourceLanguage = root["sourceLanguage"] as? String
        for (key, value) in (root["strings"] as? [String: Any]) ?? [:] {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any],
                      let entry = Self.entry(of: localization) else { continue }
                entries[language, default: [:]][key] = entry
            }
        }
    }

    /// A localization's entry: its string unit's value, or its plural variation as a variable over the whole
    /// text, with its substitutions.
    private static func entry(of localization: [String: Any]) -> LocalizedEntry? {
        var entry: LocalizedEntry
        if let value = unitValue(localization) {
            entry = LocalizedEntry(format: value)
        } else if let forms = pluralForms(localization) {
            entry = LocalizedEntry(format: "%1$#@plural@", variables: ["plural": .init(argument: 1, forms: forms)])
        } else {
            return nil
        }
        for (name, substitution) in (localization["substitutions"] as? [String: Any]) ?? [:] {
            guard let substitution = substitution as? [String: Any], var forms = pluralForms(substitution) else { continue }
            let argument = substitution["argNum"] as? Int
            let specifier = (substitution["formatSpecifier"] as? String) ?? "lld"
            let placeholder = argument.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
            for (category, form) in forms { forms[category] = form.replacingOccurrences(of: "%arg", with: placeholder) }
            entry.variables[name] = .init(argument: argument, forms: forms)
        }
        return entry
    }

    private static func unitValue(_ object: [String: Any]) -> String? {
        ((object["stringUnit"] as? [String: Any])?["value"]) as? String
    }

    private static func pluralForms(_ object: [String: Any]) -> [PluralCategory: String]? {
        guard let plural = (object["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
            if let form = (plural[category.rawValue] as? [String: Any]).flatMap(unitValue) { forms[category] = form }
        }
        return forms.isEmpty ? nil : forms
    }
}
