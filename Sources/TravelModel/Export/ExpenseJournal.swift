import Foundation

/// Expenses as a plain-text accounting journal, in the format hledger and Ledger read: one transaction for
/// each expense, its day and title on the first line (with its trip as a `trip:` tag, where it has one), then
/// a posting of its exact amount to its category's account under `Expenses`, and a posting with no amount to
/// `Assets:Cash`, which balances it. Transactions are separated by an empty line; lines end in LF.
///
///     2026-03-14 Sushi at Nishiki  ; trip: Kyōto
///         Expenses:Food & Drink                   9.6 USD
///         Assets:Cash
///
/// The amount is the exact decimal text the app keeps (a point for the decimal mark, no digit groups, a minus
/// for a refund), with the currency's code after it as its commodity. The app does not know how an expense was
/// paid: `Assets:Cash` is plain-text accounting's usual account for that, which a reader can rename (hledger's
/// and Ledger's `--alias`, or an `alias` directive).
///
/// Text the format treats specially is made safe, so that each field reads back as one field (what the tests
/// check, by the format's rules): in a title, a category, a commodity and a trip, line breaks, tabs and other
/// controls become spaces, and the ends are trimmed; a `;`, which begins a comment, becomes a fullwidth `；`; a
/// title's first character that would read as a status (`*`, `!`) or begin a code (`(`) becomes its fullwidth
/// form (`＊`, `！`, `（`); in an account name, where two spaces end the name, spaces run together into one, and
/// `:`, which divides accounts, becomes `：`; in the trip tag, whose value ends at a comma, `,` becomes `，`. A
/// currency code that is not letters only is quoted, as the format quotes such commodities, its `"` made `＂`.
/// Nothing else changes; the CSV export keeps every character as it is.
public enum ExpenseJournal {
    /// The account each expense is paid from (see above).
    public static let paymentAccount = "Assets:Cash"
    /// The account every category's account is under.
    public static let expenseAccount = "Expenses"
    /// The account of an expense whose category has no title (written by another tool).
    static let uncategorized = "Uncategorized"
    /// The tag that names an expense's trip.
    public static let tripTag = "trip"
    /// The width an account is padded to before its amount, for columns that line up (at least two spaces
    /// always divide them).
    static let accountWidth = 40

    /// The transaction of `expense`, with `tripName` in its tag (none for nil), its day in `timeZone`; nil when
    /// its day or amount cannot be written (a year outside 1 to 9999, an amount that is not a number).
    public static func transaction(for expense: Expense, tripName: String?, timeZone: TimeZone) -> String? {
        ExportedExpense(expense, tripName: tripName, timeZone: timeZone).map(transaction)
    }

    /// The transaction of an expense: its day and amount as they are; the other fields made safe here. Ends
    /// with the empty line that divides it from the next.
    static func transaction(_ expense: ExportedExpense) -> String {
        let description = self.description(expense.title), account = accountPart(expense.category)
        let commodity = self.commodity(expense.currencyCode)
        var text = expense.day
        text.reserveCapacity(96 + description.utf8.count + account.utf8.count + (expense.trip?.utf8.count ?? 0))
        if !description.isEmpty {
            text += " "
            text += description
        }
        if let trip = expense.trip {
            text += "  ; \(tripTag): "
            text += tagValue(trip)
        }
        text += "\n    \(expenseAccount):"
        text += account
        // Scalars, not characters: a column that lines up is worth no grapheme breaking a row.
        text += padding.prefix(max(2, accountWidth - expenseAccount.utf8.count - 1 - account.unicodeScalars.count))
        text += expense.amount
        if !commodity.isEmpty {
            text += " "
            text += commodity
        }
        text += "\n    \(paymentAccount)\n\n"
        return text
    }

    /// Spaces enough to pad any account to `accountWidth`.
    private static let padding = String(repeating: " ", count: accountWidth)

