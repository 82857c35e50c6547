import Foundation

/// The keys of the app's tables that a Swift source uses, found in its text: the string literals given to
/// `Text(_:bundle: .module)`, to `LocaleCategories.localized(_:)` and `String(localized:)` (a ternary's two
/// literals too), and to the app's calls that take a key (`sheetChrome`'s titles, `columnPicker`, a row's
/// label, `TripNotFound`'s title). An interpolation `\(…)` stands in the key for one value (`%@`, `%lld`, …),
/// so a key is a pattern (`matches(_:)`).
struct LocalizedKeyScan {
    /// A key as the source writes it: its literal text, with nil for each interpolated value.
    struct Key: Hashable, CustomStringConvertible {
        let pieces: [String?]

        /// The key with `%@` for each value, as a reader sees it.
        var description: String { pieces.map { $0 ?? "%@" }.joined() }

        /// Whether a table's key is this one: the same text, each value by any format specifier.
        func matches(_ tableKey: String) -> Bool {
            var rest = Substring(tableKey)
            for piece in pieces {
                if let piece {
                    guard rest.hasPrefix(piece) else { return false }
                    rest = rest.dropFirst(piece.count)
                } else {
                    guard let specifier = rest.firstMatch(of: /^%(\d+\$)?(@|lld|ld|d|lf|f)/) else { return false }
                    rest = rest.dropFirst(specifier.output.0.count)
                }
            }
            return rest.isEmpty
        }
    }

    /// What may come just before a key's literal, on its line (`Text(` only with `, bundle: .module` after it).
    private static let openers = [
        "Text(", "localized(", "String(localized: ", "sheetChrome(", "columnPicker(", " row(", "TripNotFound(title: ",
        "confirm: ", "cancel: ", " title: ",
    ]

    /// The keys of `source`.
    static func keys(in source: String) -> [Key] {
        var keys: [Key] = []
        let characters = Array(source)
        var index = 0
        var lineStart = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                lineStart = index + 1
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            } else if character == "\"" {
                if index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" {
                    // A multi-line literal: not a key of these forms (a help text has a key of its own).
                    index += 3
                    while index + 2 < characters.count,
                          !(characters[index] == "\"" && characters[index + 1] == "\"" && characters[index + 2] == "\"") {
                        index += 1
                    }
                    index += 3
                    continue
                }
                let (key, end) = literal(in: characters, at: index)
                let before = String(characters[lineStart..<index])
                let after = String(characters[end..<min(characters.count, end + 17)])
                if !key.pieces.isEmpty, isKey(before: before, after: after) { keys.append(key) }
                index = end
                continue
            }
            index += 1
        }
        return keys
    }

    /// Whether a literal with `before` on its line and `after` it is a key.
    private static func isKey(before: String, after: String) -> Bool {
        let trimmed = before.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("Text(") { return after.hasPrefix(", bundle: .module") }
        if openers.contains(where: { before.hasSuffix($0) }) { return true }
        // The two literals of a ternary given to a call that takes a key: `localized(a ? "x" : "y")`.
        return before.contains(/(localized\(|sheetChrome\(|title: |confirm: )[^"()]*\?\s*("[^"]*"\s*:\s*)?$/)
    }

    /// The single-line literal that starts at `start` (its opening quote), and the index after its closing quote.
    private static func literal(in characters: [Character], at start: Int) -> (Key, Int) {
        var pieces: [String?] = []
        var text = ""
        var index = start + 1
        while index < characters.count, characters[index] != "\"", characters[index] != "\n" {
            if characters[index] == "\\", index + 1 < characters.count {
                if characters[index + 1] == "(" {
                    pieces.append(text)
                    pieces.append(nil)
                    text = ""
                    index = endOfInterpolation(in: characters, at: index + 2)
                    continue
                }
                text.append(characters[index + 1] == "n" ? "\n" : characters[index + 1])
                index += 2
                continue
            }
            text.append(characters[index])
            index += 1
        }
        pieces.append(text)
        return (Key(pieces: pieces.filter { $0 != "" }), index + 1)
    }

    /// The index after the `)` that closes an interpolation whose contents start at `start`.
    private static func endOfInterpolation(in characters: [Character], at start: Int) -> Int {
        var depth = 1
        var index = start
        while index < characters.count, depth > 0 {
            switch characters[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "\"":
                // A literal inside the interpolation (`?? "none"`).
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    index += characters[index] == "\\" ? 2 : 1
                }
            default: break
            }
            index += 1
        }
        return index
    }
}
