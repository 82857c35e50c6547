/// A colour as a terminal cell holds it: one of the 16 ANSI colours, or a 24-bit RGB value that the terminal
/// maps to what it can show (256 colours, 16, or none).
public enum TerminalColor: Hashable, Sendable {
    /// ANSI colour 0-15 (0 black, 1 red, 2 green, 3 yellow, 4 blue, 5 magenta, 6 cyan, 7 white, 8-15 bright).
    case ansi(UInt8)
    /// An RGB colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The RGB value of each ANSI colour in xterm's default palette.
    static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]

    /// The colour's RGB components.
    var rgbComponents: (UInt8, UInt8, UInt8) {
        switch self {
        case .ansi(let index): return Self.ansiPalette[Int(index) & 15]
        case .rgb(let r, let g, let b): return (r, g, b)
        }
    }

    /// The nearest of the 16 ANSI colours.
    public var ansi16Index: Int {
        if case .ansi(let index) = self { return Int(index) & 15 }
        let (r, g, b) = rgbComponents
        var best = 0, bestDistance = Int.max
        for (index, entry) in Self.ansiPalette.enumerated() {
            let distance = Self.distance((r, g, b), entry)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return best
    }

    /// The nearest entry of the xterm 256-colour palette (the 6x6x6 cube or the grey ramp; ANSI colours stay).
    public var palette256Index: Int {
        if case .ansi(let index) = self { return Int(index) & 15 }
        let (r, g, b) = rgbComponents
        let levels: [Int] = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for index in 1..<levels.count where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cube = (UInt8(levels[ri]), UInt8(levels[gi]), UInt8(levels[bi]))
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = max(0, min(23, (average - 3) / 10))
        let greyLevel = UInt8(8 + greyIndex * 10)
        let grey = (greyLevel, greyLevel, greyLevel)
        if Self.distance((r, g, b), grey) < Self.distance((r, g, b), cube) { return 232 + greyIndex }
        return 16 + 36 * ri + 6 * gi + bi
    }

    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        // Weighted for the eye's sensitivity to green, then red.
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }
}
