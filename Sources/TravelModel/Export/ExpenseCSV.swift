import Foundation

/// Expenses as CSV (RFC 4180), as an export writes them: a header, then a row for each expense with its day
/// ("2026-11-29", in the time zone given), title, amount as exact decimal text ("-12.5"), currency code,
/// category and trip name. Fields with a comma, a quote or a line break are quoted, quotes doubled; lines end
/// in CRLF.
///
/// A text field that a spreadsheet would run as a formula (its first character `=`, `+`, `-`, `@`, a tab or a
/// carriage return) is written after an apostrophe, which spreadsheets show as text and do not run; the
/// amount and the day are the app's own numbers and dates, never changed.
public enum ExpenseCSV {
    /// The header row's fields.
    public static let header = ["date", "title", "amount", "currency", "category", "trip"]

    /// The line ending RFC 4180 asks for.
    static let lineEnd = "\r\n"

    /// The header as a line.
    public static var headerLine: String {
        line(header)
    }

    /// The line of `expense`, with `tripName` in its trip column ("" for none), its day in `timeZone`; nil
    /// when its day or amount cannot be written (a year outside 1 to 9999, an amount that is not a number).
    public static func line(for expense: Expense, tripName: String?, timeZone: TimeZone) -> String? {
        ExportedExpense(expense, tripName: tripName, timeZone: timeZone).map(line)
    }

    /// The line of an expense: its day and amount as they are; the other fields made inert and quoted where
    /// they must be.
    static func line(_ expense: ExportedExpense) -> String {
        line([
            expense.day, inert(expense.title), expense.amount, inert(expense.currencyCode), inert(expense.category),
            inert(expense.trip ?? ""),
        ])
    }

    /// A line of `fields`, each quoted where it must be.
    static func line(_ fields: [String]) -> String {
        var line = ""
        line.reserveCapacity(fields.reduce(fields.count + 2) { $0 + $1.utf8.count })
        for (index, text) in fields.enumerated() {
            if index > 0 { line += "," }
            line += field(text)
        }
        line += lineEnd
        return line
    }

    /// `text` as a CSV field: in double quotes, each of its own doubled, when it holds a comma, a quote or a
    /// line break; as it is otherwise.
    static func field(_ text: String) -> String {
        // By scalar, which is what decides here (a line break is a character of its own), and far faster than
        // by character for a million rows.
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || isLineBreak($0) }) else {
            return text
        }
        var quoted = "\""
        quoted.reserveCapacity(text.utf8.count + 4)
        for (index, part) in text.utf8.split(separator: UInt8(ascii: "\""), omittingEmptySubsequences: false).enumerated() {
            if index > 0 { quoted += "\"\"" }
            // Split at an ASCII byte, each part is whole UTF-8.
            quoted += String(decoding: part, as: UTF8.self)
        }
        return quoted + "\""
    }

    /// `text` so that a spreadsheet shows it and never runs it: after an apostrophe when it starts as a formula
    /// does, or with apostrophes and then as a formula does ("'=1" is written "''=1"), so that an import takes
    /// exactly one apostrophe off such text and gets back what was there (`FormulaApostrophe`).
    static func inert(_ text: String) -> String {
        FormulaApostrophe.needsApostrophe(text) ? "'" + text : text
    }

    /// Whether `scalar` breaks a line as `Character.isNewline` says (LF, VT, FF, CR, NEL, the line and paragraph
    /// separators).
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
