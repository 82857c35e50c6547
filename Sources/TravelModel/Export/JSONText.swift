/// JSON text (RFC 8259) written as UTF-8 bytes into a buffer, for the data document (`DataDocumentExport`):
/// strings escaped, without making a `String` of text that needs nothing.
///
/// A string is written as it is but for what JSON, or a terminal showing the file, would take for something
/// else: `"` and `\` escaped, the controls (U+0000 to U+001F, U+007F and the C1 controls U+0080 to U+009F) as
/// `\n`, `\r`, `\t`, `\b`, `\f` or `\u00XX` in lower-case hexadecimal (an ESC is `\u001b`, never the byte), and
/// the line and paragraph separators U+2028 and U+2029 as `\u2028` and `\u2029` (JavaScript took them for line
/// ends), and U+FEFF, the byte order mark, as `\ufeff` (some readers drop it where they meet it). Bytes that are not UTF-8 (written by another program) become U+FFFD, as the app reads them. Every
/// other character, emoji and right-to-left text among them, is its own UTF-8.
enum JSONText {
    /// Appends `text` as a JSON string, quotes included.
    static func appendString(_ text: String, to buffer: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString($0, to: &buffer) }
    }

    /// Appends the UTF-8 bytes `bytes` as a JSON string, quotes included.
    static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
        buffer.append(quote)
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != quote && $0 != backslash }) {
            buffer.append(contentsOf: bytes)
        } else {
            // Text with something to escape, or outside ASCII: by scalar, which also mends bytes that are not
            // UTF-8 as the app's reading does (`String(decoding:as:)`).
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
                appendScalar(scalar, to: &buffer)
            }
        }
        buffer.append(quote)
    }

    /// Appends `scalar` inside a string: escaped where it must be (see the type's description).
    private static func appendScalar(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0x22, 0x5C:
            buffer.append(backslash)
            buffer.append(UInt8(value))
        case 0x0A: buffer.append(contentsOf: [backslash, UInt8(ascii: "n")])
        case 0x0D: buffer.append(contentsOf: [backslash, UInt8(ascii: "r")])
        case 0x09: buffer.append(contentsOf: [backslash, UInt8(ascii: "t")])
        case 0x08: buffer.append(contentsOf: [backslash, UInt8(ascii: "b")])
        case 0x0C: buffer.append(contentsOf: [backslash, UInt8(ascii: "f")])
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF:
            buffer.append(contentsOf: [backslash, UInt8(ascii: "u")])
            for shift in stride(from: 12, through: 0, by: -4) {
                buffer.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)])
            }
        case 0x20..<0x7F:
            buffer.append(UInt8(value))
        default:
            buffer.append(contentsOf: scalar.utf8)
        }
    }

    /// Appends an object of text members, compact, in the order given: `{"amount":"12.5","currency":"EUR"}`;
    /// a nil value is `null`.
    static func appendObject(_ members: KeyValuePairs<StaticString, String?>, to buffer: inout [UInt8]) {
        buffer.append(UInt8(ascii: "{"))
        for (index, member) in members.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            buffer.append(quote)
            appendRaw(member.key, to: &buffer)
            buffer.append(quote)
            buffer.append(UInt8(ascii: ":"))
            if let value = member.value {
                appendString(value, to: &buffer)
            } else {
                appendRaw("null", to: &buffer)
            }
        }
        buffer.append(UInt8(ascii: "}"))
    }

    /// Appends the bytes of `text` as they are (JSON punctuation, keys written by the export).
    static func appendRaw(_ text: StaticString, to buffer: inout [UInt8]) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the decimal digits of `number`, with a minus sign when it is negative.
    static func appendInteger(_ number: Int, to buffer: inout [UInt8]) {
        buffer.append(contentsOf: String(number).utf8)
    }

    /// `"`
    private static let quote = UInt8(ascii: "\"")
    /// `\`
    private static let backslash = UInt8(ascii: "\\")
    /// The lower-case hexadecimal digits, by value.
    private static let hexDigits = Array("0123456789abcdef".utf8)
}
