import Foundation
import Testing
@testable import TravelModel

/// The incremental tokenizer on hostile text: every escape, surrogates whole and alone, deep nesting, numbers
/// of every form, long strings, bytes that are not UTF-8, and every prefix of a document: a clear error with
/// its place, never a crash, and the same tokens whatever the chunks.
@Suite("JSON tokenizer")
struct JSONTokenizerTests {
    /// A token and, for a key, a string or a number, its text.
    struct Read: Equatable, CustomStringConvertible {
        var token: JSONToken
        var text: String?
        var description: String { "\(token)\(text.map { " \($0.debugDescription)" } ?? "")" }
    }

    /// Every token of `bytes`, given in chunks of `chunkSize` bytes (all at once when nil).
    static func tokens(_ bytes: [UInt8], chunkSize: Int? = nil) throws(JSONSyntaxError) -> [Read] {
        var tokenizer: JSONTokenizer
        if let chunkSize {
            var rest = bytes[...]
            tokenizer = JSONTokenizer(chunks: {
                defer { rest = rest.dropFirst(chunkSize) }
                return Array(rest.prefix(chunkSize))
            })
        } else {
            tokenizer = JSONTokenizer(bytes: bytes)
        }
        var read: [Read] = []
        while let token = try tokenizer.next() {
            let hasText = token == .key || token == .string || token == .number
            read.append(Read(token: token, text: hasText ? tokenizer.text : nil))
        }
        return read
    }

    static func tokens(_ text: String, chunkSize: Int? = nil) throws(JSONSyntaxError) -> [Read] {
        try tokens(Array(text.utf8), chunkSize: chunkSize)
    }

