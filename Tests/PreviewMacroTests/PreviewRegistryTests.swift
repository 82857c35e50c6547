import Testing
import TermUI
import TermUITesting

/// The previews of `PreviewUses.swift`, found at run time and drawn.
@MainActor
struct PreviewRegistryTests {
    private var previews: [Preview] {
        PreviewRegistry.previews().filter { $0.fileID == "PreviewMacroTests/PreviewUses.swift" }
    }

    @Test func everyPreviewIsFoundInFileOrder() {
        #expect(previews.map(\.name) == [nil, "Named", "Traits", nil, "Body argument", "Counter"])
        #expect(previews.first?.displayName.hasPrefix("PreviewMacroTests/PreviewUses.swift:") == true)
        #expect(previews.map(\.line) == previews.map(\.line).sorted())
    }

    @Test func traitsAreKept() throws {
        let traits = try #require(previews.first { $0.name == "Traits" })
        #expect(traits.traits.count == 2)
        #expect(traits.layout == .fixed(width: 40, height: 10))
        #expect(previews.first { $0.name == "Named" }?.layout == .device)
    }

    @Test func eachPreviewDraws() {
        let size = TerminalSize(columns: 40, rows: 8)
        let texts = previews.map { TestDriver($0.makeView(), size: size).text }
        #expect(texts[0].contains("Hello, preview"))
        #expect(texts[1].contains("Hello, named"))
        #expect(texts[2].contains("{ not a brace }"))
        #expect(texts[2].contains(#"raw "}" string"#))
        #expect(texts[2].contains("multi-line } string"))
        #expect(texts[2].contains("Hello, traits"))
        #expect(texts[3].contains("Only traits"))
        #expect(texts[4].contains("As an argument"))
    }

    @Test func previewableStateIsTheViewsOwn() throws {
        let counter = try #require(previews.first { $0.name == "Counter" })
        let screen = TestDriver(counter.makeView(), size: TerminalSize(columns: 30, rows: 5))
        #expect(screen.text.contains("Count 3"))
        screen.press(.return)
        #expect(screen.text.contains("Count 4"))
    }
}
