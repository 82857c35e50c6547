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
        #expect(previews.map(\.line) == [13, 17, 21, 33, 37, 41], "each the line of its #Preview")
        #expect(previews.map(\.column) == [1, 1, 1, 1, 1, 1])
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

    @Test func previewsInsideATypeOrAnExtensionAreFound() throws {
        let all = PreviewRegistry.previews()
        let inType = try #require(all.first { $0.name == "Inside a type" })
        #expect(inType.fileID == "PreviewMacroTests/BrowserPreviews.swift")
        #expect(TestDriver(inType.makeView(), size: TerminalSize(columns: 30, rows: 3)).text.contains("Declared in a type"))
        let inExtension = try #require(all.first { $0.name == "Inside an extension" })
        #expect(TestDriver(inExtension.makeView(), size: TerminalSize(columns: 30, rows: 3)).text.contains("Declared in an extension"))
    }

    @Test func aBodyWithRegexLiteralsIsReadWhole() throws {
        let regex = try #require(PreviewRegistry.previews().first { $0.name == "Regex" })
        let text = TestDriver(regex.makeView(), size: TerminalSize(columns: 30, rows: 5)).text
        #expect(text.contains("bare read") && text.contains("extended read") && text.contains("multi-line read"))
    }

    @Test func previewProvidersAreFoundByTheirConformance() throws {
        let provider = try #require(PreviewRegistry.previews().first { $0.name == "SamplePreviews" })
        #expect(provider.fileID == "PreviewMacroTests")
        #expect(provider.line == 0)
        #expect(TestDriver(provider.makeView(), size: TerminalSize(columns: 30, rows: 3)).text.contains("From a provider"))
        // TermUI's own conformances are of no other protocol: only providers are listed.
        #expect(!PreviewRegistry.previews().contains { $0.name == "Greeting" })
    }

    @Test func previewableStateIsTheViewsOwn() throws {
        let counter = try #require(previews.first { $0.name == "Counter" })
        let screen = TestDriver(counter.makeView(), size: TerminalSize(columns: 30, rows: 5))
        #expect(screen.text.contains("Count 3"))
        screen.press(.return)
        #expect(screen.text.contains("Count 4"))
    }
}