    /// The error `bytes` stop with; nil when they are read to the end.
    static func error(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try tokens(bytes)
            return nil
        } catch {
            return error
        }
    }

    static func error(_ text: String) -> JSONSyntaxError? {
        error(Array(text.utf8))
    }

    static let document = #"""
    {"schemaVersion" : 1, "expenses" : [{"amount": "-12.50", "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
     "title": "Caf\u00e9 \"Ichiran\" \ud83c\udf5c\n/ 一蘭 😀", "n": [true, false, null, -0.5e+10, 0, 1E2, []],
     "category": {}}]}
    """#

    @Test("A document reads as its tokens, with escapes decoded and numbers as written")
    func readsADocument() throws {
        let read = try Self.tokens(Self.document)
        #expect(read.contains(Read(token: .string, text: "Café \"Ichiran\" 🍜\n/ 一蘭 😀")))
        #expect(read.contains(Read(token: .number, text: "-0.5e+10")))
        #expect(read.contains(Read(token: .number, text: "1E2")))
        #expect(read.contains(Read(token: .string, text: "-12.50")))
        #expect(read.first == Read(token: .beginObject, text: nil))
        #expect(read.filter { $0.token == .key }.map(\.text) == ["schemaVersion", "expenses", "amount", "id", "title", "n", "category"])
        #expect(read.last == Read(token: .endObject, text: nil))
    }

    @Test("The same tokens whatever the size of the chunks", arguments: [1, 2, 3, 5, 7, 64])
    func chunkSizesDoNotMatter(size: Int) throws {
        #expect(try Self.tokens(Self.document, chunkSize: size) == (try Self.tokens(Self.document)))
    }

    @Test("Every escape of RFC 8259")
    func everyEscape() throws {
        let read = try Self.tokens(#"["\"\\\/\b\f\n\r\t\u0000\u001F\u00E9\u20AC\uD834\uDD1E\uFFFF"]"#)
        #expect(read[1].text == "\"\\/\u{8}\u{C}\n\r\t\u{0}\u{1F}é€\u{1D11E}\u{FFFF}")
    }

    @Test("Lone surrogates and unknown escapes are refused with their place",
          arguments: [
              (#"["\uD800"]"#, "a lone surrogate \\uD800 (a high one with no low one after it)", 2),
              (#"["ab\uDC00"]"#, "a lone surrogate \\uDC00 (a low one with no high one before it)", 4),
              (#"["\uD800\u0041"]"#, "a lone surrogate \\uD800 (a high one with no low one after it)", 2),
              (#"["\uD800\uD800"]"#, "a lone surrogate \\uD800 (a high one with no low one after it)", 2),
              (#"["\x"]"#, "an unknown escape \\x", 3),
              (#"["\u12G4"]"#, "expected four hex digits after \\u, found 'G'", 6),
          ])
    func badEscapes(text: String, reason: String, offset: Int) {
        let error = Self.error(text)
        if case .malformed = error?.kind {} else { Issue.record("\(text): \(String(describing: error))") }
        #expect(error?.description == "\(reason) at byte \(offset)")
    }

    @Test("Bytes that are not UTF-8 are refused, wherever they are",
          arguments: [
              [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF], [0xF0, 0x9F, 0x98],
          ] as [[UInt8]])
    func notUTF8(bytes: [UInt8]) {
        let document = Array(#"["ok", "a"#.utf8) + bytes + Array(#"b"]"#.utf8)
        #expect(Self.error(document)?.kind == .malformed(.notUTF8))
    }

    @Test("A control character in a string is refused; white space outside is not")
    func controlCharacters() throws {
        #expect(Self.error("[\"a\tb\"]") == JSONSyntaxError(kind: .malformed(.controlCharacter(scalar: 9)), offset: 3))
        #expect(try Self.tokens(" \t\r\n[\n\t1 ,\r\n2 ] \n").count == 4)
    }

    @Test("Numbers of every form are kept as written; malformed ones are refused",
          arguments: ["0", "-0", "12", "-12.50", "1e5", "1E+5", "1e-05", "123456789012345678901234567890.000000000001"])
    func numbers(text: String) throws {
        #expect(try Self.tokens("[\(text)]")[1] == Read(token: .number, text: text))
    }

    @Test("Malformed numbers and literals are refused", arguments: ["-", "1.", ".5", "1e", "+1", "01", "1.e5", "tru", "nul", "NaN", "1 2"])
    func malformedValues(text: String) {
        let error = Self.error("[\(text)]")
        #expect(error != nil, "\(text)")
        if case .malformed = error?.kind {} else { Issue.record("\(text): \(String(describing: error))") }
    }

    @Test("Structure that is not JSON is refused with what was expected and where",
          arguments: [
              (#"{"a" 1}"#, "expected ':' after a key, found '1'", 5),
              (#"{"a": 1,}"#, "expected a key, found '}'", 8),
              (#"{1: 2}"#, "expected a key or '}', found '1'", 1),
              (#"[1 2]"#, "expected ',' or ']', found '2'", 3),
              (#"[1,]"#, "expected a value, found ']'", 3),
              (#"{"a": 1]"#, "expected ',' or '}', found ']'", 7),
              (#"{} {}"#, "more text after the end of the document: '{'", 3),
          ])
    func malformedStructure(text: String, reason: String, offset: Int) {
        let error = Self.error(text)
        if case .malformed = error?.kind {} else { Issue.record("\(text): \(String(describing: error))") }
        #expect(error?.description == "\(reason) at byte \(offset)")
    }

    @Test("Every prefix of a document ends in the middle, never anything else")
    func everyPrefixIsTruncated() {
        let bytes = Array(Self.document.utf8)
        for length in 0..<bytes.count {
            let error = Self.error(Array(bytes[..<length]))
            #expect(error?.kind == .truncated, "cut after \(length) bytes: \(String(describing: error))")
            #expect(error?.offset == length, "cut after \(length) bytes")
        }
        #expect(Self.error(bytes) == nil)
    }

    @Test("Nesting as deep as the limit is read; deeper is refused as beyond it, without recursion")
    func deepNesting() throws {
        let depth = JSONTokenizer.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try Self.tokens(deepest).count == 2 * depth)
        let deeper = String(repeating: "[", count: 1_000_000)
        #expect(Self.error(deeper) == JSONSyntaxError(kind: .beyondLimit(.depth(depth)), offset: depth))
    }

    @Test("A long string is read whole; one beyond the limit is refused, and skipped values keep no text")
    func longStrings() throws {
        let long = String(repeating: "é", count: 3_000_000) + String(repeating: "a", count: 1_000_000)
        #expect(try Self.tokens("[\"\(long)\"]", chunkSize: 1 << 20)[1].text == long)

        let tooLong = "[\"" + String(repeating: "a", count: JSONTokenizer.maximumTextLength + 1) + "\"]"
        #expect(Self.error(tooLong)?.kind == .beyondLimit(.stringLength(mebibytes: JSONTokenizer.maximumTextLength >> 20)))

        var tokenizer = JSONTokenizer(bytes: Array(("[" + tooLong + ", \"next\"]").utf8))
        #expect(try tokenizer.next() == .beginArray)
        let skipped = try #require(try tokenizer.next())
        try tokenizer.skipValue(startingWith: skipped)
        #expect(try tokenizer.next() == .string)
        #expect(tokenizer.text == "next")
    }

    @Test("A read that fails stops the reading as unreadable, at the offset reached")
    func failingSource() {
        var given = false
        var tokenizer = JSONTokenizer(chunks: {
            if given { throw SystemCallError(code: EIO) }
            given = true
            return Array("[1, 2".utf8)
        })
        var error: JSONSyntaxError?
        do {
            while try tokenizer.next() != nil {}
        } catch let thrown {
            error = thrown
        }
        #expect(error == JSONSyntaxError(kind: .unreadable(.system(code: EIO)), offset: 5))
    }
}
