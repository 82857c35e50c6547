/// Whether the terminal's background is light or dark, as SwiftUI's `ColorScheme`; read it with
/// `@Environment(\.colorScheme)`.
///
/// SwiftUI takes it from the system's appearance; TermUI from what the terminal says of its background
/// (`COLORFGBG`) or the app's launch options, and takes dark when nothing says. TermUI's own surfaces (the
/// navigation bar, the selection) are drawn in colours for it, and text coloured by the app is made light or
/// dark enough to read on it.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// A light background with dark text.
    case light
    /// A dark background with light text.
    case dark
}

extension ColorScheme {
    /// The background the terminal is taken to have where it shows its own: what contrast is measured against
    /// for text on it. A dark grey and an off-white, not black and white, so that text reads on the usual
    /// themes as well (a dark grey of 40 or an off-white of 245).
    var terminalBackground: RGB {
        switch self {
        case .light: return RGB(245, 245, 245)
        case .dark: return RGB(40, 40, 40)
        }
    }

    /// The colour the terminal's default text is taken to have: white on dark, black on light.
    var terminalText: RGB {
        self == .dark ? .white : .black
    }
}
