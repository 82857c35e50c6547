/// Data as a message for the user quotes it (the day in `the day "2026-02-30" is not a day`, the title in
/// "Delete Gelato"): cut short, so that a megabyte of a title does not make a megabyte of message.
///
/// What a terminal would act on (an escape, a bidirectional override) is not taken out here: TravelModel does
/// not know the terminal. Every message leaves the app through TermUI, which shows it as it shows all text:
/// on screen through `Glyph`, on standard error through `StandardStream` (`String.sanitizedForTerminal()`).
/// The app cuts the data of the names and messages it words from the model's values (`UndoActionName`) the same
/// way.
public enum MessageQuote {
    /// The most characters of data a message quotes.
    public static let maximumLength = 40

    /// `text`, cut to `maximumLength` characters, the last of them "…", when it is longer; the characters
    /// after the cut are never looked at.
    public static func excerpt(_ text: String) -> String {
        guard let cut = text.index(text.startIndex, offsetBy: maximumLength, limitedBy: text.endIndex),
              cut != text.endIndex else {
            return text
        }
        return text[..<text.index(before: cut)] + "\u{2026}"
    }

    /// `text` in quotation marks, cut as `excerpt(_:)` cuts it: `"2026-02-30"`.
    static func quoted(_ text: String) -> String {
        "\"" + excerpt(text) + "\""
    }

    /// A long number with its middle left out, its first and last four characters kept, such as
    /// `1111…1.25`; a number of twelve characters or fewer whole.
    static func number(_ text: String) -> String {
        guard let cut = text.index(text.startIndex, offsetBy: 12, limitedBy: text.endIndex), cut != text.endIndex else {
            return text
        }
        return "\(text.prefix(4))\u{2026}\(text.suffix(4))"
    }
}

extension String.StringInterpolation {
    /// Appends data cut short, as a message quotes it: `"Delete \(excerpt: title)"` (see `MessageQuote.excerpt(_:)`).
    mutating func appendInterpolation(excerpt text: String) {
        appendLiteral(MessageQuote.excerpt(text))
    }

    /// Appends data in quotation marks and cut short: `"the day \(quoted: day) is not a day"` (see
    /// `MessageQuote.quoted(_:)`).
    mutating func appendInterpolation(quoted text: String) {
        appendLiteral(MessageQuote.quoted(text))
    }
}
