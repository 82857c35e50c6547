/// The contrast of two colours as WCAG 2 measures it: the ratio of their relative luminances, each plus 0.05,
/// from 1 (the same) to 21 (black and white). Text needs 4.5 or more to be read easily.
struct ContrastRatio: Comparable, Sendable {
    /// The ratio, 1 to 21.
    let value: Double

    /// The contrast text needs (WCAG's level AA for body text).
    static let text = ContrastRatio(value: 4.5)

    /// A ratio from its value.
    init(value: Double) {
        self.value = value
    }

    /// The contrast between two colours, whichever is lighter.
    init(_ first: RGB, _ second: RGB) {
        self.init(luminance: Self.relativeLuminance(first), Self.relativeLuminance(second))
    }

    /// The contrast between two relative luminances.
    init(luminance first: Double, _ second: Double) {
        value = (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// How bright a colour looks, 0 (black) to 1 (white): linear light weighted by the eye's sensitivity.
    static func relativeLuminance(_ color: RGB) -> Double {
        let (r, g, b) = color.linear
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }
}

extension RGB {
    /// This colour if it has at least a contrast with a luminance; else the least change of it, in OKLab
    /// towards white or black (whichever contrasts more), that has it.
    func withContrast(_ minimum: ContrastRatio, against luminance: Double) -> RGB {
        func reads(_ candidate: RGB) -> Bool {
            ContrastRatio(luminance: ContrastRatio.relativeLuminance(candidate), luminance) >= minimum
        }
        guard !reads(self) else { return self }
        let towardWhite = ContrastRatio(luminance: 1, luminance) >= ContrastRatio(luminance: 0, luminance)
        let start = OKLab(self), end = OKLab(towardWhite ? .white : .black)
        var low = 0.0, high = 1.0
        for _ in 0..<14 {
            let middle = (low + high) / 2
            if reads(start.mixed(with: end, fraction: middle).rgb) { high = middle } else { low = middle }
        }
        return start.mixed(with: end, fraction: high).rgb
    }
}
