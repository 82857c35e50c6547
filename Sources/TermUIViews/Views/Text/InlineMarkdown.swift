/// The inline Markdown SwiftUI reads in the literal text of a `LocalizedStringKey`: `**bold**` (or
/// `__bold__`), `*italic*` (or `_italic_`, not inside a word), `~~struck~~`, `` `code` `` and
/// `[a link](url)`; a backslash escapes a marker, and a marker that is not closed stays as it is. (Linux
/// Foundation has no `AttributedString(markdown:)`, so TermUI reads this subset itself.)
enum InlineMarkdown {
    /// A stretch of text and its emphasis.
    struct Span: Equatable {
        var text: String
        var isBold = false
        var isItalic = false
        var isStruckThrough = false
        var isCode = false
        var link: String?
    }

    /// Whether `text` holds a character that may start Markdown (the quick test before parsing).
    static func mayHaveMarkup(_ text: String) -> Bool {
        text.contains { "*_~`[\\".contains($0) }
    }

    /// The spans of `text`.
    static func spans(of text: String) -> [Span] {
        var spans: [Span] = []
        parse(Array(text), style: Span(text: ""), into: &spans)
        return spans
    }

    private static func parse(_ characters: [Character], style: Span, into spans: inout [Span]) {
        var plain = ""
        func flush() {
            guard !plain.isEmpty else { return }
            var span = style
            span.text = plain
            append(span, to: &spans)
            plain = ""
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, "*_~`[]\\".contains(characters[index + 1]) {
                plain.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "`", let end = find(["`"], in: characters, from: index + 1) {
                flush()
                var span = style
                span.text = String(characters[(index + 1)..<end])
                span.isCode = true
                append(span, to: &spans)
                index = end + 1
                continue
            }
            if character == "[", let close = find(["]", "("], in: characters, from: index + 1),
               let end = find([")"], in: characters, from: close + 2) {
                flush()
                var linked = style
                linked.link = String(characters[(close + 2)..<end])
                parse(Array(characters[(index + 1)..<close]), style: linked, into: &spans)
                index = end + 1
                continue
            }
            if let (marker, apply) = delimiter(at: index, in: characters),
               let end = closing(marker, in: characters, from: index + marker.count) {
                flush()
                var inner = style
                apply(&inner)
                parse(Array(characters[(index + marker.count)..<end]), style: inner, into: &spans)
                index = end + marker.count
                continue
            }
            plain.append(character)
            index += 1
        }
        flush()
    }

    /// The emphasis a delimiter at `index` opens, longest first.
    private static func delimiter(at index: Int, in characters: [Character]) -> ([Character], (inout Span) -> Void)? {
        let candidates: [([Character], (inout Span) -> Void)] = [
            (["*", "*", "*"], { $0.isBold = true; $0.isItalic = true }),
            (["*", "*"], { $0.isBold = true }), (["_", "_"], { $0.isBold = true }),
            (["~", "~"], { $0.isStruckThrough = true }),
            (["*"], { $0.isItalic = true }), (["_"], { $0.isItalic = true }),
        ]
        for (marker, apply) in candidates where characters[index...].starts(with: marker) {
            let next = index + marker.count
            // An opening marker is followed by text, and an underscore does not open inside a word.
            guard next < characters.count, !characters[next].isWhitespace else { continue }
            if marker.first == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { continue }
            return (marker, apply)
        }
        return nil
    }

    /// Where `marker` closes after `start`: preceded by text, and for an underscore not followed by a letter.
    private static func closing(_ marker: [Character], in characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        while index + marker.count <= characters.count {
            if characters[index...].starts(with: marker), !characters[index - 1].isWhitespace {
                let after = index + marker.count
                let longer = after < characters.count && characters[after] == marker[0]
                let intraword = marker.first == "_" && after < characters.count && (characters[after].isLetter || characters[after].isNumber)
                if !longer && !intraword { return index }
            }
            index += 1
        }
        return nil
    }

    /// The index of `sequence` in `characters` at or after `start`.
    private static func find(_ sequence: [Character], in characters: [Character], from start: Int) -> Int? {
        guard start < characters.count else { return nil }
        var index = start
        while index + sequence.count <= characters.count {
            if characters[index...].starts(with: sequence) { return index }
            index += 1
        }
        return nil
    }

    /// Appends a span, joining it to the last one when their styles are the same.
    private static func append(_ span: Span, to spans: inout [Span]) {
        guard !span.text.isEmpty else { return }
        if var last = spans.last, last.isBold == span.isBold, last.isItalic == span.isItalic,
           last.isStruckThrough == span.isStruckThrough, last.isCode == span.isCode, last.link == span.link {
            last.text += span.text
            spans[spans.count - 1] = last
        } else {
            spans.append(span)
        }
    }
}
