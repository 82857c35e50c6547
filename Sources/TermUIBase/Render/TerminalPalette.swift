/// The colours of a terminal palette, each with its number and how it looks (xterm's default colours: the
/// 16 ANSI colours, then the 6×6×6 cube and the 24 greys), for finding the entry nearest a colour by how alike
/// they look (distance in OKLab), not by the order of the numbers.
struct TerminalPalette: Sendable {
    /// A colour of the palette.
    struct Entry: Sendable {
        /// Its number in the terminal's palette.
        let index: Int
        /// What it looks like.
        let rgb: RGB
        /// The same in OKLab.
        let lab: OKLab
        /// Its relative luminance, for contrast.
        let luminance: Double

        init(index: Int, rgb: RGB) {
            self.index = index
            self.rgb = rgb
            lab = OKLab(rgb)
            luminance = ContrastRatio.relativeLuminance(rgb)
        }
    }

    /// The entries searched.
    let entries: [Entry]
    /// The entries some text of the palette reads on (4.5:1 with its darkest or lightest colour).
    private let readableBackgrounds: [Entry]

    /// The eight basic colours.
    static let ansi8 = TerminalPalette(indices: 0..<8)
    /// The 16 ANSI colours.
    static let ansi16 = TerminalPalette(indices: 0..<16)
    /// The colours of the 256-colour palette an RGB colour is shown in: the cube and the greys. The first 16 are
    /// left out: terminal themes change them, so what they look like is not known.
    static let cubeAndGreys = TerminalPalette(indices: 16..<256)

    private init(indices: Range<Int>) {
        let entries = indices.map { Entry(index: $0, rgb: Self.rgb(ofIndex: $0)) }
        let luminances = entries.map(\.luminance)
        let darkest = luminances.min() ?? 0, lightest = luminances.max() ?? 1
        self.entries = entries
        readableBackgrounds = entries.filter { entry in
            max(ContrastRatio(luminance: entry.luminance, darkest), ContrastRatio(luminance: entry.luminance, lightest)) >= .text
        }
    }

    /// What a colour number of the 256-colour palette looks like with xterm's defaults.
    static func rgb(ofIndex index: Int) -> RGB {
        switch index {
        case 0..<16:
            return ansiColors[index]
        case 16..<232:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            return RGB(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (max(232, min(255, index)) - 232))
            return RGB(level, level, level)
        }
    }

    /// xterm's default ANSI colours: black, red, green, yellow, blue, magenta, cyan, white, then the bright ones.
    static let ansiColors: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
        RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The entry that looks most like a colour.
    func nearest(to color: OKLab) -> Entry {
        var best = entries[0]
        var bestDistance = Double.infinity
        for entry in entries {
            let distance = entry.lab.differenceSquared(to: color)
            if distance < bestDistance { (best, bestDistance) = (entry, distance) }
        }
        return best
    }

    /// The entry that looks most like a colour among those that some text of the palette reads on: for a
    /// background with text (among the 8 colours, a purple's nearest is magenta, on which neither black nor
    /// white has 4.5:1).
    func nearestReadableBackground(to color: OKLab) -> Entry {
        var best = entries[0]
        var bestDistance = Double.infinity
        for entry in readableBackgrounds.isEmpty ? entries : readableBackgrounds {
            let distance = entry.lab.differenceSquared(to: color)
            if distance < bestDistance { (best, bestDistance) = (entry, distance) }
        }
        return best
    }

    /// The entry that looks most like a colour among those with at least a contrast against a background's
    /// luminance; nil when none has it.
    func nearest(to color: OKLab, contrasting background: Double, by minimum: ContrastRatio) -> Entry? {
        var best: Entry?
        var bestDistance = Double.infinity
        for entry in entries where ContrastRatio(luminance: entry.luminance, background) >= minimum {
            let distance = entry.lab.differenceSquared(to: color)
            if distance < bestDistance { (best, bestDistance) = (entry, distance) }
        }
        return best
    }
}
