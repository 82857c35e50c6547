import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// Text that reads: WCAG contrast, fixed backgrounds that always get a text colour of their own, and 4.5:1 for
/// text on every surface TermUI draws, on a light and a dark terminal, at every depth with colours.
struct ContrastTests {
    @Test func contrastIsWCAGs() {
        #expect(abs(ContrastRatio(.black, .white).value - 21) < 0.01)
        #expect(ContrastRatio(.white, .white).value == 1)
        // WCAG's well-known threshold grey: #767676 on white is just above 4.5.
        #expect(abs(ContrastRatio(RGB(118, 118, 118), .white).value - 4.54) < 0.01)
    }

    /// What a shown colour looks like: a palette entry as xterm shows it, the terminal's default as the scheme's.
    private func rgb(_ color: ShownColor, scheme: ColorScheme, isForeground: Bool) -> RGB {
        switch color {
        case .rgb(let rgb): return rgb
        case .palette(let index): return TerminalPalette.rgb(ofIndex: index)
        case .terminalDefault: return isForeground ? scheme.terminalText : scheme.terminalBackground
        }
    }

    /// The contrast of a text cell of a style as a terminal shows it.
    private func contrast(_ style: CellStyle, depth: ColorDepth, scheme: ColorScheme) -> (ContrastRatio, TerminalStyleMapping.Shown) {
        let shown = TerminalStyleMapping(depth: depth, scheme: scheme).shown(style, isGraphic: false)
        var text = rgb(shown.foreground, scheme: scheme, isForeground: true)
        var paper = rgb(shown.background, scheme: scheme, isForeground: false)
        if shown.attributes.contains(.reverse) { swap(&text, &paper) }
        return (ContrastRatio(text, paper), shown)
    }

    /// The colour a `Color` holds.
    static func terminal(_ color: Color) -> TerminalColor? {
        if case .terminal(let terminal) = color.kind { return terminal }
        return nil
    }

    static let depths: [ColorDepth] = [.trueColor, .palette256, .ansi16, .ansi8]

    /// Every surface TermUI draws in colours of its own, with the text colours drawn on it.
    static func surfaces(_ scheme: ColorScheme) -> [(String, TerminalColor)] {
        let surfaces = SurfaceColors(scheme)
        var all: [(String, TerminalColor)] = [
            ("navigation bar", surfaces.navigationBar), ("progress track", surfaces.progressTrack),
            ("inactive selection", surfaces.inactiveSelection), ("new row", surfaces.arrivalHighlight),
            ("secondary fill", surfaces.secondaryFill), ("delete action", surfaces.destructiveAction),
        ]
        for tint in [Color.blue, .green, .red, .orange, .yellow, .purple, .pink, .teal, .gray, .mint] {
            all.append(("selection tinted \(tint)", surfaces.selection(tint: Self.terminal(tint))))
        }
        return all
    }

    /// The text colours drawn on surfaces: the default, the selection's white, the tint (a back label), the
    /// app's system colours.
    static let textColors: [TerminalColor?] = [nil, .rgb(255, 255, 255), .rgb(0, 0, 0)]
        + [Color.blue, .red, .orange, .yellow, .green, .mint, .teal, .cyan, .indigo, .purple, .pink, .brown, .gray]
        .map { terminal($0) }

    @Test(arguments: ColorScheme.allCases, depths)
    func textOnEverySurfaceReads(scheme: ColorScheme, depth: ColorDepth) {
        for (name, surface) in Self.surfaces(scheme) {
            for text in Self.textColors {
                for attributes: TextAttributes in [[], .bold] {
                    let (ratio, shown) = contrast(CellStyle(foreground: text, background: surface, attributes: attributes), depth: depth, scheme: scheme)
                    #expect(ratio >= .text, "\(text.map { "\($0)" } ?? "default") text on the \(name) in \(scheme), \(depth): \(ratio.value)")
                    #expect(shown.foreground != .terminalDefault, "the \(name) in \(scheme) is drawn with the terminal's text colour")
                }
            }
        }
    }

    @Test(arguments: ColorScheme.allCases, depths)
    func colouredTextOnTheTerminalsBackgroundReads(scheme: ColorScheme, depth: ColorDepth) {
        for text in Self.textColors.compactMap({ $0 }) {
            let (ratio, _) = contrast(CellStyle(foreground: text), depth: depth, scheme: scheme)
            #expect(ratio >= .text, "\(text) on a \(scheme) terminal, \(depth): \(ratio.value)")
        }
    }

