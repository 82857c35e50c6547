import Foundation

/// The exact sum of amounts in `StoredAmount`'s text, added one text at a time, for a month's totals read
/// straight from the database: most amounts ("12.50", "-3", "1200") are added as whole numbers of their
/// smallest unit, without making a `Decimal` of each; any other text goes through `StoredAmount`, which reads
/// it exactly or refuses it.
struct StoredAmountSum {
    /// The sum of the short amounts with n digits after the point, as a whole number of 10^-n, at index n.
    private var shortSums = [Int64](repeating: 0, count: Self.shortDigits + 1)
    /// The sum of the amounts that are not short, or that would have overflowed a short sum.
    private var otherSum: Decimal = 0
    /// How many amounts were added.
    private(set) var count = 0

    /// The most digits a short amount has: any such number, and the sum of two, fits in an `Int64`.
    private static let shortDigits = 18

    /// An empty sum.
    init() {}

    /// Adds the amount written as `text` (UTF-8 bytes); false, adding nothing, when `text` is not an amount
    /// `StoredAmount` reads.
    mutating func add(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        if let (value, scale) = Self.shortAmount(text) {
            let (sum, overflow) = shortSums[scale].addingReportingOverflow(value)
            if overflow {
                otherSum += Self.decimal(shortSums[scale], scale: scale)
                shortSums[scale] = value
            } else {
                shortSums[scale] = sum
            }
        } else {
            guard let amount = StoredAmount.value(of: String(decoding: text, as: UTF8.self)) else { return false }
            otherSum += amount
        }
        count += 1
        return true
    }

    /// Adds the amount written as `text`; false, adding nothing, when it is not an amount `StoredAmount` reads.
    mutating func add(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { add($0) }
    }

    /// The sum.
    var total: Decimal {
        shortSums.indices.reduce(otherSum) { $0 + Self.decimal(shortSums[$1], scale: $1) }
    }

    /// `value` × 10^-`scale`, exactly.
    private static func decimal(_ value: Int64, scale: Int) -> Decimal {
        let magnitude = Decimal(value.magnitude)
        return Decimal(sign: value < 0 ? .minus : .plus, exponent: -scale, significand: magnitude)
    }

    /// The amount `text` writes as a whole number of 10^-scale, when it is plain decimal text ("-12.50") of at
    /// most `shortDigits` digits; nil for any other text (which may still be an amount, a long one).
    private static func shortAmount(_ text: UnsafeBufferPointer<UInt8>) -> (value: Int64, scale: Int)? {
        var index = 0
        let isNegative = text.first == UInt8(ascii: "-")
        if isNegative { index = 1 }
        var value: Int64 = 0, digits = 0, scale = 0, sawPoint = false, digitsBeforePoint = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            if byte == UInt8(ascii: ".") {
                guard !sawPoint, digits > 0 else { return nil }
                sawPoint = true
                digitsBeforePoint = digits
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < shortDigits else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            digits += 1
            if sawPoint { scale += 1 }
        }
        // Digits on both sides of a point, and some digits at all ("", "-", "1.", ".5" are not amounts).
        guard digits > 0, !sawPoint || digits > digitsBeforePoint else { return nil }
        return (isNegative ? -value : value, scale)
    }
}
