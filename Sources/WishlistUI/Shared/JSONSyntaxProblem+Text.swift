import TermUI
import TravelModel

extension JSONSyntaxProblem {
    /// What the JSON tokenizer found wrong, in the language of `locales`: "erwartet war ':' nach einem
    /// Schlüssel, gefunden: '\"'". In English the model's `description` word for word.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .textAfterEnd(let found):
            locales.localized("more text after the end of the document: \(Self.name(found, in: locales))")
        case .expectedKey(true, let found): locales.localized("expected a key or '}', found \(Self.name(found, in: locales))")
        case .expectedKey(false, let found): locales.localized("expected a key, found \(Self.name(found, in: locales))")
        case .expectedColon(let found): locales.localized("expected ':' after a key, found \(Self.name(found, in: locales))")
        case let .expectedCommaOrEnd(inObject, found):
            locales.localized("expected ',' or '\(inObject ? "}" : "]")', found \(Self.name(found, in: locales))")
        case .expectedValue(let found): locales.localized("expected a value, found \(Self.name(found, in: locales))")
        case .expectedDigit(.minusSign, let found):
            locales.localized("expected a digit after a minus sign, found \(Self.name(found, in: locales))")
        case .expectedDigit(.decimalPoint, let found):
            locales.localized("expected a digit after a decimal point, found \(Self.name(found, in: locales))")
        case .expectedDigit(.exponent, let found):
            locales.localized("expected a digit after an exponent, found \(Self.name(found, in: locales))")
        case .notUTF8: locales.localized("text that is not UTF-8")
        case .controlCharacter(let scalar): locales.localized("a control character (U+\(Self.hex(scalar, digits: 4))) in a string")
        case .unknownEscape(let found): locales.localized("an unknown escape \\\(Self.describeBare(found))")
        case .loneSurrogate(let value, true):
            locales.localized("a lone surrogate \\u\(Self.hex(value, digits: 4)) (a low one with no high one before it)")
        case .loneSurrogate(let value, false):
            locales.localized("a lone surrogate \\u\(Self.hex(value, digits: 4)) (a high one with no low one after it)")
        case .expectedHexDigits(let found):
            locales.localized("expected four hex digits after \\u, found \(Self.name(found, in: locales))")
        }
    }

    /// A byte as a problem names it: `'x'` when it is printable ASCII, else "byte 0xNN" in the language of
    /// `locales`.
    private static func name(_ byte: UInt8, in locales: LocaleCategories) -> String {
        printable(byte).map { "'\($0)'" } ?? locales.localized("byte 0x\(hex(UInt32(byte), digits: 2))")
    }
}

extension JSONLimit {
    /// The limit a document went beyond, in the language of `locales`; in English the model's `description`.
    public func description(in locales: LocaleCategories) -> String {
        switch self {
        case .depth(let depth): locales.localized("nested more than \(depth) deep")
        case .numberLength(let size): locales.localized("a number of more than \(size) MiB")
        case .stringLength(let size): locales.localized("a string of more than \(size) MiB")
        case .entryLength(let size): locales.localized("an entry of more than \(size) MiB")
        }
    }
}