    @Test func aFixedBackgroundNeverGetsTheDefaultTextColour() {
        // The bug: the bar's dark grey with the terminal's text colour, black on a light terminal.
        let bar = SurfaceColors(.dark).navigationBar
        for scheme in ColorScheme.allCases {
            let shown = TerminalStyleMapping(depth: .palette256, scheme: scheme).shown(CellStyle(background: bar), isGraphic: false)
            #expect(shown.foreground == .palette(231), "white on the dark bar, whatever the terminal's text colour")
        }
        let light = TerminalStyleMapping(depth: .trueColor, scheme: .light).shown(CellStyle(background: .rgb(255, 214, 10)), isGraphic: false)
        #expect(light.foreground == .rgb(.black), "black on yellow")
    }

    @Test func reverseVideoWithAColourIsTurnedIntoTwoChosenColours() {
        // A focused button: its tint reversed. The terminal would put its own background colour on the tint.
        let mapping = TerminalStyleMapping(depth: .trueColor, scheme: .light)
        let shown = mapping.shown(CellStyle(foreground: .rgb(10, 132, 255), attributes: .reverse), isGraphic: false)
        #expect(!shown.attributes.contains(.reverse))
        #expect(shown.background == .rgb(RGB(10, 132, 255)))
        #expect(shown.foreground == .rgb(.black), "black reads on this blue, white does not (3.6:1)")
        // Reverse video of the default colours stays the terminal's own, which always reads.
        #expect(mapping.shown(CellStyle(attributes: .reverse), isGraphic: false).attributes.contains(.reverse))
    }

    @Test func graphicsAreNeverReversedAndKeepTheirColours() {
        let style = CellStyle(foreground: .rgb(200, 30, 30), background: .rgb(20, 20, 20), attributes: .reverse)
        for depth in Self.depths + [.none] {
            let shown = TerminalStyleMapping(depth: depth, scheme: .dark).shown(style, isGraphic: true)
            #expect(!shown.attributes.contains(.reverse), "\(depth)")
        }
        #expect(TerminalStyleMapping.isGraphic(Character("▀").unicodeScalars.first!.value))
        #expect(TerminalStyleMapping.isGraphic(Character("░").unicodeScalars.first!.value))
        #expect(!TerminalStyleMapping.isGraphic(Character("K").unicodeScalars.first!.value))
    }

    @Test func withoutColoursABackgroundIsNotReverseVideo() {
        let mapping = TerminalStyleMapping(depth: .none, scheme: .dark)
        let shown = mapping.shown(CellStyle(background: SurfaceColors(.dark).navigationBar), isGraphic: false)
        #expect(shown.attributes.isEmpty)
        #expect(shown.foreground == .terminalDefault && shown.background == .terminalDefault)
    }

    @Test func colorFGBGGivesTheScheme() {
        #expect(TerminalColorSupport.colorScheme(colorFGBG: "0;15") == .light)
        #expect(TerminalColorSupport.colorScheme(colorFGBG: "15;0") == .dark)
        #expect(TerminalColorSupport.colorScheme(colorFGBG: "0;default;7") == .light)
        #expect(TerminalColorSupport.colorScheme(colorFGBG: "7;8") == .dark)
        #expect(TerminalColorSupport.colorScheme(colorFGBG: "default;default") == nil)
        #expect(TerminalColorSupport.colorScheme(colorFGBG: nil) == nil)
    }

    @Test func colorTermPicksADirectColourType() {
        #expect(TerminalColorSupport.saysDirectColor(colorTerm: "truecolor"))
        #expect(TerminalColorSupport.saysDirectColor(colorTerm: "24bit"))
        #expect(!TerminalColorSupport.saysDirectColor(colorTerm: nil))
        #expect(!TerminalColorSupport.saysDirectColor(colorTerm: "256color"))
        #expect(TerminalColorSupport.directColorTypes(for: "xterm-256color", insideTmux: false) == ["xterm-direct"])
        #expect(TerminalColorSupport.directColorTypes(for: "tmux-256color", insideTmux: true) == ["tmux-direct"])
        #expect(TerminalColorSupport.directColorTypes(for: "screen-256color", insideTmux: true) == ["screen-direct", "tmux-direct"])
        #expect(TerminalColorSupport.directColorTypes(for: "xterm-direct", insideTmux: false).isEmpty)
    }
}
