/// Which bytes of Swift source are code, and which are inside a comment or a string literal: enough lexing for
/// the `#Preview` macro to find its arguments, its body's braces and its body's statements without
/// swift-syntax. It knows line and nested block comments, string literals with escapes and interpolations
/// (which may hold strings of their own), multi-line strings and raw strings (`#"…"#`, `##"""…"""##`), regex
/// literals (`#/…/#` on one line or many, and `/…/` where an expression begins, as the compiler tells them from
/// division: not after a value, not followed by a space, ended on its line) and identifiers in backticks (which
/// Swift 6.2 lets hold any character); a literal that does not end runs to the end of the text.
struct SwiftSourceScanner {
    /// The source as UTF-8, the unit of the compiler's offsets.
    let bytes: [UInt8]
    /// Whether each byte is code (true) or part of a comment or string literal (false).
    private(set) var isCode: [Bool]
    /// Whether each byte is part of a comment.
    private(set) var isComment: [Bool]

    init(_ text: String) {
        bytes = Array(text.utf8)
        isCode = Array(repeating: true, count: bytes.count)
        isComment = Array(repeating: false, count: bytes.count)
        var index = 0
        while index < bytes.count {
            index = scanCode(from: index, closingParenthesis: false)
        }
    }

    /// The byte at `index`, if it is code.
    func code(at index: Int) -> UInt8? {
        index >= 0 && index < bytes.count && isCode[index] ? bytes[index] : nil
    }

