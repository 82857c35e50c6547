import Foundation

/// Whether typed text is a whole, well-formed number in a locale, beyond what Foundation's lenient parse
/// strategies check: they read "3,5" in English as 3, "3.5" in German as 3 and "12abc" as 12, dropping the
/// rest without a word. A value field takes a number only when this holds too, so that what the user typed
/// is never silently read as something else.
enum NumberText {
    /// Whether `text` reads as one number in `locale`: digits with at most one decimal separator, grouping
    /// separators only between digits before it (groups of three, or two inside as in India), and around
    /// the digits only spaces, signs, brackets and the characters `formattedExample` (the value as the style
    /// formats it: "$3.50", "3,50 €", "50 %") has around its digits.
    static func isWellFormed(_ text: String, locale: Locale, formattedExample: String) -> Bool {
        let characters = Array(text)
        let decimal = Character(locale.decimalSeparator ?? ".")
        let grouping = Character(locale.groupingSeparator ?? ",")
        let groupsWithSpaces = grouping.isWhitespace
        guard let first = characters.firstIndex(where: { $0.isWholeNumber || $0 == decimal }),
            var last = characters.lastIndex(where: \.isWholeNumber), first <= last
        else { return false }
        // "3." is a number being typed.
        if last + 1 < characters.count, characters[last + 1] == decimal { last += 1 }

        let affixes = Set(formattedExample.filter { !$0.isWholeNumber && $0 != decimal && $0 != grouping })
        let allowedAround: (Character) -> Bool = { character in
            character.isWhitespace || "+-−()".contains(character) || affixes.contains(character)
        }
        guard characters[..<first].allSatisfy(allowedAround), characters[(last + 1)...].allSatisfy(allowedAround) else {
            return false
        }

        var groups: [Int] = [0]
        var seenDecimal = false
        for character in characters[first...last] {
            if character.isWholeNumber {
                if !seenDecimal { groups[groups.count - 1] += 1 }
            } else if character == decimal, !seenDecimal {
                seenDecimal = true
            } else if !seenDecimal, character == grouping || (groupsWithSpaces && character.isWhitespace) {
                guard groups[groups.count - 1] > 0 else { return false }  // at the start, or doubled
                groups.append(0)
            } else {
                return false
            }
        }
        guard groups.count > 1 else { return true }
        guard groups[0] <= 3, groups.last == 3 else { return false }
        return groups.dropFirst().dropLast().allSatisfy { $0 == 2 || $0 == 3 }
    }
}
