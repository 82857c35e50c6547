import Foundation

/// Exact decimal text for amounts: an optional minus sign, digits, and optionally a point and more digits.
enum StoredAmount {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The text for `amount`, or nil when it is not a number.
    static func text(for amount: Decimal) -> String? {
        guard !amount.isNaN else { return nil }
        let text = amount.description
        // Never write what could not be read back.
        guard let value = value(of: text), value == amount else { return nil }
        return text
    }

    /// The amount written as `text`, or nil when `text` is not plain decimal text (ASCII digits) or too large
    /// for a `Decimal` (10^200 is).
    static func value(of text: String) -> Decimal? {
        var digits = Substring(text).utf8
        if digits.first == UInt8(ascii: "-") {
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        // Bytes, not characters: "1" with a combining accent is a character between "0" and "9".
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }) else {
            return nil
        }
        return Decimal(string: text, locale: posix)
    }
}
