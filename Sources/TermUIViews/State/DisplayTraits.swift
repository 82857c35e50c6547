/// How much contrast the user asked for, as SwiftUI's `ColorSchemeContrast`. A terminal does not say, so
/// `\.colorSchemeContrast` is `.standard` unless an app sets it.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// The usual contrast.
    case standard
    /// More contrast, as the system's accessibility setting asks.
    case increased
}

/// The weight the user asked text to have, as SwiftUI's `LegibilityWeight`. A terminal does not say, so
/// `\.legibilityWeight` is nil unless an app sets it.
public enum LegibilityWeight: Hashable, Sendable {
    /// Text at its weight.
    case regular
    /// Text bolder, as the system's "bold text" asks.
    case bold
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

private struct LegibilityWeightKey: EnvironmentKey {
    static var defaultValue: LegibilityWeight? { nil }
}

extension EnvironmentValues {
    /// The contrast of the colour scheme, as in SwiftUI: `.standard`, as a terminal does not report a contrast
    /// setting.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The weight text should have for legibility, as in SwiftUI: nil, as a terminal does not report one.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The length of one display pixel in the view's units, as in SwiftUI: 1, as a view's unit is a cell and
    /// a cell is the least a terminal draws (a hairline is a line of one cell).
    public var pixelLength: CGFloat { 1 }
}
