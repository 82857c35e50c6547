import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// The nearest colour a terminal can show, by how alike colours look (OKLab), at each depth: 24-bit, 256,
/// 16, 8, none.
struct ColorMappingTests {
    /// A colour and what it is nearest to in the 256-colour palette, the 16 ANSI colours and the 8.
    @Test(arguments: [
        // Black and white, and the primaries: their own entries everywhere.
        (RGB(0, 0, 0), 16, 0, 0),
        (RGB(255, 255, 255), 231, 15, 7),
        (RGB(255, 0, 0), 196, 9, 1),
        (RGB(0, 255, 0), 46, 10, 2),
        (RGB(0, 0, 255), 21, 4, 4),
        // A mid grey is on the grey ramp, the dark grey of 16, and white's side of 8 (it looks light).
        (RGB(128, 128, 128), 244, 8, 7),
        // A near-black stays black; a dark red is red, not black, though both are "dark".
        (RGB(20, 20, 20), 233, 0, 0),
        (RGB(128, 0, 0), 88, 1, 1),
        // Sky blue: light, blue-green; cyan in 16 and 8 (blue would be far darker).
        (RGB(135, 206, 235), 117, 6, 6),
        // Cherry-blossom pink: a light pink; the light grey of 16 and 8, never red or magenta.
        (RGB(255, 183, 197), 217, 7, 7),
        // Grass: green at every depth, not the grey of the same lightness.
        (RGB(40, 120, 40), 22, 2, 2),
    ])
    func colorsMapToTheirObviousNearest(color: RGB, palette256: Int, ansi16: Int, ansi8: Int) {
        let terminal = TerminalColor(color)
        #expect(terminal.palette256Index == palette256)
        #expect(terminal.ansi16Index == ansi16)
        #expect(terminal.ansi8Index == ansi8)
    }

    @Test func theNearestIsByLookNotByTheNumbers() {
        // A picture's dull green: rounding each channel to the cube's levels and weighing the differences in
        // RGB took the grey 239 (78, 78, 78); by look it is the cube's green 22 (0, 95, 0).
        #expect(TerminalColor.rgb(51, 119, 51).palette256Index == 22)
        // A deep blue took the teal 24 (0, 95, 135); by look it is the cube's blue 18 (0, 0, 135).
        #expect(TerminalColor.rgb(0, 51, 153).palette256Index == 18)
        // Every entry is the nearest to itself.
        for index in 16..<256 {
            #expect(TerminalColor(TerminalPalette.rgb(ofIndex: index)).palette256Index == index)
        }
        for index in 0..<16 {
            #expect(TerminalColor(TerminalPalette.ansiColors[index]).ansi16Index == index)
        }
    }

    @Test func ansiColorsKeepTheirNumbers() {
        #expect(TerminalColor.ansi(12).palette256Index == 12)
        #expect(TerminalColor.ansi(12).ansi16Index == 12)
        #expect(TerminalColor.ansi(12).ansi8Index == 4)
    }

    @Test func oklabRoundTrips() {
        for color in [RGB(0, 0, 0), RGB(255, 255, 255), RGB(10, 132, 255), RGB(255, 214, 10), RGB(1, 2, 3)] {
            #expect(OKLab(color).rgb == color)
        }
        #expect(abs(OKLab(.white).lightness - 1) < 0.001)
        #expect(abs(OKLab(.black).lightness) < 0.001)
    }

    /// A picture cell (two pixels, upper over lower) at each depth, from 24-bit down to none.
    @Test func aPictureCellAtEveryDepth() {
        let sky = RGB(135, 206, 235), grass = RGB(40, 120, 40)
        let style = CellStyle(foreground: TerminalColor(sky), background: TerminalColor(grass))
        func shown(_ depth: ColorDepth) -> TerminalStyleMapping.Shown {
            TerminalStyleMapping(depth: depth, scheme: .dark).shown(style, isGraphic: true)
        }
        #expect(shown(.trueColor).foreground == .rgb(sky))
        #expect(shown(.trueColor).background == .rgb(grass))
        #expect(shown(.palette256).foreground == .palette(117))
        #expect(shown(.palette256).background == .palette(TerminalColor(grass).palette256Index))
        #expect(shown(.ansi16).foreground == .palette(6))
        #expect(shown(.ansi16).background == .palette(2))
        #expect(shown(.ansi8).foreground == .palette(6))
        #expect(shown(.ansi8).background == .palette(2))
        #expect(shown(.none) == TerminalStyleMapping.Shown(foreground: .terminalDefault, background: .terminalDefault, attributes: []))
    }
}
