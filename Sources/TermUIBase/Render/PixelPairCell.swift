/// How one cell shows two pixels of a picture, the upper and the lower, in the colours a terminal has.
///
/// - 24-bit and 256 colours: `▀` in the upper pixel's colour over the lower's (the terminal shows the
///   nearest of its 256).
/// - 16 and 8 colours, too few for a picture's shades: either `▀`/`▄` in the nearest two colours, or one of
///   the shades `░▒▓` of two colours, mixing a quarter, a half or three quarters of one into the other, which
///   shows the colours between the palette's; whichever looks nearer to the two pixels (in OKLab). The lower
///   palette number is always the text colour, so a picture needs few colour pairs.
/// - No colours: a shade `█▓▒░` or a blank for how much ink the pixels need: `█` is the terminal's text
///   colour, so on a dark background it stands for light, and on a light one for dark. Never reversed.
package struct PixelPairCell: Equatable, Sendable {
    /// The character drawn.
    var character: Character
    /// Its colours.
    var style: CellStyle

    /// The cell for two pixels.
    static func make(top: RGB, bottom: RGB, depth: ColorDepth, scheme: ColorScheme) -> PixelPairCell {
        switch depth {
        case .trueColor, .palette256:
            return PixelPairCell(character: "▀", style: CellStyle(foreground: TerminalColor(top), background: TerminalColor(bottom)))
        case .ansi16:
            return mixed(top: top, bottom: bottom, mixes: .ansi16)
        case .ansi8:
            return mixed(top: top, bottom: bottom, mixes: .ansi8)
        case .none:
            return shaded(top: top, bottom: bottom, scheme: scheme)
        }
    }

    /// The shades by how much of the cell is ink: none, a quarter, a half, three quarters, all.
    static let shades: [Character] = [" ", "░", "▒", "▓", "█"]

    private static func shaded(top: RGB, bottom: RGB, scheme: ColorScheme) -> PixelPairCell {
        let lightness = (OKLab(top).lightness + OKLab(bottom).lightness) / 2
        let ink = scheme == .dark ? lightness : 1 - lightness
        let level = max(0, min(shades.count - 1, Int(ink * Double(shades.count))))
        return PixelPairCell(character: shades[level], style: CellStyle(attributes: .graphic))
    }

    private static func mixed(top: RGB, bottom: RGB, mixes: PaletteMixes) -> PixelPairCell {
        let upper = OKLab(top), lower = OKLab(bottom)
        let palette = mixes.palette
        let nearestUpper = palette.nearest(to: upper), nearestLower = palette.nearest(to: lower)
        let split = nearestUpper.lab.differenceSquared(to: upper) + nearestLower.lab.differenceSquared(to: lower)
        let blend = mixes.nearest(upper: upper, lower: lower)
        if blend.error < split {
            let mix = blend.mix
            return PixelPairCell(character: mix.shade, style: CellStyle(foreground: .ansi(UInt8(mix.ink)), background: .ansi(UInt8(mix.paper))))
        }
        let (a, b) = (nearestUpper.index, nearestLower.index)
        let character: Character = a <= b ? "▀" : "▄"
        return PixelPairCell(character: character, style: CellStyle(foreground: .ansi(UInt8(min(a, b))), background: .ansi(UInt8(max(a, b)))))
    }
}
