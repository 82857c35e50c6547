import Testing
import TermUI
import TermUITesting

/// The colour effects change the colours a view draws as their doc comments say.
@MainActor
struct ColorEffectSnippetTests {
    private let screen = TestDriver(
        ColorEffectsSnippet().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
        size: TerminalSize(columns: 20, rows: 12), showsKeyHints: false)

    private func style(of word: String) -> CellStyle {
        guard let position = screen.position(of: word) else {
            Issue.record("\(word) is not on the screen:\n\(screen.text)")
            return CellStyle()
        }
        return screen.style(atColumn: position.column, row: position.row)
    }

    private func components(_ color: TerminalColor?) -> (Int, Int, Int)? {
        guard case .rgb(let red, let green, let blue)? = color else { return nil }
        return (Int(red), Int(green), Int(blue))
    }

    private func isGrey(_ color: TerminalColor?) -> Bool {
        guard let (red, green, blue) = components(color) else { return false }
        return red == green && green == blue
    }

    @Test func grayscaleAndNoSaturationLeaveGreysOfTheColour() {
        #expect(!isGrey(style(of: "red").foreground))
        #expect(isGrey(style(of: "grey").foreground))
        #expect(isGrey(style(of: "faded").foreground))
        #expect(style(of: "grey").foreground == style(of: "faded").foreground)
    }

    @Test func brightnessMovesTowardsWhiteOrBlack() {
        #expect(components(style(of: "bright").foreground).map { $0 == (255, 255, 255) } == true)
        #expect(components(style(of: "dark").foreground).map { $0 == (0, 0, 0) } == true)
    }

    @Test func noContrastIsTheMiddleGrey() {
        #expect(components(style(of: "flat").foreground).map { $0 == (128, 128, 128) } == true)
    }

    @Test func aThirdOfATurnMakesRedGreenish() {
        guard let (red, green, blue) = components(style(of: "turned").foreground) else {
            Issue.record("no colour")
            return
        }
        #expect(green > red && green > blue)
    }

    @Test func invertSwapsBlackAndWhite() {
        #expect(components(style(of: "inverted").foreground).map { $0 == (255, 255, 255) } == true)
        #expect(components(style(of: "inverted").background).map { $0 == (0, 0, 0) } == true)
    }

    @Test func multiplyingWhiteByGreenIsGreen() {
        #expect(components(style(of: "multiplied").foreground).map { $0 == (0, 255, 0) } == true)
    }

    @Test func luminanceToAlphaLeavesTheGreyOfTheLuminance() {
        #expect(components(style(of: "mask").foreground).map { $0 == (255, 255, 255) } == true)
    }

    @Test func theTerminalsDefaultColoursStay() {
        #expect(style(of: "plain").foreground == nil)
        #expect(style(of: "plain").background == nil)
    }
}
