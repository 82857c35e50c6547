import Foundation

/// One of CLDR's plural categories, the keys of a `.stringsdict` plural rule and of a String Catalog's
/// `variations.plural`.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    /// Nothing (Arabic's 0; a `.stringsdict`'s `zero` is used for 0 in every language).
    case zero
    /// One (English's 1, French's 0 and 1, Russian's 1, 21, 31, ...).
    case one
    /// Two (Arabic's 2).
    case two
    /// A few (Russian's 2-4, 22-24, ...; Arabic's 3-10).
    case few
    /// Many (Russian's 5-20, 25-30, ...; Arabic's 11-99; French's millions).
    case many
    /// Every other number; the form every table should give.
    case other

    /// The category of a number in a language (a BCP 47 tag such as `de`, `pt-BR`; only the language counts),
    /// by CLDR's cardinal rules for English, German, Dutch, Swedish, Italian, Spanish, Portuguese, French,
    /// Russian, Ukrainian, Polish, Czech, Arabic, and languages without plurals (Japanese, Chinese, Korean,
    /// and others); any other language takes the English rule.
    public static func category(of number: PluralOperands, language: String) -> PluralCategory {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let n = number
        switch code {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "yue":
            return .other
        case "fr":
            if n.integer <= 1 { return .one }
            return n.fractionDigits == 0 && n.integer != 0 && n.integer % 1_000_000 == 0 ? .many : .other
        case "pt":
            // CLDR's `pt` (Brazil): 0 and 1 are singular; Portugal's `pt-PT` has the English rule.
            if language.lowercased().replacingOccurrences(of: "_", with: "-").hasPrefix("pt-pt") {
                return n.integer == 1 && n.fractionDigits == 0 ? .one : .other
            }
            return n.integer <= 1 ? .one : .other
        case "ru", "uk", "be":
            guard n.fractionDigits == 0 else { return .other }
            let last = n.integer % 10, lastTwo = n.integer % 100
            if last == 1 && lastTwo != 11 { return .one }
            if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
            return .many
        case "pl":
            guard n.fractionDigits == 0 else { return .other }
            if n.integer == 1 { return .one }
            let last = n.integer % 10, lastTwo = n.integer % 100
            if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
            return .many
        case "cs", "sk":
            guard n.fractionDigits == 0 else { return .many }
            if n.integer == 1 { return .one }
            return (2...4).contains(n.integer) ? .few : .other
        case "ar":
            guard n.isInteger else { return .other }
            switch n.integer {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                let lastTwo = n.integer % 100
                if (3...10).contains(lastTwo) { return .few }
                if (11...99).contains(lastTwo) { return .many }
                return .other
            }
        default:
            // English and the languages that share its rule (de, nl, sv, it, es, ...): one for 1 without
            // visible decimals.
            return n.integer == 1 && n.fractionDigits == 0 ? .one : .other
        }
    }
}

/// A number as CLDR's plural rules see it: its integer digits and how many fraction digits it shows.
public struct PluralOperands: Hashable, Sendable {
    /// The absolute value's integer part (CLDR's `i`).
    public var integer: UInt64
    /// The number of visible fraction digits (CLDR's `v`): `1.50` has 2.
    public var fractionDigits: Int
    /// Whether the value is a whole number (CLDR's `n` with no fraction).
    public var isInteger: Bool

    /// The operands of an integer.
    public init<Number: BinaryInteger>(_ value: Number) {
        integer = UInt64(clamping: value.magnitude)
        fractionDigits = 0
        isInteger = true
    }

    /// The operands of a floating-point value: a whole value counts as an integer with no fraction digits (the
    /// text shown may still have some: `%.1f` of 1 is "1.0", which TermUI counts as `one`).
    public init(_ value: Double) {
        guard value.isFinite else {
            integer = 0
            fractionDigits = 1
            isInteger = false
            return
        }
        let magnitude = abs(value)
        integer = magnitude >= 1.8e19 ? UInt64.max : UInt64(magnitude.rounded(.towardZero))
        if magnitude == magnitude.rounded(.towardZero) {
            fractionDigits = 0
            isInteger = true
        } else {
            let digits = "\(magnitude)".split(separator: ".").last.map(\.count) ?? 1
            fractionDigits = max(1, digits)
            isInteger = false
        }
    }
}
