/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`. A terminal symbol is one glyph in
/// one colour, so the mode is accepted and changes nothing.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// `.monochrome`, as SwiftUI names it.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// `.hierarchical`, as SwiftUI names it.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// `.palette`, as SwiftUI names it.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// `.multicolor`, as SwiftUI names it.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// A variant of symbols (filled, in a circle, ...), as SwiftUI's `SymbolVariants`. Terminal symbols are glyphs
/// chosen by name (`star.fill`), so the variant is accepted and changes nothing.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    /// `.none`, as SwiftUI names it.
    public static let none = SymbolVariants(name: "none")
    /// `.fill`, as SwiftUI names it.
    public static let fill = SymbolVariants(name: "fill")
    /// `.circle`, as SwiftUI names it.
    public static let circle = SymbolVariants(name: "circle")
    /// `.square`, as SwiftUI names it.
    public static let square = SymbolVariants(name: "square")
    /// `.rectangle`, as SwiftUI names it.
    public static let rectangle = SymbolVariants(name: "rectangle")
    /// `.slash`, as SwiftUI names it.
    public static let slash = SymbolVariants(name: "slash")
}

/// An animated effect on a symbol, as SwiftUI's symbol effects (`.bounce`, `.pulse`, ...). A glyph has no
/// layers to animate, so the effect is accepted and draws the symbol as it is.
public struct SymbolEffect: Hashable, Sendable {
    let name: String
    /// `.bounce`, as SwiftUI names it.
    public static let bounce = SymbolEffect(name: "bounce")
    /// `.pulse`, as SwiftUI names it.
    public static let pulse = SymbolEffect(name: "pulse")
    /// `.scale`, as SwiftUI names it.
    public static let scale = SymbolEffect(name: "scale")
    /// `.appear`, as SwiftUI names it.
    public static let appear = SymbolEffect(name: "appear")
    /// `.disappear`, as SwiftUI names it.
    public static let disappear = SymbolEffect(name: "disappear")
    /// `.variableColor`, as SwiftUI names it.
    public static let variableColor = SymbolEffect(name: "variableColor")
    /// `.wiggle`, as SwiftUI names it.
    public static let wiggle = SymbolEffect(name: "wiggle")
    /// `.breathe`, as SwiftUI names it.
    public static let breathe = SymbolEffect(name: "breathe")
    /// `.rotate`, as SwiftUI names it.
    public static let rotate = SymbolEffect(name: "rotate")
}

/// How a symbol effect runs, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    let repeats: Int?
    /// The effect's usual run.
    public static let `default` = SymbolEffectOptions(repeats: nil)
    /// Repeats without end.
    public static let repeating = SymbolEffectOptions(repeats: 0)
    /// Runs once.
    public static let nonRepeating = SymbolEffectOptions(repeats: 1)
    /// Repeats a number of times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeats: count) }
}

extension View {
    /// How symbols inside colour their layers, as in SwiftUI: it sets `\.symbolRenderingMode`; a glyph has one
    /// colour, so symbols draw the same in every mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// A variant for symbols inside, as in SwiftUI; name the variant in `systemName` (`"star.fill"`) instead,
    /// as this changes nothing.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }

    /// Runs a symbol effect when a value changes, as in SwiftUI; a glyph cannot bounce, so this draws the
    /// symbol as it is.
    public func symbolEffect<T: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: T) -> some View {
        self
    }

    /// Runs a symbol effect while active, as in SwiftUI; this draws the symbol as it is.
    public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        self
    }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

extension EnvironmentValues {
    /// How symbols colour their layers, as in SwiftUI: nil unless `.symbolRenderingMode(_:)` sets one. A
    /// symbol draws the same in every mode.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}