    /// A title as a transaction's description: on one line, with no `;` (which would begin a comment), and no
    /// first character that reads as a status or a code.
    static func description(_ title: String) -> String {
        if isPlain(title, avoiding: ";"), let first = title.utf8.first, !"*!(".utf8.contains(first) { return title }
        var text = oneLine(title) { $0 == ";" ? "；" : nil }
        if let first = text.unicodeScalars.first, let safe = leadingMark(first) {
            text.unicodeScalars.replaceSubrange(
                text.unicodeScalars.startIndex..<text.unicodeScalars.index(after: text.unicodeScalars.startIndex),
                with: [safe])
        }
        return text
    }

    /// A category's title as one part of an account name: on one line, each run of white space (of any kind:
    /// two spaces end the name, and the format takes any space for one) one plain space, no `:` (which divides
    /// accounts) and no `;`.
    static func accountPart(_ title: String) -> String {
        if isPlain(title, avoiding: ";:"), !title.utf8.isEmpty,
           !zip(title.utf8, title.utf8.dropFirst()).contains(where: { $0 == UInt8(ascii: " ") && $1 == UInt8(ascii: " ") }) {
            return title
        }
        var text = String.UnicodeScalarView(), lastWasSpace = false
        for scalar in oneLine(title, replacing: { $0 == ";" ? "；" : $0 == ":" ? "：" : nil }).unicodeScalars {
            let isSpace = scalar.properties.isWhitespace
            if !(isSpace && lastWasSpace) { text.append(isSpace ? " " : scalar) }
            lastWasSpace = isSpace
        }
        return text.isEmpty ? uncategorized : String(text)
    }

    /// A currency code as the amount's commodity: as it is when it is letters only (as every ISO code is),
    /// else in double quotes, as the format quotes a commodity of other characters; empty for none.
    static func commodity(_ code: String) -> String {
        let isLetters = { (text: String) in
            text.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
        }
        if isLetters(code) { return code }
        let text = oneLine(code) { $0 == "\"" ? "＂" : $0 == ";" ? "；" : nil }
        return text.isEmpty || isLetters(text) ? text : "\"" + text + "\""
    }

    /// A trip's name as a tag's value, which ends at a comma or the line's end.
    static func tagValue(_ name: String) -> String {
        if isPlain(name, avoiding: ",") { return name }
        return oneLine(name) { $0 == "," ? "，" : nil }
    }

    /// The fullwidth form of a first character that reads as a transaction's status (`*`, `!`) or begins its
    /// code (`(`); nil for any other.
    private static func leadingMark(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "*": "＊"
        case "!": "！"
        case "(": "（"
        default: nil
        }
    }

    /// Whether `oneLine` would leave `text` as it is, with none of `avoided` (ASCII characters) in it: no
    /// control, no line or paragraph separator, no white space but the plain space, and none of that at either
    /// end. What most text is, found without making a string.
    private static func isPlain(_ text: String, avoiding avoided: StaticString) -> Bool {
        let utf8 = text.utf8
        guard utf8.first != UInt8(ascii: " "), utf8.last != UInt8(ascii: " ") else { return false }
        let avoidedBytes = UnsafeBufferPointer(start: avoided.utf8Start, count: avoided.utf8CodeUnitCount)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                guard value >= 0x20, value != 0x7F, !avoidedBytes.contains(UInt8(value)) else { return false }
            } else if value <= 0xA0 || value == 0x1680 || (0x2000...0x200A).contains(value) || (0x2028...0x2029).contains(value)
                        || value == 0x202F || value == 0x205F || value == 0x3000 {
                // C1 controls, and the white space that is not the plain space (Unicode's Zs).
                return false
            }
        }
        return true
    }

    /// `text` on one line: each control (a line break, a tab, C0 and C1 controls, DEL) and each line or
    /// paragraph separator a space, each scalar `standIn` gives a stand-in for that stand-in, the white space
    /// at either end trimmed.
    private static func oneLine(_ text: String, replacing standIn: (Unicode.Scalar) -> Unicode.Scalar?) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = standIn(scalar) {
                scalars.append(replacement)
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                scalars.append(" ")
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars).trimmingCharacters(in: .whitespaces)
    }
}
