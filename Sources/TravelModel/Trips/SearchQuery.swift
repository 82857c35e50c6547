import Foundation

/// Search text split into terms that match case- and diacritic-insensitively: "kyo" finds "Kyōto", and
/// "tromso" finds "Tromsø".
struct SearchQuery: Sendable {
    /// The folded terms, each of which must be found; empty when the text is blank.
    let terms: [String]

    /// The query for `text`, split at white space.
    init(_ text: String) {
        terms = text.split(whereSeparator: { $0.isWhitespace }).map { Self.fold(String($0)) }
    }

    /// Whether the query has no terms, so that everything matches.
    var isEmpty: Bool {
        terms.isEmpty
    }

    /// Whether every term is found in one of `fields`, not necessarily the same one.
    func matchesAll(in fields: [String]) -> Bool {
        let folded = fields.map(Self.fold)
        return terms.allSatisfy { term in folded.contains { $0.contains(term) } }
    }

    /// Whether any term is found in `field`.
    func matchesAny(in field: String) -> Bool {
        let folded = Self.fold(field)
        return terms.contains { folded.contains($0) }
    }

    /// Letters that carry no combining accent, and so survive diacritic folding, with their plain spelling.
    private static let plainLetters: [Character: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
    ]

    /// `text` in lower case without accents or full-width forms, with the letters above spelled plainly.
    static func fold(_ text: String) -> String {
        // Plain ASCII, as most names are: lower case is all there is to do, and far cheaper than folding.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        guard folded.contains(where: { plainLetters[$0] != nil }) else {
            return folded
        }
        return folded.reduce(into: "") { result, character in
            if let plain = plainLetters[character] {
                result += plain
            } else {
                result.append(character)
            }
        }
    }
}
