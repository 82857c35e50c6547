/// How the style of a cell is shown on a terminal of a colour depth with a light or a dark background: the
/// colours it can show, chosen to look nearest (in OKLab), and text that can be read.
///
/// - A fixed background never gets the terminal's default text colour, which may not read on it (dark text on
///   a dark bar): its text is black or white, whichever contrasts more.
/// - Text in an RGB colour keeps a contrast of at least 4.5:1 (WCAG) with what it is drawn on, the cell's
///   background or the terminal's own (taken as the scheme's `terminalBackground`): a colour that has less
///   is made lighter or darker, keeping its hue as far as it can. ANSI colours are the user's theme and are
///   left as they are; dim text is meant to be faint.
/// - Reverse video of a cell with a colour of its own is turned into the two colours swapped, so that both are
///   chosen; reverse video of default colours stays the terminal's.
/// - Graphics (box lines, blocks and shades, as pictures and bars are drawn with) keep their colours and are
///   never reversed: a reversed picture is its negative, a reversed bar shows the part not done.
/// - Without colours nothing of the colours is shown, and a background does not turn into reverse video: what
///   stands out is drawn with attributes by the views.
@usableFromInline package struct TerminalStyleMapping: Hashable, Sendable {
    /// The colours the terminal shows.
    let depth: ColorDepth
    /// Whether its background is light or dark.
    let scheme: ColorScheme

    /// A style as the terminal shows it.
    struct Shown: Hashable, Sendable {
        /// The text colour.
        var foreground: ShownColor
        /// The background colour.
        var background: ShownColor
        /// The attributes (bold may stand in for a bright colour on an 8-colour terminal).
        var attributes: TextAttributes
    }

    /// Whether a character is drawn as a graphic, not read as text: box-drawing lines, blocks and shades
    /// (U+2500-U+259F).
    @inlinable static func isGraphic(_ scalar: UInt32) -> Bool {
        (0x2500...0x259F).contains(scalar)
    }

    /// How a cell of a style shows; `isGraphic` for a cell whose character is a graphic (a cell whose style
    /// has `.graphic` is one whatever its character).
    func shown(_ style: CellStyle, isGraphic characterIsGraphic: Bool) -> Shown {
        var attributes = style.attributes
        let isGraphic = characterIsGraphic || attributes.contains(.graphic)
        attributes.remove(.graphic)
        if isGraphic { attributes.remove(.reverse) }
        guard depth != .none else { return Shown(foreground: .terminalDefault, background: .terminalDefault, attributes: attributes) }
        var foreground = style.foreground, background = style.background
        if attributes.contains(.reverse), foreground != nil || background != nil {
            attributes.remove(.reverse)
            // The terminal's default text colour, which becomes the background, is taken to be the scheme's text.
            (foreground, background) = (background, foreground ?? TerminalColor(scheme.terminalText))
        }
        guard foreground != nil || background != nil else {
            return Shown(foreground: .terminalDefault, background: .terminalDefault, attributes: attributes)
        }
        var shownBackground = ShownColor.terminalDefault
        var behind = scheme.terminalBackground
        if let background {
            (shownBackground, behind) = isGraphic
                ? quantized(background, isBackground: true, attributes: &attributes) : readableBackground(background)
        }
        let text = foreground ?? TerminalColor(Self.readableText(on: behind))
        let shownForeground: ShownColor
        if isGraphic || attributes.contains(.dim) {
            shownForeground = quantized(text, isBackground: false, attributes: &attributes).shown
        } else {
            shownForeground = legible(text, on: behind, attributes: &attributes)
        }
        return Shown(foreground: shownForeground, background: shownBackground, attributes: attributes)
    }

    /// Black or white, whichever contrasts more with a colour.
    static func readableText(on background: RGB) -> RGB {
        ContrastRatio(.white, background) >= ContrastRatio(.black, background) ? .white : .black
    }

    /// A colour as the depth shows it, and what that looks like.
    private func quantized(_ color: TerminalColor, isBackground: Bool, attributes: inout TextAttributes) -> (shown: ShownColor, rgb: RGB) {
        if case .ansi(let index) = color { return (ansi(Int(index), isBackground: isBackground, attributes: &attributes), color.rgb) }
        let rgb = color.rgb
        guard let palette = palette else { return (.rgb(rgb), rgb) }
        let entry = palette.nearest(to: OKLab(rgb))
        return (.palette(entry.index), entry.rgb)
    }

    /// A background for text as the depth shows it: the nearest colour some text reads on.
    private func readableBackground(_ color: TerminalColor) -> (shown: ShownColor, rgb: RGB) {
        guard case .rgb = color, let palette else {
            var unused = TextAttributes()
            return quantized(color, isBackground: true, attributes: &unused)
        }
        let entry = palette.nearestReadableBackground(to: OKLab(color.rgb))
        return (.palette(entry.index), entry.rgb)
    }

    /// An ANSI colour on this depth: on 8 colours a bright one is its dark one, made bold as text.
    private func ansi(_ index: Int, isBackground: Bool, attributes: inout TextAttributes) -> ShownColor {
        switch depth {
        case .ansi8:
            if index >= 8, !isBackground { attributes.insert(.bold) }
            return .palette(index & 7)
        case .trueColor:
            // Direct colour numbers below 8 are the ANSI colours; the bright ones are given as RGB.
            return index < 8 ? .palette(index) : .rgb(TerminalPalette.ansiColors[index & 15])
        case .none, .ansi16, .palette256:
            return .palette(index & 15)
        }
    }

    /// The palette RGB colours are shown in; nil for direct colour.
    private var palette: TerminalPalette? {
        switch depth {
        case .ansi8: return .ansi8
        case .ansi16: return .ansi16
        case .palette256: return .cubeAndGreys
        case .none, .trueColor: return nil
        }
    }

    /// A text colour that reads on a background: the colour itself when it has the contrast, else the nearest
    /// that has it.
    private func legible(_ color: TerminalColor, on background: RGB, attributes: inout TextAttributes) -> ShownColor {
        guard case .rgb = color else { return quantized(color, isBackground: false, attributes: &attributes).shown }
        let behind = ContrastRatio.relativeLuminance(background)
        let wanted = color.rgb.withContrast(.text, against: behind)
        guard let palette = palette else { return .rgb(wanted) }
        let lab = OKLab(wanted)
        let nearest = palette.nearest(to: lab)
        if ContrastRatio(luminance: nearest.luminance, behind) >= .text { return .palette(nearest.index) }
        return .palette((palette.nearest(to: lab, contrasting: behind, by: .text) ?? nearest).index)
    }
}
