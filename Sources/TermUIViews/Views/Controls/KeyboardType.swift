import Foundation

/// The kind of keyboard a text field asks for, as UIKit's `UIKeyboardType` that SwiftUI's
/// `.keyboardType(_:)` takes.
///
/// A terminal has one keyboard, so the type filters what a field lets in instead: `.decimalPad` lets in
/// digits, the locale's decimal and grouping separators and a minus sign; `.numberPad` and
/// `.asciiCapableNumberPad` only digits; `.phonePad` digits and `+*#(),-` and spaces. Other keys are used
/// and refused visibly: the field flashes and the bottom row says what it takes (`refusal(of:locale:noun:)`).
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

    /// What a field with this keyboard says when a typed character is turned away, for the bottom row:
    /// what it takes instead, and the locale's decimal separator when the character is another locale's
    /// ("Not typed: this locale writes decimals with “,” (4,50), not “.”."). `noun` names the field's
    /// values ("amount"); nil for a text field.
    func refusal(of character: Character, locale: Locale, noun: String?) -> String {
        let decimal = locale.decimalSeparator ?? "."
        let name = EditableText.named(character)
        let subject = noun.map(ValueText.withArticle) ?? "this field"
        switch self {
        case .decimalPad where ".,".contains(character):
            return "Not typed: this locale writes decimals with “\(decimal)” (4\(decimal)50), not \(name)."
        case .decimalPad:
            let grouping = locale.groupingSeparator ?? ","
            let groups = grouping.allSatisfy(\.isWhitespace) ? "spaces" : "“\(grouping)”"
            return "Not typed: \(subject) takes only digits, “\(decimal)”, \(groups) and “-”, not \(name)."
        case .phonePad:
            return "Not typed: \(subject) takes only digits, spaces and + * # ( ) , -, not \(name)."
        default:
            return "Not typed: \(subject) takes only digits, not \(name)."
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
