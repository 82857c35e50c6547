/// The colours TermUI draws its own surfaces in (the navigation bar, the selection, a progress bar's track,
/// the delete action), for a light or a dark terminal background. Each surface's text gets a colour of its own
/// that reads on it (`TerminalStyleMapping`), never the terminal's default text colour.
package struct SurfaceColors: Sendable {
    /// The background they are for.
    let scheme: ColorScheme

    /// The colours for a background.
    package init(_ scheme: ColorScheme) {
        self.scheme = scheme
    }

    private func pick(dark: RGB, light: RGB) -> TerminalColor {
        TerminalColor(scheme == .dark ? dark : light)
    }

    /// Behind the navigation bar: a shade a step away from the terminal's background.
    package var navigationBar: TerminalColor { pick(dark: RGB(44, 44, 46), light: RGB(229, 229, 234)) }
    /// The part of a progress bar not yet filled.
    /// (In light, a step darker than the inactive selection, so that a selected row shows it.)
    package var progressTrack: TerminalColor { pick(dark: RGB(58, 58, 60), light: RGB(188, 188, 193)) }
    /// Behind the selected row of a list that does not have focus.
    package var inactiveSelection: TerminalColor { pick(dark: RGB(72, 72, 74), light: RGB(209, 209, 214)) }
    /// Behind a row that has just arrived in a list, for a moment.
    package var arrivalHighlight: TerminalColor { pick(dark: RGB(58, 58, 60), light: RGB(220, 220, 225)) }
    /// A dimmed style (`.secondary`) used as a background.
    package var secondaryFill: TerminalColor { pick(dark: RGB(99, 99, 102), light: RGB(199, 199, 204)) }
    /// Lines between columns.
    package var separator: TerminalColor { pick(dark: RGB(99, 99, 102), light: RGB(174, 174, 178)) }
    /// Text under a sheet, and rows leaving a list: faint on purpose.
    package var dimmedText: TerminalColor { pick(dark: RGB(110, 110, 110), light: RGB(160, 160, 160)) }
    /// The text on a selection and on the delete action.
    package var textOnAccent: TerminalColor { .rgb(255, 255, 255) }

    /// Behind the selected row of the list with focus, and a focused card: the tint, darkened where white
    /// text would not read on it (with room to spare for the nearest of 256 colours).
    package func selection(tint: TerminalColor?) -> TerminalColor {
        Self.darkenedForWhiteText(tint ?? .rgb(10, 132, 255))
    }

    /// Behind the red Delete of a row: red, dark enough for white text.
    package var destructiveAction: TerminalColor { Self.darkenedForWhiteText(.rgb(255, 69, 58)) }

    /// A colour darkened until white text on it has a contrast of at least 5.5:1 (4.5 is needed).
    private static func darkenedForWhiteText(_ color: TerminalColor) -> TerminalColor {
        guard case .rgb = color else { return color }
        return TerminalColor(color.rgb.withContrast(ContrastRatio(value: 5.5), against: 1))
    }
}
