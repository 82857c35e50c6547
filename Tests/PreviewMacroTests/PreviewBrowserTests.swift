import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The preview browser (`--previews`) through the test driver: the registered previews of this test target
/// listed by file with their lines, the selected one drawn live and taking keys, and its size classes and traits.
@MainActor
struct PreviewBrowserTests {
    /// This target's previews, as the browser of its program lists them.
    private var previews: [Preview] {
        PreviewRegistry.previews().filter { $0.fileID.hasPrefix("PreviewMacroTests") }
    }

    private func browser(_ previews: [Preview], size: TerminalSize = TerminalSize(columns: 120, rows: 30)) -> TestDriver {
        TestDriver(PreviewBrowser(previews: previews), size: size)
    }

    private func preview(named name: String) throws -> Preview {
        try #require(previews.first { $0.name == name })
    }

    @Test func listsTheProgramsPreviewsByFileWithTheirLines() throws {
        let screen = TestDriver(PreviewBrowser(), size: TerminalSize(columns: 120, rows: 60))
        #expect(screen.text.contains(" BrowserPreviews.swift "), "each file heads its previews")
        #expect(screen.text.contains(" PreviewUses.swift "))
        let counter = try preview(named: "Counter")
        let row = try #require(screen.row(containing: "Counter"))
        #expect(screen.lines[row].contains("\(counter.line)"), "the row says the preview's line")
        #expect(screen.text.contains("PreviewMacroTests providers"), "a PreviewProvider is listed under its module")
        #expect(screen.text.contains("SamplePreviews     provider"))
    }

    @Test func drawsTheSelectedPreviewAndMovesWithTheSelection() {
        let previews = previews.filter { $0.fileID == "PreviewMacroTests/BrowserPreviews.swift" }
        let screen = browser(previews)
        #expect(screen.text.contains("Fixed box"), "the first preview is drawn at once")
        screen.press(.downArrow)
        #expect(screen.text.contains("Just this") && !screen.text.contains("Fixed box"))
        #expect(screen.text.contains("PreviewMacroTests/BrowserPreviews.swift:\(previews[1].line)"), "its header says where it is")
    }

    @Test func thePreviewTakesKeysAndEscGoesBackToTheSidebar() throws {
        let screen = browser([try preview(named: "Counter"), try preview(named: "Named")])
        #expect(screen.text.contains("Count 3"))
        #expect(screen.keyHints.contains { $0.key == "Tab" && $0.label == "try it" })
        screen.press(.tab)
        #expect(screen.keyHints.contains { $0.key == "Esc" && $0.label == "sidebar" })
        screen.press(.return)
        #expect(screen.text.contains("Count 4"), "Enter pressed the preview's button")
        screen.press(.escape)
        #expect(!screen.keyHints.contains { $0.label == "sidebar" })
        screen.press(.downArrow)
        #expect(screen.text.contains("Hello, named"), "the arrows move the sidebar again")
    }

    @Test func aPreviewThatFocusesAsItIsBuiltLeavesTheKeysInTheSidebar() throws {
        // A split view side by side focuses the column the app prefers when it is first placed, but not when
        // focus is already outside it: here in the sidebar, whose ↓ must go on choosing previews.
        let screen = browser([try preview(named: "Fits"), try preview(named: "Split view"), try preview(named: "Named")],
                             size: TerminalSize(columns: 200, rows: 30))
        screen.press(.downArrow)
        #expect(screen.text.contains("Split detail"))
        #expect(!screen.keyHints.contains { $0.label == "sidebar" }, "the sidebar still has focus")
        screen.press(.downArrow)
        #expect(screen.text.contains("Hello, named"))
    }

    @Test func typingGoesToThePreviewsField() throws {
        let screen = browser([try preview(named: "Field")])
        screen.press(.tab)
        screen.type("sq")
        #expect(screen.text.contains("Typed: sq"), "s and q are the field's while it has focus")
        #expect(!screen.didQuit)
    }

