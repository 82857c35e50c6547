import Testing
import TermUI
import TermUITesting

/// The drawing snippets (a custom `Shape`, `Path`, `Canvas`) draw with blocks and braille.
@MainActor
struct DrawingSnippetTests {
    private func brailleCount(_ text: String) -> Int {
        text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    }

    @Test func theSparklineDrawsItsLineAndLabel() {
        let screen = TestDriver(Sparkline(values: [1, 4, 2, 8, 5]), size: TerminalSize(columns: 30, rows: 8))
        #expect(screen.text.contains("max 8"))
        #expect(brailleCount(screen.text) >= 20)
    }

    @Test func theCardFillsItsWedgeAndStrokesItsCurve() {
        let screen = TestDriver(DrawingCard(), size: TerminalSize(columns: 30, rows: 8))
        #expect(screen.text.contains("█"))
        #expect(brailleCount(screen.text) >= 10)
    }
}
