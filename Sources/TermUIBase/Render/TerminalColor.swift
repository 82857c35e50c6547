/// A colour as a terminal cell holds it: one of the 16 ANSI colours, or a 24-bit RGB value that the terminal
/// shows as it is (direct colour) or as the palette colour that looks nearest (256 colours, 16, 8), or not at
/// all (no colours).
public enum TerminalColor: Hashable, Sendable {
    /// ANSI colour 0-15 (0 black, 1 red, 2 green, 3 yellow, 4 blue, 5 magenta, 6 cyan, 7 white, 8-15 bright).
    case ansi(UInt8)
    /// An RGB colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The colour as RGB (an ANSI colour as xterm shows it by default).
    package var rgb: RGB {
        switch self {
        case .ansi(let index): return TerminalPalette.ansiColors[Int(index) & 15]
        case .rgb(let r, let g, let b): return RGB(r, g, b)
        }
    }

    /// The colour's RGB components.
    var rgbComponents: (UInt8, UInt8, UInt8) {
        let rgb = rgb
        return (rgb.red, rgb.green, rgb.blue)
    }

    /// A colour from RGB.
    package init(_ rgb: RGB) {
        self = .rgb(rgb.red, rgb.green, rgb.blue)
    }

    /// The nearest of the 8 basic colours by how it looks; an ANSI colour keeps its number, less 8 for a
    /// bright one.
    public var ansi8Index: Int {
        if case .ansi(let index) = self { return Int(index) & 7 }
        return TerminalPalette.ansi8.nearest(to: OKLab(rgb)).index
    }

    /// The nearest of the 16 ANSI colours by how it looks (distance in OKLab, with xterm's default colours);
    /// an ANSI colour keeps its number.
    public var ansi16Index: Int {
        if case .ansi(let index) = self { return Int(index) & 15 }
        return TerminalPalette.ansi16.nearest(to: OKLab(rgb)).index
    }

    /// The nearest entry of the xterm 256-colour palette by how it looks (the 6×6×6 cube or the grey ramp; the
    /// first 16, which themes change, only for ANSI colours, which keep their number).
    public var palette256Index: Int {
        if case .ansi(let index) = self { return Int(index) & 15 }
        return TerminalPalette.cubeAndGreys.nearest(to: OKLab(rgb)).index
    }
}
