import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The inline Markdown of text literals, as SwiftUI reads it.
struct InlineMarkdownTests {
    private typealias Span = InlineMarkdown.Span

    @Test func emphasisStrikeCodeAndLinks() {
        #expect(InlineMarkdown.spans(of: "**Passport**, adapter, _umbrella_") == [
            Span(text: "Passport", isBold: true), Span(text: ", adapter, "), Span(text: "umbrella", isItalic: true),
        ])
        #expect(InlineMarkdown.spans(of: "~~old~~ `code` [site](https://x.y) ***both***") == [
            Span(text: "old", isStruckThrough: true), Span(text: " "), Span(text: "code", isCode: true), Span(text: " "),
            Span(text: "site", link: "https://x.y"), Span(text: " "), Span(text: "both", isBold: true, isItalic: true),
        ])
        #expect(InlineMarkdown.spans(of: "**bold with *italic* inside**") == [
            Span(text: "bold with ", isBold: true), Span(text: "italic", isBold: true, isItalic: true),
            Span(text: " inside", isBold: true),
        ])
    }

    @Test func whatIsNotMarkdownStaysAsItIs() {
        #expect(InlineMarkdown.spans(of: "snake_case_name and 2 * 3 * 4") == [Span(text: "snake_case_name and 2 * 3 * 4")])
        #expect(InlineMarkdown.spans(of: "an *open marker") == [Span(text: "an *open marker")])
        #expect(InlineMarkdown.spans(of: #"\*not italic\*"#) == [Span(text: "*not italic*")])
        #expect(InlineMarkdown.spans(of: "[no link] here") == [Span(text: "[no link] here")])
    }
}

/// A text literal's Markdown drawn: the markers gone, the emphasis in the cells; an interpolated value is never
/// read as Markdown.
@MainActor
struct MarkdownTextTests {
    @Test func aLiteralsMarkdownIsDrawnAndAnInterpolatedValueIsNot() throws {
        let name = "*not emphasis*"
        let screen = TestDriver(
            VStack(alignment: .leading) {
                Text("Pack your **passport** and ~~map~~")
                Text("Hello, **\(name)**")
            }.pinnedToTopLeading(), size: TerminalSize(columns: 40, rows: 4), showsKeyHints: false)
        #expect(screen.text.contains("Pack your passport and map"))
        let passport = try #require(screen.position(of: "passport"))
        #expect(screen.style(atColumn: passport.column, row: passport.row).attributes.contains(.bold))
        #expect(!screen.style(atColumn: passport.column - 2, row: passport.row).attributes.contains(.bold))
        let map = try #require(screen.position(of: "map"))
        #expect(screen.style(atColumn: map.column, row: map.row).attributes.contains(.strikethrough))
        #expect(screen.text.contains("Hello, *not emphasis*"), "the value keeps its asterisks")
        let value = try #require(screen.position(of: "*not"))
        #expect(screen.style(atColumn: value.column, row: value.row).attributes.contains(.bold), "inside the literal's bold")
    }
}
