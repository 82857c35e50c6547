import Foundation

/// How an import finds the app's category or trip a file names: by the name as it is, else by the name with
/// case, accents and punctuation aside ("food & drink", "Food and Drink" and "FOOD-AND-DRINK" are the app's
/// "Food & Drink").
enum ImportNameMatching {
    /// `name` as names are compared: folded as search folds text (`SearchQuery.fold`: case and accents aside),
    /// "&" as "and", and only its letters and digits.
    static func key(_ name: String) -> String {
        let folded = SearchQuery.fold(name).replacingOccurrences(of: "&", with: " and ")
        return String(String.UnicodeScalarView(folded.unicodeScalars.filter {
            $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }))
    }

    /// The app's category named `name` (by its title or its id); nil for a name the app does not know.
    static func category(named name: String) -> Category? {
        if let exact = Category.all.first(where: { $0.title == name || $0.id == name }) { return exact }
        let key = key(name)
        guard !key.isEmpty else { return nil }
        return Category.all.first { self.key($0.title) == key || self.key($0.id) == key }
    }
}

extension Category {
    /// The app's category named `name`, by its title or its id, case, accents and punctuation aside ("food and
    /// drink" is "Food & Drink"); nil for a name the app does not know.
    public static func named(_ name: String) -> Category? {
        ImportNameMatching.category(named: name)
    }
}
