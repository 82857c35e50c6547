import TermUIBase

/// The environment key of `colorDepth`.
private struct ColorDepthKey: EnvironmentKey {
    static var defaultValue: ColorDepth { .palette256 }
}

/// The environment key of `colorScheme`.
private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .dark }
}

extension EnvironmentValues {
    /// The colours the terminal shows: pictures are drawn in the best of them, and without any (`.none`)
    /// bars and pictures are drawn in shades and what stands out is bold, underlined or reversed.
    ///
    /// TermUI only: SwiftUI's displays all show full colour.
    public var colorDepth: ColorDepth {
        get { self[ColorDepthKey.self] }
        set { self[ColorDepthKey.self] = newValue }
    }

    /// Whether the terminal shows colours (false under `NO_COLOR` or `--no-color`): the same as a
    /// `colorDepth` other than `.none`. Setting it true keeps a depth that has colours, else takes 256 colours.
    ///
    /// TermUI only.
    public var usesColor: Bool {
        get { colorDepth != .none }
        set {
            if !newValue {
                colorDepth = .none
            } else if colorDepth == .none {
                colorDepth = .palette256
            }
        }
    }

    /// Whether the terminal's background is light or dark, as in SwiftUI (where it is the system's
    /// appearance); dark unless the terminal or the app's launch options say light.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
