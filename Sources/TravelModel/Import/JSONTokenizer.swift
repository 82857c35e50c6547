/// Reads JSON text (RFC 8259) a token at a time from chunks of bytes, checking it as it goes, so that a
/// document of any size is read once, in the memory of one chunk and of the token at hand.
///
/// Strings are checked for UTF-8 and their escapes decoded (`\uD83D\uDE00` is one scalar; a lone surrogate
/// is refused); numbers are kept as their exact text; nesting is followed without recursion. Anything else
/// stops the reading with a `JSONSyntaxError` that says why and at which byte: a document that ends early is
/// `truncated`, never taken for a shorter one.
struct JSONTokenizer {
    /// The deepest nesting read: far deeper than any document of the app, which nests four deep.
    static let maximumDepth = 512
    /// The longest string or number kept, in bytes: far longer than any text of the app.
    static let maximumTextLength = 64 << 20

    /// What may come next.
    private enum Expectation {
        /// A value (at the start, after a colon, after a comma in an array).
        case value
        /// A value or `]` (after `[`).
        case valueOrEnd
        /// A key or `}` (after `{`).
        case keyOrEnd
        /// A key (after a comma in an object).
        case key
        /// A comma or the end of the container around (after a value in one).
        case commaOrEnd
        /// Nothing but white space (after the document's value).
        case end
    }

    /// Gives the next chunk of the text; an empty one at its end.
    private let nextChunk: () throws -> [UInt8]
    /// The chunk being read.
    private var chunk: [UInt8] = []
    /// The next byte's index in `chunk`.
    private var position = 0
    /// The offset of `chunk[0]` in the text.
    private var chunkStart = 0
    /// Whether the source has said the text ends.
    private var sourceEnded = false
    /// The containers around the next token, innermost last: true for an object.
    private var containers: [Bool] = []
    private var expectation = Expectation.value
    /// The bytes of the last key, string or number (UTF-8, escapes decoded).
    private var textBytes: [UInt8] = []
    /// Whether strings and numbers are kept in `text` (not while a value is skipped).
    private var keepsText = true
    /// The line the next byte is on, from 1: line feeds are counted where JSON allows them, between tokens
    /// (a string holds none but as `\n`).
    private(set) var line = 1

    /// A tokenizer of the text `nextChunk` gives a chunk at a time (an empty chunk ends it); an error it throws
    /// stops the reading as `JSONSyntaxError.Kind.unreadable`.
    init(chunks nextChunk: @escaping () throws -> [UInt8]) {
        self.nextChunk = nextChunk
    }

    /// A tokenizer of `bytes`, whole.
    init(bytes: [UInt8]) {
        var given = false
        self.init(chunks: {
            defer { given = true }
            return given ? [] : bytes
        })
    }

    /// The offset of the next byte to read, from the start of the text.
    var offset: Int {
        chunkStart + position
    }

    /// How many containers the next token is in.
    var depth: Int {
        containers.count
    }

    /// The text of the last key, string or number.
    var text: String {
        String(decoding: textBytes, as: UTF8.self)
    }

    /// The next token; nil once the document has ended (and only white space followed it).
    mutating func next() throws(JSONSyntaxError) -> JSONToken? {
        while true {
            let found = try skipWhitespace()
            if expectation == .end {
                guard let found else { return nil }
                throw malformed(.textAfterEnd(found: found))
            }
            guard let byte = found else { throw JSONSyntaxError(kind: .truncated, offset: offset) }
            switch expectation {
            case .keyOrEnd where byte == UInt8(ascii: "}"):
                position += 1
                return close()
            case .keyOrEnd, .key:
                guard byte == UInt8(ascii: "\"") else {
                    throw malformed(.expectedKey(orEnd: expectation == .keyOrEnd, found: byte))
                }
                position += 1
                try readString()
                guard let colon = try skipWhitespace() else { throw JSONSyntaxError(kind: .truncated, offset: offset) }
                guard colon == UInt8(ascii: ":") else { throw malformed(.expectedColon(found: colon)) }
                position += 1
                expectation = .value
                return .key
            case .commaOrEnd:
                let inObject = containers.last == true
                if byte == UInt8(ascii: ",") {
                    position += 1
                    expectation = inObject ? .key : .value
                    continue
                }
                guard byte == UInt8(ascii: inObject ? "}" : "]") else {
                    throw malformed(.expectedCommaOrEnd(inObject: inObject, found: byte))
                }
                position += 1
                return close()
            case .valueOrEnd where byte == UInt8(ascii: "]"):
                position += 1
                return close()
            case .value, .valueOrEnd:
                return try value(startingWith: byte)
            case .end:
                return nil
            }
        }
    }

