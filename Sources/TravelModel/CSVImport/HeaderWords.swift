import Foundation

/// The names banks give their export's columns, in English and German, for each role of an import, and the
/// mapping a header's names suggest (`columns(for:)`). A name matches when it is the word (case, accents and
/// punctuation aside: "Währung", "WAEHRUNG", "Betrag (EUR)" with its unit) or holds its words ("Posted
/// Transactions Date"); words earlier in a role's list are preferred ("Buchungstag" over "Wertstellung").
enum HeaderWords {
    /// The words of each role, preferred first.
    static let words: [(role: CSVColumnRole, words: [String])] = [
        (.date, [
            "date", "datum", "buchungstag", "buchungsdatum", "transaction date", "trans date", "posting date",
            "posted date", "post date", "booking date", "umsatztag", "belegdatum", "value date", "valuta",
            "valutadatum", "wertstellung", "wertstellungsdatum",
        ]),
        (.debit, [
            "debit", "debits", "debit amount", "soll", "withdrawal", "withdrawals", "withdrawal amount", "money out",
            "paid out", "outflow", "ausgang", "ausgange", "belastung",
        ]),
        (.credit, [
            "credit", "credits", "credit amount", "haben", "deposit", "deposits", "deposit amount", "money in",
            "paid in", "inflow", "eingang", "eingange", "gutschrift",
        ]),
        (.amount, [
            "amount", "betrag", "umsatz", "transaction amount", "value", "wert", "total amount", "summe",
        ]),
        (.currency, ["currency", "wahrung", "waehrung", "ccy", "curr", "currency code", "devise"]),
        (.category, ["category", "kategorie", "categories", "kategorien"]),
        (.trip, ["trip", "reise"]),
    ]

    /// The words of a title, a payee's first: what the money went to.
    static let payeeWords = [
        "title", "payee", "empfanger", "empfaenger", "zahlungsempfanger", "zahlungsempfaenger",
        "beguenstigter zahlungspflichtiger", "begunstigter zahlungspflichtiger", "auftraggeber empfanger",
        "auftraggeber", "name", "merchant", "merchant name", "counterparty", "zahlungspartner",
    ]

    /// The words of a description, the title of a row without a payee.
    static let descriptionWords = [
        "description", "verwendungszweck", "beschreibung", "memo", "narrative", "purpose", "buchungstext",
        "umsatztext", "text", "reference", "details",
    ]

    /// A header's name reduced to what is compared: lower case, accents and punctuation taken off ("ä" as
    /// "a"), words separated by one space.
    static func normalized(_ name: String) -> String {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .replacingOccurrences(of: "ß", with: "ss")
        let words = folded.unicodeScalars.split { !$0.properties.isAlphabetic && !("0"..."9").contains($0) }
        return words.map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
    }

    /// How well `name` (normalized) matches `word`: 2 when it is the word, 1 when it holds its words, 0 not.
    static func match(_ name: String, _ word: String) -> Int {
        if name == word { return 2 }
        let nameWords = name.split(separator: " ")
        let wordWords = word.split(separator: " ")
        guard !wordWords.isEmpty, nameWords.count > wordWords.count else { return 0 }
        for start in 0...(nameWords.count - wordWords.count) where Array(nameWords[start..<(start + wordWords.count)]) == wordWords {
            return 1
        }
        return 0
    }

    /// The best column among `names` (normalized) for the first of `words` that any matches, not among `taken`:
    /// a column that is the word before one that holds it.
    static func column(for words: [String], in names: [String], taken: Set<Int>) -> Int? {
        for strength in [2, 1] {
            for word in words {
                if let index = names.indices.first(where: { !taken.contains($0) && match(names[$0], word) == strength }) {
                    return index
                }
            }
        }
        return nil
    }

    /// The mapping `header`'s names suggest, and how many roles they gave a column.
    static func columns(for header: [String]) -> (columns: CSVColumns, found: Int) {
        let names = header.map(normalized)
        var columns = CSVColumns()
        var taken = Set<Int>()
        var found = 0
        for (role, words) in words {
            if let index = column(for: words, in: names, taken: taken) {
                columns[role] = [index]
                taken.insert(index)
                found += 1
            }
        }
        // Debits and credits are columns of amounts only both together, and only without an amount column: a
        // "Debit/Credit" column beside an amount says which an amount is, and a debit column alone ("Soll")
        // is the amount named oddly.
        if columns.amount == nil, (columns.debit == nil) != (columns.credit == nil) {
            columns.amount = columns.debit ?? columns.credit
            columns.debit = nil
            columns.credit = nil
        } else if columns.amount != nil {
            columns.debit = nil
            columns.credit = nil
        }
        if let payee = column(for: payeeWords, in: names, taken: taken) {
            columns.title.append(payee)
            taken.insert(payee)
        }
        if let description = column(for: descriptionWords, in: names, taken: taken) {
            columns.title.append(description)
        }
        if !columns.title.isEmpty { found += 1 }
        return (columns, found)
    }
}
