import Foundation

/// The kind of keyboard a text field asks for, as UIKit's `UIKeyboardType` that SwiftUI's
/// `.keyboardType(_:)` takes.
///
/// A terminal has one keyboard, so the type filters what a field lets in instead: `.decimalPad` lets in
/// digits, the locale's decimal and grouping separators and a minus sign; `.numberPad` and
/// `.asciiCapableNumberPad` only digits; `.phonePad` digits and `+*#(),-` and spaces. Other keys are used
/// and refused visibly: the field flashes and the bottom row says what it takes (`refusal(of:noun:in:)`).
/// The other types let everything in.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters, digits and punctuation of ASCII.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// For web addresses.
    case URL
    /// Digits only.
    case numberPad
    /// Digits and the characters of telephone numbers.
    case phonePad
    /// For a name or a telephone number.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and the decimal separator.
    case decimalPad
    /// For social-media text.
    case twitter
    /// For web searches.
    case webSearch
    /// Digits only.
    case asciiCapableNumberPad

    /// Whether a typed character gets into a field with this keyboard in a locale.
    func admits(_ character: Character, locale: Locale) -> Bool {
        switch self {
        case .numberPad, .asciiCapableNumberPad:
            return Self.isDigit(character)
        case .decimalPad:
            if Self.isDigit(character) || character == "-" || character == "\u{2212}" { return true }
            let separators = [locale.decimalSeparator ?? ".", locale.groupingSeparator ?? ","]
            return separators.contains(String(character))
                // Grouping with a no-break space is typed as a space.
                || (character == " " && separators.contains { $0 == "\u{A0}" || $0 == "\u{202F}" })
        case .phonePad:
            return Self.isDigit(character) || "+*#(),- ".contains(character)
        default:
            return true
        }
    }

    /// What a field with this keyboard says when a typed character is turned away, for the bottom row, in the
    /// environment's locale and languages (`TermUIText`): what it takes instead, and the locale's decimal
    /// separator when the character is another locale's ("Not typed: this locale writes decimals with “,”
    /// (4,50), not “.”."). `noun` names the field's values ("amount"); nil for a text field.
    func refusal(of character: Character, noun: String?, in environment: EnvironmentValues) -> String {
        let locale = environment.locale
        let decimal = locale.decimalSeparator ?? "."
        let name = EditableText.named(character, in: environment)
        let subject = TermUIText.localized(noun.map(ValueText.withArticle) ?? "this field", in: environment)
        switch self {
        case .decimalPad where ".,".contains(character):
            return TermUIText.localized(
                "Not typed: this locale writes decimals with “%@” (4%@50), not %@.", [decimal, decimal, name], in: environment)
        case .decimalPad:
            let grouping = locale.groupingSeparator ?? ","
            let groups = grouping.allSatisfy(\.isWhitespace)
                ? TermUIText.localized("spaces", in: environment) : EditableText.quotedCharacters(grouping, in: environment)
            return TermUIText.localized(
                "Not typed: %@ takes only digits, “%@”, %@ and “-”, not %@.", [subject, decimal, groups, name], in: environment)
        case .phonePad:
            return TermUIText.localized(
                "Not typed: %@ takes only digits, spaces and + * # ( ) , -, not %@.", [subject, name], in: environment)
        default:
            return TermUIText.localized("Not typed: %@ takes only digits, not %@.", [subject, name], in: environment)
        }
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}

private struct KeyboardTypeKey: EnvironmentKey {
    static var defaultValue: UIKeyboardType { .default }
}

extension EnvironmentValues {
    /// The keyboard the text fields inside ask for.
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
}

extension View {
    /// Sets the keyboard the text fields inside ask for; in a terminal it filters what they let in (see
    /// `UIKeyboardType`).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }
}
