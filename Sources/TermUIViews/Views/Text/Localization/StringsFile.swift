import Foundation

/// A `.strings` file: the old-style property-list text of `"key" = "value";` pairs, with `/* */` and `//`
/// comments, backslash escapes (`\n`, `\t`, `\"`, `\\`, `\U00E9`, octal) and unquoted words; UTF-8, or UTF-16
/// with its byte order mark. A pair that is not well formed is skipped up to the next `;`, so one broken line
/// costs only itself; a file that is not text gives no pairs.
///
/// TermUI reads it itself: Foundation's `PropertyListSerialization` reads the format too on Linux, but a
/// single error anywhere loses the whole file.
enum StringsFile {
    /// The pairs of a file's bytes (the last of two pairs with the same key wins, as in Foundation).
    static func entries(of data: Data) -> [String: String] {
        guard let text = text(of: data) else { return [:] }
        var reader = Reader(scalars: Array(text.unicodeScalars))
        var entries: [String: String] = [:]
        while true {
            reader.skipSpaceAndComments()
            guard !reader.isAtEnd else { break }
            if let (key, value) = reader.pair() {
                entries[key] = value
            } else {
                reader.skipPastSemicolon()
            }
        }
        return entries
    }

    /// The file's text: UTF-16 by its byte order mark, else UTF-8 (its own mark dropped); nil for bytes that
    /// are neither.
    static func text(of data: Data) -> String? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(validating: body, as: UTF8.self)
    }

    /// Reads the file's scalars from the start.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        var isAtEnd: Bool { index >= scalars.count }

        private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func skipSpaceAndComments() {
            while let scalar = peek() {
                if scalar.properties.isWhitespace {
                    index += 1
                } else if scalar == "/", peek(1) == "*" {
                    index += 2
                    while !isAtEnd, !(peek() == "*" && peek(1) == "/") { index += 1 }
                    index = min(index + 2, scalars.count)
                } else if scalar == "/", peek(1) == "/" {
                    while let next = peek(), next != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func skipPastSemicolon() {
            while let scalar = peek() {
                index += 1
                if scalar == ";" { return }
            }
        }

        /// `key = value;` or `key;` (the value is the key); nil where the text is something else.
        mutating func pair() -> (String, String)? {
            guard let key = string() else { return nil }
            skipSpaceAndComments()
            if peek() == ";" {
                index += 1
                return (key, key)
            }
            guard peek() == "=" else { return nil }
            index += 1
            skipSpaceAndComments()
            guard let value = string() else { return nil }
            skipSpaceAndComments()
            guard peek() == ";" else { return nil }
            index += 1
            return (key, value)
        }

        /// A quoted string with its escapes, or an unquoted word of letters, digits and `_$+/:.-`.
        private mutating func string() -> String? {
            guard let first = peek() else { return nil }
            if first == "\"" { return quoted() }
            var word = String.UnicodeScalarView()
            while let scalar = peek(), Self.isWordScalar(scalar) {
                word.append(scalar)
                index += 1
            }
            return word.isEmpty ? nil : String(word)
        }

        private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar))
        }

        private mutating func quoted() -> String? {
            index += 1
            var result = String.UnicodeScalarView()
            while let scalar = peek() {
                index += 1
                switch scalar {
                case "\"":
                    return String(result)
                case "\\":
                    guard let escaped = escape() else { return nil }
                    result.append(escaped)
                default:
                    result.append(scalar)
                }
            }
            return nil
        }

        /// The character a backslash escape stands for (the backslash already read).
        private mutating func escape() -> Unicode.Scalar? {
            guard let scalar = peek() else { return nil }
            index += 1
            switch scalar {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "a": return "\u{07}"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "v": return "\u{0B}"
            case "U", "u": return digits(radix: 16, count: 4)
            case "0"..."7":
                index -= 1
                return digits(radix: 8, count: 3)
            default: return scalar
            }
        }

        /// Up to `count` digits in a radix as one scalar; a value that is no scalar (half a surrogate pair)
        /// becomes U+FFFD.
        private mutating func digits(radix: UInt32, count: Int) -> Unicode.Scalar? {
            var value: UInt32 = 0
            var read = 0
            while read < count, let scalar = peek(), let digit = Character(scalar).hexDigitValue, UInt32(digit) < radix {
                value = value * radix + UInt32(digit)
                index += 1
                read += 1
            }
            guard read > 0 else { return nil }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
    }
}