    /// Where the bracket opened at `open` (`(`, `[` or `{`, in code) is closed: the index of its closer, or nil
    /// when the text ends first. Brackets of other kinds nest inside; an unbalanced closer of another kind ends
    /// the search.
    func matchingCloser(of open: Int) -> Int? {
        var stack: [UInt8] = []
        var index = open
        while index < bytes.count {
            if let byte = code(at: index) {
                switch byte {
                case UInt8(ascii: "("): stack.append(UInt8(ascii: ")"))
                case UInt8(ascii: "["): stack.append(UInt8(ascii: "]"))
                case UInt8(ascii: "{"): stack.append(UInt8(ascii: "}"))
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard stack.last == byte else { return nil }
                    stack.removeLast()
                    if stack.isEmpty { return index }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// The next index at or after `index` that is neither white space nor a comment (code or a string
    /// literal), or nil.
    func nextSignificant(from index: Int, before end: Int? = nil) -> Int? {
        var index = index
        let end = end ?? bytes.count
        while index < end {
            if !isComment[index], !isCode[index] || !Self.isWhitespace(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    /// The text of a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    // MARK: - Lexing

    /// Scans code from `start`: one comment or literal (marked as not code), or one byte of code. Inside an
    /// interpolation (`closingParenthesis`), scans to the `)` that closes it and returns the index after it.
    private mutating func scanCode(from start: Int, closingParenthesis: Bool) -> Int {
        var index = start
        var depth = 0
        repeat {
            guard index < bytes.count else { return index }
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "/") {
                index = skipLineComment(from: index)
            } else if byte == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
                index = skipBlockComment(from: index)
            } else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                var hashes = 0
                while peek(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(index + hashes) == UInt8(ascii: "\"") {
                    index = skipString(from: index, hashes: hashes)
                } else if hashes > 0, peek(index + hashes) == UInt8(ascii: "/"),
                          let end = regexEnd(from: index + hashes + 1, hashes: hashes, singleLine: false) {
                    // An extended regex literal, `#/…/#`, on one line or many.
                    markNotCode(index..<end)
                    index = end
                } else {
                    index += max(hashes, 1)
                }
            } else if byte == UInt8(ascii: "/"), let end = bareRegexEnd(from: index) {
                markNotCode(index..<end)
                index = end
            } else if byte == UInt8(ascii: "`"), let end = rawIdentifierEnd(from: index) {
                markNotCode(index..<end)
                index = end
            } else {
                if closingParenthesis {
                    if byte == UInt8(ascii: "(") { depth += 1 }
                    if byte == UInt8(ascii: ")") {
                        if depth == 0 { return index + 1 }
                        depth -= 1
                    }
                }
                index += 1
            }
        } while closingParenthesis
        return index
    }

    private func peek(_ index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func markNotCode(_ range: Range<Int>, comment: Bool = false) {
        for index in range where index < isCode.count {
            isCode[index] = false
            isComment[index] = comment
        }
    }

    private mutating func skipLineComment(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        markNotCode(start..<index, comment: true)
        return index
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment(from start: Int) -> Int {
        var index = start + 2
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
        markNotCode(start..<index, comment: true)
        return index
    }

    /// A string literal starting at `start` with `hashes` leading `#`s: single-line or multi-line, with escapes
    /// and interpolations spelled with as many `#`s after the backslash.
    private mutating func skipString(from start: Int, hashes: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        var index = start + hashes
        let multiline = peek(index + 1) == quote && peek(index + 2) == quote
        index += multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
                let afterEscape = index + 1 + hashes
                if peek(afterEscape) == UInt8(ascii: "(") {
                    index = scanCode(from: afterEscape + 1, closingParenthesis: true)
                } else {
                    index = afterEscape + 1
                }
            } else if byte == quote, !multiline || (peek(index + 1) == quote && peek(index + 2) == quote) {
                let afterQuotes = index + (multiline ? 3 : 1)
                if hasHashes(hashes, at: afterQuotes) {
                    index = afterQuotes + hashes
                    break
                }
                index += 1
            } else if byte == UInt8(ascii: "\n"), !multiline {
                // An unterminated single-line literal ends at the line's end, as the compiler reports it.
                break
            } else {
                index += 1
            }
        }
        let end = min(index, bytes.count)
        markNotCode(start..<end)
        return end
    }

    /// Where the text of a regex literal that begins at `index` ends: after the `/` and the `hashes` `#`s that
    /// close it (a backslash escapes the character after it). A `singleLine` literal (a bare `/…/`) that meets the
    /// line's end first is none (nil); an extended one (`#/…/#`) that meets the text's end first runs to it.
    private func regexEnd(from index: Int, hashes: Int, singleLine: Bool) -> Int? {
        var index = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "/") where hasHashes(hashes, at: index + 1): return min(index + 1 + hashes, bytes.count)
            case UInt8(ascii: "\n") where singleLine: return nil
            default: index += 1
            }
        }
        return singleLine ? nil : bytes.count
    }

    /// Where a bare regex literal starting at the `/` at `start` ends (after its closing `/`), or nil when the
    /// `/` is not one: the compiler's rules, that it stands where an expression begins (not after an identifier,
    /// a literal or a closing bracket), is not followed by a space, a tab or another `/` or `*` (a comment), and
    /// ends on its own line at a `/` not escaped by a backslash.
    private func bareRegexEnd(from start: Int) -> Int? {
        guard let next = peek(start + 1), !Self.isWhitespace(next), next != UInt8(ascii: "/"), next != UInt8(ascii: "*"),
              beginsExpression(at: start)
        else { return nil }
        return regexEnd(from: start + 1, hashes: 0, singleLine: true)
    }

    /// Whether an expression may begin at `index`: what comes before it, past white space and comments, is no
    /// value (an identifier, a number, a literal, a closing bracket) but an opening bracket, a separator, an
    /// operator or a keyword that an expression follows (`return`, `in`, …), or nothing.
    private func beginsExpression(at index: Int) -> Bool {
        var before = index - 1
        while before >= 0, isComment[before] || (isCode[before] && Self.isWhitespace(bytes[before])) { before -= 1 }
        guard before >= 0 else { return true }
        guard isCode[before] else { return false }
        let byte = bytes[before]
        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            || byte == UInt8(ascii: "`") {
            return false
        }
        guard Self.isIdentifierByte(byte) else { return true }
        var wordStart = before
        while wordStart > 0, isCode[wordStart - 1], Self.isIdentifierByte(bytes[wordStart - 1]) { wordStart -= 1 }
        return Self.keywordsBeforeExpressions.contains(text(wordStart..<before + 1))
    }

    /// The keywords after which an expression, and so a regex literal, may begin.
    private static let keywordsBeforeExpressions: Set = [
        "return", "in", "case", "where", "try", "await", "throw", "if", "guard", "while", "switch", "repeat", "else",
        "yield",
    ]

    /// Where an identifier in backticks starting at `start` ends (after its closing backtick, on the same line),
    /// or nil.
    private func rawIdentifierEnd(from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "`") { return index + 1 }
            index += 1
        }
        return nil
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        (0..<count).allSatisfy { peek(index + $0) == UInt8(ascii: "#") }
    }
}
