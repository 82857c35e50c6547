import Foundation

/// Exact decimal text for amounts: an optional minus sign, digits, and optionally a point and more digits.
enum StoredAmount {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// What decimal text holds.
    enum Reading: Equatable {
        /// The amount, exactly as written.
        case exact(Decimal)
        /// Not plain decimal text.
        case notANumber
        /// A number with more digits than `Decimal` holds (some 38 significant digits, within its exponent's
        /// range), which would come back rounded.
        case tooManyDigits
    }

    /// The text for `amount`, or nil when it is not a number.
    static func text(for amount: Decimal) -> String? {
        guard !amount.isNaN else { return nil }
        let text = amount.description
        // Never write what could not be read back.
        guard let value = value(of: text), value == amount else { return nil }
        return text
    }

    /// The amount written as `text`, or nil when `text` is not plain decimal text or holds more digits than
    /// can be kept exactly.
    static func value(of text: String) -> Decimal? {
        guard case .exact(let amount) = read(text) else { return nil }
        return amount
    }

    /// The largest significand `Decimal` holds (2^128 - 1), as digits: an amount's significant digits (from its
    /// first digit that is not a zero to its last) are at most as many, and when as many, no greater.
    static let largestSignificand = "340282366920938463463374607431768211455"

    /// What `text` holds: the amount, when it is plain decimal text that `Decimal` holds exactly.
    static func read(_ text: String) -> Reading {
        readWithStoredText(text).reading
    }

    /// What `text` holds, as `read(_:)`, and for an amount it holds exactly the text `text(for:)` gives of it,
    /// which the reading works out and checks on its way: an import that reads an amount and stores it works
    /// out its text once, not three times.
    static func readWithStoredText(_ text: String) -> (reading: Reading, storedText: String?) {
        guard let digits = significantDigits(of: text) else { return (.notANumber, nil) }
        let significand = String(decoding: digits.utf8.filter { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "-") }
            .drop { $0 == UInt8(ascii: "0") }.reversed().drop { $0 == UInt8(ascii: "0") }.reversed(), as: UTF8.self)
        // Equal lengths of digits compare as their numbers do.
        guard significand.utf8.count < largestSignificand.utf8.count
                || significand.utf8.count == largestSignificand.utf8.count && significand <= largestSignificand,
              let amount = Decimal(string: text, locale: posix), !amount.isNaN else {
            return (.tooManyDigits, nil)
        }
        // The amount's own text has the digits of `text`: it reads back as the amount, as `text(for:)` asks.
        let storedText = amount.description
        guard significantDigits(of: storedText) == digits else { return (.tooManyDigits, nil) }
        return (.exact(amount), storedText)
    }

    /// Plain decimal text reduced to what decides its value (its sign, its digits without the zeros that
    /// change nothing, and where the point is), so that two texts of one number give the same; nil when
    /// `text` is not plain decimal text.
    private static func significantDigits(of text: String) -> String? {
        var unsigned = Substring(text)
        let isNegative = unsigned.first == "-"
        if isNegative {
            unsigned = unsigned.dropFirst()
        }
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        // Bytes, not characters: "1" with a combining accent is a character between "0" and "9".
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }) else {
            return nil
        }
        let whole = String(parts[0].drop { $0 == "0" })
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        while fraction.last == "0" {
            fraction.removeLast()
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return "0" }
        return (isNegative ? "-" : "") + whole + "." + fraction
    }
}
