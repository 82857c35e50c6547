/// A `#Preview` use read from its source text: the name, the traits and the body, each as the source text of
/// its expression, and the body's `@Previewable` declarations taken out of it.
///
/// The forms are SwiftUI's: `#Preview { … }`, `#Preview("Name") { … }`, `#Preview("Name", traits: a, b) { … }`,
/// `#Preview(traits: a) { … }`, and the body as an argument, `#Preview("Name", body: { … })`.
public struct PreviewMacroSyntax: Equatable, Sendable {
    /// The name's expression (usually a string literal), or nil.
    public var name: String?
    /// The traits' expressions, in order (`traits:` and the unlabelled ones after it).
    public var traits: [String]
    /// The body: a closure literal, less its `@Previewable` declarations, or another expression.
    public var body: String
    /// The `@Previewable` declarations, without the attribute: `@State var count = 0`.
    public var previewables: [String]

    public init(name: String?, traits: [String], body: String, previewables: [String]) {
        self.name = name
        self.traits = traits
        self.body = body
        self.previewables = previewables
    }
}

/// Why a `#Preview`'s text could not be read, and where (a UTF-8 offset in the macro's text).
public struct PreviewMacroError: Error, Equatable, Sendable {
    public var message: String
    public var offset: Int

    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

extension PreviewMacroSyntax {
    /// Reads a `#Preview` from the text the compiler sends: the macro's name, its parenthesised arguments and
    /// its trailing closure.
    public static func parse(_ source: String) throws(PreviewMacroError) -> PreviewMacroSyntax {
        let scanner = SwiftSourceScanner(source)
        guard let pound = scanner.nextSignificant(from: 0), scanner.bytes[pound] == UInt8(ascii: "#") else {
            throw PreviewMacroError("expected '#Preview'", offset: 0)
        }
        // The macro's name, possibly qualified by its module (`#TermUI.Preview`).
        var index = pound + 1
        while index < scanner.bytes.count,
              SwiftSourceScanner.isIdentifierByte(scanner.bytes[index]) || scanner.bytes[index] == UInt8(ascii: ".") {
            index += 1
        }
        var arguments: [Argument] = []
        var trailingClosure: Range<Int>?
        if let open = scanner.nextSignificant(from: index), scanner.bytes[open] == UInt8(ascii: "(") {
            guard let close = scanner.matchingCloser(of: open) else {
                throw PreviewMacroError("expected ')' to end the arguments of '#Preview'", offset: open)
            }
            arguments = Self.arguments(in: open + 1..<close, of: scanner)
            index = close + 1
        }
        if let open = scanner.nextSignificant(from: index), scanner.bytes[open] == UInt8(ascii: "{") {
            guard let close = scanner.matchingCloser(of: open) else {
                throw PreviewMacroError("expected '}' to end the body of '#Preview'", offset: open)
            }
            trailingClosure = open..<close + 1
            index = close + 1
        }
        if let extra = scanner.nextSignificant(from: index) {
            throw PreviewMacroError("unexpected text after the body of '#Preview'", offset: extra)
        }

        var name: String?
        var traits: [String] = []
        var body: Range<Int>? = trailingClosure
        var afterTraits = false
        for (position, argument) in arguments.enumerated() {
            switch argument.label {
            case nil where position == 0:
                name = scanner.text(argument.value)
            case nil where afterTraits:
                traits.append(scanner.text(argument.value))
            case "traits":
                traits.append(scanner.text(argument.value))
                afterTraits = true
            case "body" where trailingClosure == nil:
                body = argument.value
                afterTraits = false
            default:
                throw PreviewMacroError(
                    "unexpected argument to '#Preview'; it takes a name, 'traits:' and a body", offset: argument.start)
            }
        }
        guard let body else {
            throw PreviewMacroError("'#Preview' needs a body: #Preview { Text(\"Hello\") }", offset: pound)
        }
        let (closure, previewables) = try Self.extractPreviewables(from: body, of: scanner)
        return PreviewMacroSyntax(name: name, traits: traits, body: closure, previewables: previewables)
    }

    private struct Argument {
        var label: String?
        var start: Int
        var value: Range<Int>
    }