    @Test func sizeClassesResizeThePreviewAndItsEnvironment() throws {
        let screen = browser([try preview(named: "Size class")])
        #expect(screen.text.contains("window 86×25"))
        #expect(screen.text.contains("width regular"))
        #expect(boxSize(in: screen) == TerminalSize(columns: 88, rows: 27))
        screen.press("s")
        #expect(screen.text.contains("compact 40×12"))
        #expect(screen.text.contains("width compact"))
        #expect(boxSize(in: screen) == TerminalSize(columns: 42, rows: 14))
        screen.press("s")
        #expect(screen.text.contains("regular 80×24"))
        #expect(screen.text.contains("width regular"))
        #expect(boxSize(in: screen) == TerminalSize(columns: 82, rows: 26))
        screen.press("s")
        #expect(screen.text.contains("window 86×25"))
    }

    @Test func aSizeLargerThanTheRoomIsCutAndSaysSo() throws {
        let screen = browser([try preview(named: "Size class")], size: TerminalSize(columns: 80, rows: 24))
        screen.press("s", "s")
        #expect(screen.text.contains("regular 80×24 · cut to 46×19"))
        #expect(screen.text.contains("width regular"), "the preview still reads the device's size class")
    }

    @Test func traitsSizeThePreview() throws {
        let fixed = browser([try preview(named: "Fixed")])
        #expect(fixed.text.contains("fixed 20×5"))
        #expect(boxSize(in: fixed) == TerminalSize(columns: 22, rows: 7))
        let fits = browser([try preview(named: "Fits")])
        #expect(fits.text.contains("size that fits"))
        #expect(boxSize(in: fits) == TerminalSize(columns: 11, rows: 3), "the box hugs the text")
        let portrait = browser([try preview(named: "Portrait")])
        portrait.press("s")
        #expect(portrait.text.contains("compact 40×12 · portrait 24×20"))
        #expect(boxSize(in: portrait) == TerminalSize(columns: 26, rows: 22))
    }

    @Test func aProvidersPreviewsAreDrawn() throws {
        let screen = browser([try preview(named: "SamplePreviews")])
        #expect(screen.text.contains("From a provider"))
        #expect(screen.text.contains("PreviewMacroTests, PreviewProvider"))
    }

    @Test func aNarrowWindowLeavesThePreviewMostOfTheRoom() throws {
        let screen = browser([try preview(named: "Named")], size: TerminalSize(columns: 40, rows: 12))
        #expect(screen.text.contains("Hello, named"), "drawn whole beside a sidebar of 16 columns")
        #expect(PreviewBrowser.sidebarWidth(inWidth: 40) == 16)
        #expect(PreviewBrowser.sidebarWidth(inWidth: 80) == 30)
        #expect(PreviewBrowser.sidebarWidth(inWidth: 20) == 14)
    }

    @Test func anEmptyListSaysSo() {
        let screen = browser([])
        #expect(screen.text.contains("No previews"))
        #expect(screen.text.contains("This program declares no #Preview and no PreviewProvider."))
    }

    @Test func onlyPreviewsAloneAsksForTheBrowser() {
        #expect(PreviewBrowser.isRequested(byArguments: ["--previews"]))
        #expect(!PreviewBrowser.isRequested(byArguments: []))
        #expect(!PreviewBrowser.isRequested(byArguments: ["--previews", "Counter"]))
        #expect(!PreviewBrowser.isRequested(byArguments: ["--title", "--previews"]))
        #expect(!PreviewBrowser.isRequested(byArguments: ["--preview"]))
    }

    /// The size of the box around the preview: from its top-left corner to its bottom-right.
    private func boxSize(in screen: TestDriver) -> TerminalSize? {
        guard let top = screen.position(of: "┌"), let bottom = screen.position(of: "┘") else { return nil }
        return TerminalSize(columns: bottom.column - top.column + 1, rows: bottom.row - top.row + 1)
    }
}
