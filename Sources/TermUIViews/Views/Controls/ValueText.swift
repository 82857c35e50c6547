import Foundation

/// What the text of a value field gives: nothing yet (it is empty), a value, or why it gives none.
enum ValueReading<Value> {
    /// The text is empty or only spaces: the field shows its prompt.
    case empty
    /// The value the whole text stands for, exactly.
    case value(Value)
    /// The text gives no value; the problem says why, in one sentence for the bottom row.
    case invalid(ValueProblem)

    /// The value, when the text gives one.
    var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// Why the text gives no value, or nil when it gives one or is empty.
    var problem: ValueProblem? {
        if case .invalid(let problem) = self { return problem }
        return nil
    }
}

/// Why a value field's text gives no value: the sentence that names the text ("12,50 is not a valid amount:
/// this locale writes 12.50."), and the reason alone ("this locale writes 12.50"), which a paste's refusal says
/// after "Not pasted:" so that the way to write the value is not cut off the bottom row by a long paste.
struct ValueProblem: Equatable {
    /// The whole sentence.
    let sentence: String
    /// What is wrong, without the text; nil when the sentence gives no reason.
    let reason: String?
}

/// Reading the text of a value field (`TextField(value:format:)`) in a locale, so that a field never takes a
/// value other than the one typed: Foundation's lenient parse reads "12,50" in English as 1250, "4.50" in
/// German as 450 and "12abc" as 12, and a format rounds "4.567" to $4.57 and 43 digits to 38. A number is
/// taken only when the whole text is well formed (`NumberText`) and every digit typed is one the format
/// shows again; otherwise the reading says why, naming the separator the locale expects when that is the
/// mistake ("12,50 is not a valid amount: this locale writes 12.50"), in the environment's languages (`TermUIText`).
enum ValueText {
    /// What a text gives with a format style in an environment's locale, its problem in the environment's languages.
    static func read<F: ParseableFormatStyle>(_ text: String, with format: F, in environment: EnvironmentValues) -> ValueReading<F.FormatInput>
    where F.FormatOutput == String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .empty }
        // Typed numbers are read as LC_NUMERIC writes them (`\.locale`), amounts of money too: LC_MONETARY
        // says how an amount is shown once the field is left, not how the user types digits.
        let style = format.locale(environment.locale)
        let parsed = try? style.parseStrategy.parse(trimmed)
        guard F.FormatInput.self is any Numeric.Type else {
            return parsed.map { .value($0) } ?? .invalid(invalid(trimmed, noun: noun(of: format), in: environment))
        }
        return readNumber(trimmed, parsed: parsed, style: style, noun: noun(of: format), in: environment)
    }

    /// The word for a format's values in messages: "amount" for a currency, "percentage", else "number" (or
    /// "value" for what is not a number).
    static func noun<F: FormatStyle>(of format: F) -> String {
        if let named = format as? any ValueNaming { return type(of: named).valueNoun }
        return F.FormatInput.self is any Numeric.Type ? "number" : "value"
    }

    /// A noun with its indefinite article: "an amount", "a number".
    static func withArticle(_ noun: String) -> String {
        ("aeiou".contains(noun.prefix(1)) ? "an " : "a ") + noun
    }

    /// Why a text is not a value, in the environment's languages: "12,50 is not a valid amount", with `reason`
    /// after a colon when there is one. A text longer than a dozen characters is named by its first eleven and
    /// "…", so that the reason fits the bottom row of 80 columns.
    private static func invalid(_ text: String, noun: String, reason: String? = nil, in environment: EnvironmentValues) -> ValueProblem {
        let noun = TermUIText.localized(noun, in: environment)
        let named = text.count > 12 ? text.prefix(11) + "…" : text
        guard let reason else {
            return ValueProblem(sentence: TermUIText.localized("%@ is not a valid %@.", [named, noun], in: environment), reason: nil)
        }
        return ValueProblem(sentence: TermUIText.localized("%@ is not a valid %@: %@.", [named, noun, reason], in: environment), reason: reason)
    }

    private static func readNumber<F: ParseableFormatStyle>(
        _ text: String, parsed: F.FormatInput?, style: F, noun: String, in environment: EnvironmentValues
    ) -> ValueReading<F.FormatInput> where F.FormatOutput == String {
        let locale = environment.locale
        func invalid(_ reason: String?) -> ValueReading<F.FormatInput> {
            .invalid(Self.invalid(text, noun: noun, reason: reason, in: environment))
        }
        if let parsed {
            let shown = style.format(parsed)
            if NumberText.isWellFormed(text, locale: locale, formattedExample: shown) {
                return exactness(of: text, shownAs: shown, noun: noun, in: environment).map { invalid($0) } ?? .value(parsed)
            }
        }
        // Only text that gives no value pays for the example.
        let example = sampleText(style: style, locale: locale)
        if parsed == nil, NumberText.isWellFormed(text, locale: locale, formattedExample: example ?? "") {
            // Digits in the locale's way that still do not parse: more than the type holds (an Int past 2^63).
            return invalid(TermUIText.localized("it is more than this field holds", in: environment))
        }
        if let corrected = separatorsSwapped(in: text, locale: locale),
            let value = try? style.parseStrategy.parse(corrected),
            NumberText.isWellFormed(corrected, locale: locale, formattedExample: style.format(value))
        {
            return invalid(TermUIText.localized("this locale writes %@", corrected, in: environment))
        }
        guard let example else { return invalid(nil) }
        let nouns = TermUIText.localized("\(noun)s", in: environment)
        return invalid(TermUIText.localized("this locale writes %@ like %@", [nouns, example], in: environment))
    }

    /// Why a well-formed number is not kept exactly as typed, or nil when the format shows every digit
    /// typed: too many decimals for the format (4.567 as a currency of two), or too many digits for the type
    /// (a Decimal keeps 38, a Double turns a long number into ∞); in the environment's languages.
    private static func exactness(of text: String, shownAs shown: String, noun: String, in environment: EnvironmentValues) -> String? {
        let decimal = Character(environment.locale.decimalSeparator ?? ".")
        let typed = significantDigits(of: text, decimal: decimal)
        let formatted = significantDigits(of: shown, decimal: decimal)
        guard typed != formatted else { return nil }
        if typed.whole == formatted.whole, typed.fraction.count > formatted.fraction.count {
            let places = shown.split(separator: decimal).dropFirst().first?.filter(\.isWholeNumber).count ?? 0
            return places == 0
                ? TermUIText.localized("this field takes whole %@", TermUIText.localized("\(noun)s", in: environment), in: environment)
                : TermUIText.localized("it has more than %@ decimals", "\(places)", in: environment)
        }
        return TermUIText.localized("it has more digits than this field holds", in: environment)
    }

    /// The digits of a number before and after its decimal separator, without the zeros that do not count
    /// (leading ones before it, trailing ones after it).
    private static func significantDigits(of text: String, decimal: Character) -> (whole: String, fraction: String) {
        let parts = text.split(separator: decimal, maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String((parts.first ?? "").filter(\.isWholeNumber).drop { $0 == "0" })
        var fraction = parts.count > 1 ? String(parts[1].filter(\.isWholeNumber)) : ""
        while fraction.last == "0" { fraction.removeLast() }
        return (whole, fraction)
    }

    /// The text with the other convention's separators turned into this locale's: "12,50" as "12.50" in
    /// English, "1.234,50" as "1,234.50"; "4.50" as "4,50" in German. Nil when the text has none of them.
    static func separatorsSwapped(in text: String, locale: Locale) -> String? {
        let decimal = locale.decimalSeparator ?? "."
        let grouping = locale.groupingSeparator ?? ","
        let other = decimal == "." ? "," : "."
        guard text.contains(other) else { return nil }
        let swapsBoth = Set([decimal, grouping]) == [".", ","]
        return String(text.flatMap { character -> String in
            if String(character) == other { return decimal }
            if swapsBoth, String(character) == decimal { return grouping }
            return String(character)
        })
    }

    /// How the style writes one thousand two hundred thirty-four and a half (as "1,234.5" in this locale
    /// parses): "$1,234.50", "1.234,50 €", "1,234" for whole numbers.
    private static func sampleText<F: ParseableFormatStyle>(style: F, locale: Locale) -> String? where F.FormatOutput == String {
        let sample = "1\(locale.groupingSeparator ?? ",")234\(locale.decimalSeparator ?? ".")5"
        return (try? style.parseStrategy.parse(sample)).map { style.format($0) }
    }
}

/// A format style whose values have a name of their own in messages ("amount" for a currency).
protocol ValueNaming {
    /// The word for one value, in the singular.
    static var valueNoun: String { get }
}

/// A currency style: its values are amounts.
protocol CurrencyNaming: ValueNaming {}

extension CurrencyNaming {
    static var valueNoun: String { "amount" }
}

/// A percent style: its values are percentages.
protocol PercentNaming: ValueNaming {}

extension PercentNaming {
    static var valueNoun: String { "percentage" }
}

extension Decimal.FormatStyle.Currency: CurrencyNaming {}
extension IntegerFormatStyle.Currency: CurrencyNaming {}
extension FloatingPointFormatStyle.Currency: CurrencyNaming {}
extension Decimal.FormatStyle.Percent: PercentNaming {}
extension IntegerFormatStyle.Percent: PercentNaming {}
extension FloatingPointFormatStyle.Percent: PercentNaming {}