    /// The arguments between parentheses, split at the commas outside brackets, each with its label.
    private static func arguments(in range: Range<Int>, of scanner: SwiftSourceScanner) -> [Argument] {
        var pieces: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        for index in range {
            guard let byte = scanner.code(at: index) else { continue }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                pieces.append(start..<index)
                start = index + 1
            default: break
            }
        }
        pieces.append(start..<range.upperBound)
        return pieces.compactMap { piece in
            guard let first = scanner.nextSignificant(from: piece.lowerBound, before: piece.upperBound) else { return nil }
            let end = trimmedEnd(of: first..<piece.upperBound, in: scanner)
            // A label is an identifier followed by ':' (and not '::', which Swift does not have anyway).
            var index = first
            while index < end, SwiftSourceScanner.isIdentifierByte(scanner.bytes[index]), scanner.isCode[index] { index += 1 }
            if index > first, let colon = scanner.nextSignificant(from: index, before: end),
               scanner.bytes[colon] == UInt8(ascii: ":"),
               let value = scanner.nextSignificant(from: colon + 1, before: end) {
                return Argument(label: scanner.text(first..<index), start: first, value: value..<end)
            }
            return Argument(label: nil, start: first, value: first..<end)
        }
    }

    /// The end of a range less its trailing white space (code or not: a trailing comment is kept).
    private static func trimmedEnd(of range: Range<Int>, in scanner: SwiftSourceScanner) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, scanner.isCode[end - 1], SwiftSourceScanner.isWhitespace(scanner.bytes[end - 1]) {
            end -= 1
        }
        return end
    }

    /// Takes the `@Previewable` declarations out of the body's top level. A body that is not a closure literal
    /// is kept as it is.
    private static func extractPreviewables(
        from body: Range<Int>, of scanner: SwiftSourceScanner
    ) throws(PreviewMacroError) -> (String, [String]) {
        guard scanner.code(at: body.lowerBound) == UInt8(ascii: "{") else { return (scanner.text(body), []) }
        let inner = body.lowerBound + 1..<body.upperBound - 1
        var previewables: [String] = []
        var removed: [Range<Int>] = []
        var depth = 0
        var atStatementStart = true
        var index = inner.lowerBound
        while index < inner.upperBound {
            guard let byte = scanner.code(at: index) else {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "@"), Self.hasWord("Previewable", at: index + 1, in: scanner) {
                guard depth == 0, atStatementStart else {
                    throw PreviewMacroError(
                        "'@Previewable' is allowed only at the top level of a '#Preview' body", offset: index)
                }
                let end = Self.statementEnd(from: index, before: inner.upperBound, in: scanner)
                let declaration = scanner.text(index + 1 + "Previewable".utf8.count..<end)
                    .trimmingWhitespace()
                guard declaration.hasPrefix("var ") || declaration.contains(" var ") else {
                    throw PreviewMacroError("'@Previewable' applies only to a 'var' declaration", offset: index)
                }
                previewables.append(declaration)
                removed.append(index..<end)
                index = end
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
            if depth == 0, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") {
                atStatementStart = true
            } else if !SwiftSourceScanner.isWhitespace(byte) {
                atStatementStart = false
            }
            index += 1
        }
        var text = ""
        var position = body.lowerBound
        for range in removed {
            text += scanner.text(position..<range.lowerBound)
            position = range.upperBound
        }
        text += scanner.text(position..<body.upperBound)
        return (text, previewables)
    }

    /// Whether the identifier `word` stands at `index`, not followed by more of an identifier.
    private static func hasWord(_ word: String, at index: Int, in scanner: SwiftSourceScanner) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= scanner.bytes.count, Array(scanner.bytes[index..<index + utf8.count]) == utf8 else {
            return false
        }
        let after = index + utf8.count
        return after == scanner.bytes.count || !SwiftSourceScanner.isIdentifierByte(scanner.bytes[after])
    }

    /// Where a declaration that starts at `start` ends: a `;` or a line break outside brackets, unless the line
    /// ends with `=` or `,`, or the next line starts with `.`, which continue it. A line that ends with a
    /// literal (`var name = ""`) ends there.
    private static func statementEnd(from start: Int, before limit: Int, in scanner: SwiftSourceScanner) -> Int {
        var depth = 0
        var index = start
        var lastSignificant: UInt8 = 0
        while index < limit {
            if !scanner.isCode[index], !scanner.isComment[index] {
                // A literal's text is a value, whatever its characters, never an operator that goes on.
                lastSignificant = UInt8(ascii: "\"")
            } else if let byte = scanner.code(at: index) {
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: ";") where depth == 0: return index + 1
                case UInt8(ascii: "\n") where depth == 0:
                    let next = scanner.nextSignificant(from: index, before: limit).map { scanner.bytes[$0] }
                    if lastSignificant != UInt8(ascii: "=") && lastSignificant != UInt8(ascii: ",")
                        && next != UInt8(ascii: ".") {
                        return index
                    }
                default: break
                }
                if !SwiftSourceScanner.isWhitespace(byte) { lastSignificant = byte }
            }
            index += 1
        }
        return limit
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
