/// Data quoted in a message, kept short: a long title or number would push the rest of the message off a
/// narrow screen. (What it holds is made safe to show where the message is shown.)
enum ShortQuote {
    /// The most characters of a title a message quotes.
    static let titleLimit = 30

    /// `text` in double quotes, cut at `titleLimit` characters with "…", such as `"Dinner at the…"`.
    static func title(_ text: String) -> String {
        let cut = text.count > titleLimit ? text.prefix(titleLimit - 1) + "…" : Substring(text)
        return "\"\(cut)\""
    }

    /// A long number with its middle left out, its first and last four characters kept, such as
    /// `1111…1.25`; a number of twelve characters or fewer whole.
    static func number(_ text: String) -> String {
        text.count > 12 ? "\(text.prefix(4))…\(text.suffix(4))" : text
    }
}
