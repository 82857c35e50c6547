/// What the JSON tokenizer found wrong where it stopped, as a value the app words in the user's language;
/// `description` is its English, such as "expected ':' after a key, found '\"'".
public enum JSONSyntaxProblem: Hashable, Sendable, CustomStringConvertible {
    /// Something other than white space after the document's end: the byte `found`.
    case textAfterEnd(found: UInt8)
    /// A key was needed (or the object's `}` when `orEnd`), and the byte `found` came.
    case expectedKey(orEnd: Bool, found: UInt8)
    /// A `:` was needed after a key, and the byte `found` came.
    case expectedColon(found: UInt8)
    /// A `,` or the end of the object (`inObject`) or array was needed, and the byte `found` came.
    case expectedCommaOrEnd(inObject: Bool, found: UInt8)
    /// A value was needed, and the byte `found` came.
    case expectedValue(found: UInt8)
    /// A digit was needed after a number's `part`, and the byte `found` came.
    case expectedDigit(after: NumberPart, found: UInt8)
    /// Text that is not UTF-8.
    case notUTF8
    /// A control character, `scalar`, inside a string.
    case controlCharacter(scalar: UInt32)
    /// A backslash followed by the byte `found`, which begins no escape.
    case unknownEscape(found: UInt8)
    /// A `\u` escape of a surrogate, `value`, without its other half: a low one with no high one before it
    /// (`isLow`), or a high one with no low one after it.
    case loneSurrogate(value: UInt32, isLow: Bool)
    /// Four hex digits were needed after `\u`, and the byte `found` came.
    case expectedHexDigits(found: UInt8)

    /// The part of a number after which digits must come.
    public enum NumberPart: Hashable, Sendable {
        /// The `-` before it.
        case minusSign
        /// Its `.`.
        case decimalPoint
        /// Its `e` or `E` (and sign).
        case exponent
    }

    /// The English, as the tokenizer always said it.
    public var description: String {
        switch self {
        case .textAfterEnd(let found): "more text after the end of the document: \(Self.describe(found))"
        case let .expectedKey(orEnd, found): "expected a key\(orEnd ? " or '}'" : ""), found \(Self.describe(found))"
        case .expectedColon(let found): "expected ':' after a key, found \(Self.describe(found))"
        case let .expectedCommaOrEnd(inObject, found): "expected ',' or '\(inObject ? "}" : "]")', found \(Self.describe(found))"
        case .expectedValue(let found): "expected a value, found \(Self.describe(found))"
        case let .expectedDigit(part, found): "expected a digit after \(part.english), found \(Self.describe(found))"
        case .notUTF8: "text that is not UTF-8"
        case .controlCharacter(let scalar): "a control character (U+\(Self.hex(scalar, digits: 4))) in a string"
        case .unknownEscape(let found): "an unknown escape \\\(Self.describeBare(found))"
        case let .loneSurrogate(value, isLow):
            isLow
                ? "a lone surrogate \\u\(Self.hex(value, digits: 4)) (a low one with no high one before it)"
                : "a lone surrogate \\u\(Self.hex(value, digits: 4)) (a high one with no low one after it)"
        case .expectedHexDigits(let found): "expected four hex digits after \\u, found \(Self.describe(found))"
        }
    }

    /// A byte as a problem names it: `'x'` when it is printable ASCII, else `byte 0xNN`.
    public static func describe(_ byte: UInt8) -> String {
        printable(byte).map { "'\($0)'" } ?? "byte 0x\(hex(UInt32(byte), digits: 2))"
    }

    /// A byte after a backslash: the character when printable ASCII, else `0xNN`.
    public static func describeBare(_ byte: UInt8) -> String {
        printable(byte) ?? "0x\(hex(UInt32(byte), digits: 2))"
    }

    /// The byte as a character when it is printable ASCII (not a space).
    public static func printable(_ byte: UInt8) -> String? {
        (0x21..<0x7F).contains(byte) ? String(Character(Unicode.Scalar(byte))) : nil
    }

    /// `value` in upper-case hex, with zeros before it up to `digits`.
    public static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension JSONSyntaxProblem.NumberPart {
    /// The part in an English problem: "a minus sign".
    var english: String {
        switch self {
        case .minusSign: "a minus sign"
        case .decimalPoint: "a decimal point"
        case .exponent: "an exponent"
        }
    }
}

/// A limit of the tokenizer's that a document went beyond: valid JSON, perhaps, but more than a document of
/// the app's ever holds.
public enum JSONLimit: Hashable, Sendable, CustomStringConvertible {
    /// Values nested more than `depth` deep.
    case depth(Int)
    /// A number of more than `mebibytes` MiB.
    case numberLength(mebibytes: Int)
    /// A string of more than `mebibytes` MiB.
    case stringLength(mebibytes: Int)
    /// An entry of a list of more than `mebibytes` MiB.
    case entryLength(mebibytes: Int)

    /// The English, as the tokenizer always said it: "a string of more than 16 MiB".
    public var description: String {
        switch self {
        case .depth(let depth): "nested more than \(depth) deep"
        case .numberLength(let size): "a number of more than \(size) MiB"
        case .stringLength(let size): "a string of more than \(size) MiB"
        case .entryLength(let size): "an entry of more than \(size) MiB"
        }
    }
}
