import Foundation

/// What a file's dates say of their format, gathered value by value until one decides (`decided`): the form
/// (ISO, dots, slashes or dashes), and, for day and month in either order (`03/04/2026`), the first value
/// with a number over 12 in one of the two places. Dates with dots are always day first (German); a year
/// first is ISO.
struct DateFormatEvidence {
    /// The format the values so far allow, with a day or month order still open for slashes and dashes.
    private(set) var separator: Character?
    /// The order the values decide, once one does.
    private(set) var order: ImportDateFormat.Order?
    /// The value that showed the form, and its line.
    private(set) var firstExample: (text: String, line: Int)?
    /// The value that decided the order, and its line.
    private(set) var decidingExample: (text: String, line: Int)?

    /// Whether the format is decided.
    var isDecided: Bool {
        order != nil
    }

    /// Takes the date `text` of line `line` into account.
    mutating func note(_ text: String, line: Int) {
        guard order == nil, let numbers = ImportDateFormat.numbers(of: text) else { return }
        if let separator, separator != numbers.separator { return }
        let parts = numbers.parts
        let example = (text.trimmedForImport, line)
        if parts[0].count == 4 {
            separator = numbers.separator
            order = .yearMonthDay
            decidingExample = example
            firstExample = firstExample ?? example
            return
        }
        guard [2, 4].contains(parts[2].count), let first = Int(parts[0]), let second = Int(parts[1]) else { return }
        separator = numbers.separator
        firstExample = firstExample ?? example
        if numbers.separator == "." {
            order = .dayMonthYear
            decidingExample = firstExample
        } else if first > 12 && (1...12).contains(second) {
            order = .dayMonthYear
            decidingExample = example
        } else if second > 12 && (1...12).contains(first) {
            order = .monthDayYear
            decidingExample = example
        }
    }

    /// The format to read the dates in, and why: the values' own, or for day and month in either order that no
    /// value decides, the order `locale` writes them in.
    func choice(locale: Locale) -> (format: ImportDateFormat, reason: ImportFormatReason) {
        guard let separator, firstExample != nil else { return (.iso, .noValues) }
        if let order, let decidingExample {
            let reason: ImportFormatReason = order == .yearMonthDay || separator == "."
                ? .written(example: decidingExample.text, line: decidingExample.line)
                : .decided(example: decidingExample.text, line: decidingExample.line)
            return (ImportDateFormat(order: order, separator: separator), reason)
        }
        let order: ImportDateFormat.Order = Self.writesMonthFirst(locale) ? .monthDayYear : .dayMonthYear
        return (ImportDateFormat(order: order, separator: separator), .locale(identifier: locale.identifier))
    }

    /// Whether `locale` writes a short date with the month before the day (en_US: 3/14/26).
    static func writesMonthFirst(_ locale: Locale) -> Bool {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMd", options: 0, locale: locale) ?? ""
        guard let month = pattern.firstIndex(of: "M"), let day = pattern.firstIndex(of: "d") else { return false }
        return month < day
    }
}