    /// Reads past the rest of the value `token` began (all of an object or array, nothing for a value that
    /// holds no other), keeping none of its text.
    mutating func skipValue(startingWith token: JSONToken) throws(JSONSyntaxError) {
        guard token == .beginObject || token == .beginArray else { return }
        let outside = depth - 1
        keepsText = false
        defer { keepsText = true }
        while depth > outside {
            guard try next() != nil else { return }
        }
    }

    // MARK: Values

    private mutating func value(startingWith byte: UInt8) throws(JSONSyntaxError) -> JSONToken {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard containers.count < Self.maximumDepth else {
                throw JSONSyntaxError(kind: .beyondLimit(.depth(Self.maximumDepth)), offset: offset)
            }
            position += 1
            let isObject = byte == UInt8(ascii: "{")
            containers.append(isObject)
            expectation = isObject ? .keyOrEnd : .valueOrEnd
            return isObject ? .beginObject : .beginArray
        case UInt8(ascii: "\""):
            position += 1
            try readString()
            endValue()
            return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try readNumber()
            endValue()
            return .number
        case UInt8(ascii: "t"):
            try readLiteral("true")
            endValue()
            return .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            endValue()
            return .bool(false)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            endValue()
            return .null
        default:
            throw malformed(.expectedValue(found: byte))
        }
    }

    /// After a value: what its container, or the document, expects next.
    private mutating func endValue() {
        expectation = containers.isEmpty ? .end : .commaOrEnd
    }

    /// Ends the innermost container, whose closing bracket was read.
    private mutating func close() -> JSONToken {
        let isObject = containers.removeLast()
        endValue()
        return isObject ? .endObject : .endArray
    }

    private mutating func readLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = offset
        for expected in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount) {
            guard let byte = try peek() else { throw JSONSyntaxError(kind: .truncated, offset: offset) }
            guard byte == expected else {
                throw JSONSyntaxError(kind: .malformed(.expectedValue(found: byte)), offset: start)
            }
            position += 1
        }
    }

    /// Reads a number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as its text.
    private mutating func readNumber() throws(JSONSyntaxError) {
        textBytes.removeAll(keepingCapacity: true)
        if try peek() == UInt8(ascii: "-") {
            take(UInt8(ascii: "-"))
        }
        if try peek() == UInt8(ascii: "0") {
            take(UInt8(ascii: "0"))
        } else {
            try readDigits(after: .minusSign)
        }
        if try peek() == UInt8(ascii: ".") {
            take(UInt8(ascii: "."))
            try readDigits(after: .decimalPoint)
        }
        if let byte = try peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            take(byte)
            if let sign = try peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                take(sign)
            }
            try readDigits(after: .exponent)
        }
    }

    /// Reads one digit or more; `part` says what needs them, for the error.
    private mutating func readDigits(after part: JSONSyntaxProblem.NumberPart) throws(JSONSyntaxError) {
        var count = 0
        while let byte = try peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            take(byte)
            count += 1
        }
        guard count > 0 else {
            guard let byte = try peek() else { throw JSONSyntaxError(kind: .truncated, offset: offset) }
            throw malformed(.expectedDigit(after: part, found: byte))
        }
        guard textBytes.count <= Self.maximumTextLength else {
            throw JSONSyntaxError(kind: .beyondLimit(.numberLength(mebibytes: Self.maximumTextLength >> 20)), offset: offset)
        }
    }

    /// Takes `byte`, the next one, into the text.
    private mutating func take(_ byte: UInt8) {
        position += 1
        if keepsText { textBytes.append(byte) }
    }

    // MARK: Strings

    /// Reads a string after its opening quote, up to and with its closing quote.
    private mutating func readString() throws(JSONSyntaxError) {
        textBytes.removeAll(keepingCapacity: true)
        var scalar = UTF8Scalar()
        while true {
            // The bytes that need no thought, a run at a time.
            var end = position
            while end < chunk.count {
                let byte = chunk[end]
                if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { break }
                end += 1
            }
            if end > position {
                guard scalar.isComplete else { throw malformed(.notUTF8) }
                if keepsText {
                    textBytes.append(contentsOf: chunk[position..<end])
                    guard textBytes.count <= Self.maximumTextLength else {
                        throw JSONSyntaxError(
                            kind: .beyondLimit(.stringLength(mebibytes: Self.maximumTextLength >> 20)), offset: offset)
                    }
                }
                position = end
            }
            guard let byte = try peek() else { throw JSONSyntaxError(kind: .truncated, offset: offset) }
            switch byte {
            case 0x22, 0x5C, 0x00..<0x20:
                guard scalar.isComplete else { throw malformed(.notUTF8) }
                guard byte >= 0x20 else {
                    throw malformed(.controlCharacter(scalar: UInt32(byte)))
                }
                position += 1
                if byte == 0x22 { return }
                try readEscape()
            case 0x20..<0x80:
                // Taken by the run above, but for a run that ended with the chunk.
                continue
            default:
                guard scalar.accepts(byte) else { throw malformed(.notUTF8) }
                take(byte)
                guard textBytes.count <= Self.maximumTextLength else {
                    throw JSONSyntaxError(
                        kind: .beyondLimit(.stringLength(mebibytes: Self.maximumTextLength >> 20)), offset: offset)
                }
            }
        }
    }

    /// Reads an escape after its backslash, into the text.
    private mutating func readEscape() throws(JSONSyntaxError) {
        guard let byte = try peek() else { throw JSONSyntaxError(kind: .truncated, offset: offset) }
        let simple: UInt8? = switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            position += 1
            if keepsText { textBytes.append(simple) }
            return
        }
        guard byte == UInt8(ascii: "u") else { throw malformed(.unknownEscape(found: byte)) }
        position += 1
        let start = offset - 2
        let unit = try readHexUnit()
        var value = UInt32(unit)
        if (0xDC00...0xDFFF).contains(unit) {
            throw JSONSyntaxError(
                kind: .malformed(.loneSurrogate(value: value, isLow: true)),
                offset: start)
        }
        if (0xD800...0xDBFF).contains(unit) {
            let low: UInt16?
            guard let next = try peek() else { throw JSONSyntaxError(kind: .truncated, offset: offset) }
            if next == UInt8(ascii: "\\") {
                position += 1
                guard let u = try peek() else { throw JSONSyntaxError(kind: .truncated, offset: offset) }
                guard u == UInt8(ascii: "u") else { throw malformed(.unknownEscape(found: u)) }
                position += 1
                low = try readHexUnit()
            } else {
                low = nil
            }
            guard let low, (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError(
                    kind: .malformed(.loneSurrogate(value: value, isLow: false)),
                    offset: start)
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        }
        if keepsText, let decoded = Unicode.Scalar(value) {
            textBytes.append(contentsOf: decoded.utf8)
        }
    }

    /// Reads the four hex digits of a `\u` escape.
    private mutating func readHexUnit() throws(JSONSyntaxError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = try peek() else { throw JSONSyntaxError(kind: .truncated, offset: offset) }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw malformed(.expectedHexDigits(found: byte))
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    // MARK: Bytes

    /// The next byte, not taken; nil at the end of the text.
    @inline(__always)
    private mutating func peek() throws(JSONSyntaxError) -> UInt8? {
        if position < chunk.count { return chunk[position] }
        return try peekAfterRefill()
    }

    /// Reads chunks until one has a byte, and gives it; nil at the end of the text.
    private mutating func peekAfterRefill() throws(JSONSyntaxError) -> UInt8? {
        while !sourceEnded {
            chunkStart += chunk.count
            position = 0
            do {
                chunk = try nextChunk()
            } catch {
                chunk = []
                throw JSONSyntaxError(kind: .unreadable(FailureReason(error)), offset: chunkStart)
            }
            if chunk.isEmpty {
                sourceEnded = true
            } else {
                return chunk[0]
            }
        }
        return nil
    }

    private mutating func skipWhitespace() throws(JSONSyntaxError) -> UInt8? {
        while let byte = try peek() {
            switch byte {
            case 0x20, 0x0D, 0x09: position += 1
            case 0x0A:
                position += 1
                line += 1
            default: return byte
            }
        }
        return nil
    }

    private func malformed(_ reason: JSONSyntaxProblem) -> JSONSyntaxError {
        JSONSyntaxError(kind: .malformed(reason), offset: offset)
    }
}

/// The check of one UTF-8 sequence as its bytes come (Unicode's table 3-7): no overlong form, no surrogate,
/// nothing beyond U+10FFFF.
private struct UTF8Scalar {
    /// How many continuation bytes are still to come.
    private var remaining = 0
    /// The range the next continuation byte must be in.
    private var low: UInt8 = 0x80
    private var high: UInt8 = 0xBF

    /// Whether no sequence is half read.
    var isComplete: Bool {
        remaining == 0
    }

    /// Takes a byte of 0x80 or more; false when it cannot be where it is.
    mutating func accepts(_ byte: UInt8) -> Bool {
        if remaining > 0 {
            guard (low...high).contains(byte) else { return false }
            remaining -= 1
            low = 0x80
            high = 0xBF
            return true
        }
        switch byte {
        case 0xC2...0xDF: remaining = 1
        case 0xE0: (remaining, low) = (2, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: remaining = 2
        case 0xED: (remaining, high) = (2, 0x9F)
        case 0xF0: (remaining, low) = (3, 0x90)
        case 0xF1...0xF3: remaining = 3
        case 0xF4: (remaining, high) = (3, 0x8F)
        default: return false
        }
        return true
    }
}
