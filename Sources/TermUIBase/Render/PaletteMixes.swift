/// Every shade of two colours of a small palette (`░▒▓`: a quarter, a half or three quarters of the text
/// colour over the background), with how it looks, for pictures on terminals of 16 or 8 colours.
struct PaletteMixes: Sendable {
    /// One shade of two colours.
    struct Mix: Sendable {
        /// The text colour, the lower number of the two.
        let ink: Int
        /// The background colour.
        let paper: Int
        /// The shade character.
        let shade: Character
        /// What the cell looks like from a little way off.
        let lab: OKLab
    }

    /// The palette mixed.
    let palette: TerminalPalette
    /// Every mix.
    let mixes: [Mix]

    /// The mixes of the 8 basic colours.
    static let ansi8 = PaletteMixes(palette: .ansi8)
    /// The mixes of the 16 ANSI colours.
    static let ansi16 = PaletteMixes(palette: .ansi16)

    private init(palette: TerminalPalette) {
        self.palette = palette
        var mixes: [Mix] = []
        let shades: [(Character, Double)] = [("░", 0.25), ("▒", 0.5), ("▓", 0.75)]
        for ink in palette.entries {
            for paper in palette.entries where paper.index > ink.index {
                let (ir, ig, ib) = ink.rgb.linear, (pr, pg, pb) = paper.rgb.linear
                for (shade, coverage) in shades {
                    func mix(_ a: Double, _ b: Double) -> Double { a * coverage + b * (1 - coverage) }
                    let rgb = RGB(linearRed: mix(ir, pr), green: mix(ig, pg), blue: mix(ib, pb))
                    mixes.append(Mix(ink: ink.index, paper: paper.index, shade: shade, lab: OKLab(rgb)))
                }
            }
        }
        self.mixes = mixes
    }

    /// The mix nearest two pixels together, and how far it is from them.
    func nearest(upper: OKLab, lower: OKLab) -> (mix: Mix, error: Double) {
        var best = mixes[0], bestError = Double.infinity
        for mix in mixes {
            let error = mix.lab.differenceSquared(to: upper) + mix.lab.differenceSquared(to: lower)
            if error < bestError { (best, bestError) = (mix, error) }
        }
        return (best, bestError)
    }
}
