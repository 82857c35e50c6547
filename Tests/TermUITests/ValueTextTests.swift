import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `ValueText.read`: a value field's text gives a value only when it is exactly the number typed, and says
/// why not otherwise; and the messages of keys a keyboard type turns away.
@MainActor
struct ValueTextTests {
    private func problem<F: ParseableFormatStyle>(_ text: String, _ format: F, _ locale: String) -> String?
    where F.FormatOutput == String {
        ValueText.read(text, with: format, in: formEnvironment(locale: locale)).problem?.sentence
    }

    private func value<F: ParseableFormatStyle>(_ text: String, _ format: F, _ locale: String) -> F.FormatInput?
    where F.FormatOutput == String {
        ValueText.read(text, with: format, in: formEnvironment(locale: locale)).value
    }

    private let dollars = Decimal.FormatStyle.Currency(code: "USD")

    @Test func eachSeparatorMistakeNamesWhatTheLocaleWrites() {
        for (locale, typed, expected) in [
            ("en_US", "12,50", "12.50"), ("en_US", "1.234,50", "1,234.50"), ("en_US", "3,5", "3.5"),
            ("de_DE", "4.50", "4,50"), ("de_DE", "1,234.50", "1.234,50"),
            ("ja_JP", "12,50", "12.50"), ("ja_JP", "1.234,50", "1,234.50"),
        ] {
            // In German (de_DE's language too) in TermUI's German words (`ControlRefusalTextTests`).
            let message = locale == "de_DE"
                ? "\(typed) ist als Betrag ungültig: Hier schreibt man \(expected)."
                : "\(typed) is not a valid amount: this locale writes \(expected)."
            #expect(problem(typed, dollars, locale) == message, "\(typed) in \(locale)")
            #expect(value(typed, dollars, locale) == nil, "\(typed) in \(locale) gives no amount")
            #expect(value(expected, dollars, locale) != nil, "\(expected) in \(locale) does")
        }
    }

    @Test func theSeparatorsOfTheOtherConventionAreSwapped() {
        let english = Locale(identifier: "en_US"), german = Locale(identifier: "de_DE"), french = Locale(identifier: "fr_FR")
        #expect(ValueText.separatorsSwapped(in: "1.234,5", locale: english) == "1,234.5")
        #expect(ValueText.separatorsSwapped(in: "1,234.5", locale: german) == "1.234,5")
        #expect(ValueText.separatorsSwapped(in: "4.5", locale: french) == "4,5")
        #expect(ValueText.separatorsSwapped(in: "1234.5", locale: english) == nil, "no separator of the other convention")
    }

    @Test func textThatIsNoNumberSaysHowTheLocaleWritesOne() {
        #expect(problem("1e30", Decimal.FormatStyle.number, "en_US") == "1e30 is not a valid number: this locale writes numbers like 1,234.5.")
        #expect(problem("12abc", dollars, "en_US") == "12abc is not a valid amount: this locale writes amounts like $1,234.50.")
        #expect(problem("1,,234", dollars, "de_DE")?.hasPrefix("1,,234 ist als Betrag ungültig") == true)
        #expect(problem("-", dollars, "en_US") == "- is not a valid amount: this locale writes amounts like $1,234.50.",
            "Foundation reads a lone minus as 0")
    }

    @Test func moreDecimalsThanTheFormatShowsAreRefused() {
        #expect(problem("4.567", dollars, "en_US") == "4.567 is not a valid amount: it has more than 2 decimals.")
        #expect(problem("4.5", Decimal.FormatStyle.Currency(code: "JPY"), "en_US") == "4.5 is not a valid amount: this field takes whole amounts.")
        #expect(problem("3.5", IntegerFormatStyle<Int>.number, "en_US") == "3.5 is not a valid number: this field takes whole numbers.")
        #expect(value("4.50", dollars, "en_US") == Decimal(string: "4.5"), "a trailing zero is no decimal more")
    }

    @Test func numbersBeyondWhatTheTypeHoldsAreRefused() {
        let digits43 = "1234567890123456789012345678901234567890123"
        #expect(problem(digits43, Decimal.FormatStyle.number, "en_US") == "12345678901… is not a valid number: it has more digits than this field holds.", "named by its start")
        let pastInt = "99999999999999999999999"
        #expect(problem(pastInt, IntegerFormatStyle<Int>.number, "en_US") == "99999999999… is not a valid number: it is more than this field holds.")
        let pastDouble = "1" + String(repeating: "0", count: 400)
        #expect(problem(pastDouble, FloatingPointFormatStyle<Double>.number, "en_US")?.hasSuffix("it has more digits than this field holds.") == true)
        #expect(value("1000000000", dollars, "en_US") == 1_000_000_000, "a billion is exact")
    }

    @Test func validNumbersGiveExactlyTheirValue() {
        #expect(value("$4.50", dollars, "en_US") == Decimal(string: "4.5"))
        #expect(value("4,50 €", Decimal.FormatStyle.Currency(code: "EUR"), "de_DE") == Decimal(string: "4.5"))
        #expect(value("1 234,5", dollars, "fr_FR") == Decimal(string: "1234.5"))
        #expect(value("-5", dollars, "en_US") == -5, "negative amounts are the form's to refuse")
        #expect(value("0", dollars, "en_US") == 0)
        #expect(value("1,234", IntegerFormatStyle<Int>.number, "en_US") == 1234)
        #expect(ValueText.read("  ", with: dollars, in: formEnvironment()).problem == nil, "blank text is empty, no problem")
    }

    @Test func valuesAreNamedByTheirFormat() {
        #expect(ValueText.noun(of: dollars) == "amount")
        #expect(ValueText.noun(of: Decimal.FormatStyle.Percent.percent) == "percentage")
        #expect(ValueText.noun(of: IntegerFormatStyle<Int>.number) == "number")
        #expect(ValueText.noun(of: Date.FormatStyle()) == "value")
    }

    @Test func aRefusedKeySaysWhatTheFieldTakes() {
        #expect(UIKeyboardType.decimalPad.refusal(of: "e", noun: "amount", in: formEnvironment(locale: "en_US"))
            == "Not typed: an amount takes only digits, “.”, “,” and “-”, not “e”.")
        #expect(UIKeyboardType.decimalPad.refusal(of: ".", noun: "amount", in: formEnvironment(locale: "fr_FR"))
            == "Not typed: this locale writes decimals with “,” (4,50), not “.”.")
        #expect(UIKeyboardType.decimalPad.refusal(of: "x", noun: "number", in: formEnvironment(locale: "fr_FR"))
            == "Not typed: a number takes only digits, “,”, spaces and “-”, not “x”.")
        #expect(UIKeyboardType.numberPad.refusal(of: " ", noun: nil, in: formEnvironment(locale: "en_US")) == "Not typed: this field takes only digits, not spaces.")
    }
}
