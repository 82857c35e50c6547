import TermUIBase

/// Something to colour text and backgrounds with, as in SwiftUI: a `Color`, a hierarchical style
/// (`.primary`, `.secondary`) or the tint.
public protocol ShapeStyle: Sendable {}

/// What a shape style comes to in a terminal cell: a colour (nil for the default) and attributes.
struct ResolvedShapeStyle: Hashable, Sendable {
    /// The colour; nil for the terminal's default.
    var color: TerminalColor?
    /// Attributes the style adds (`.dim` for secondary styles).
    var attributes: TextAttributes = []
}

/// A shape style that can say what it looks like in an environment.
protocol ResolvableShapeStyle: ShapeStyle {
    /// What the style looks like in an environment.
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle
}

extension ShapeStyle {
    /// This style in an environment; styles TermUI does not know look like `.primary`.
    func resolved(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        (self as? any ResolvableShapeStyle)?.resolve(in: environment) ?? ResolvedShapeStyle()
    }
}

/// The levels of foreground content, as in SwiftUI; below `.primary` the text is dimmed.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// The level: 0 is primary, and every level below it is dimmed.
    let level: Int

    /// The default text colour.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Dimmed text.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Dimmed text (a terminal has one dim level).
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Dimmed text (a terminal has one dim level).
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension HierarchicalShapeStyle: ResolvableShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        level == 0 ? ResolvedShapeStyle() : ResolvedShapeStyle(attributes: .dim)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The default text colour.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// Dimmed text.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// Dimmed text.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// Dimmed text.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The tint of the environment (set with `.tint(_:)`, blue by default), as in SwiftUI.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
}

extension TintShapeStyle: ResolvableShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        environment.tint.resolve(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A type-erased shape style, as in SwiftUI.
public struct AnyShapeStyle: ShapeStyle {
    /// The style whose type is erased.
    let base: any ShapeStyle
    /// The style's gradient, when it is one (found once here, so that drawing casts nothing).
    let gradient: CellGradient?

    /// Erases a shape style's type.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self = erased
        } else {
            base = style
            gradient = (style as? any GradientShapeStyle)?.cellGradient
        }
    }
}

extension AnyShapeStyle: ResolvableShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        base.resolved(in: environment)
    }
}

extension ShapeStyle {
    /// The colour this style gives a background: dimmed styles become the scheme's grey, the default none.
    func backgroundColor(in environment: EnvironmentValues) -> TerminalColor? {
        let resolved = resolved(in: environment)
        if let color = resolved.color { return color }
        return resolved.attributes.contains(.dim) ? SurfaceColors(environment.colorScheme).secondaryFill : nil
    }
}

/// A shape style at an opacity, as `opacity(_:)` on a style makes.
struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double

    /// The base style, dimmed below one half (as a view's `opacity(_:)` is): a cell cannot be see-through.
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        var resolved = base.resolved(in: environment)
        if !(opacity >= 0.5) { resolved.attributes.insert(.dim) }
        return resolved
    }
}

extension ShapeStyle {
    /// This style at an opacity from 0 to 1, as in SwiftUI (`.secondary.opacity(0.5)`, `.tint.opacity(0.3)`).
    /// A cell cannot be see-through, so the terminal has two steps, as for a view's opacity: the style as it
    /// is from one half up, and dimmed below (on a background, dimmed styles are the scheme's grey). `Color`'s
    /// own `opacity(_:)` darkens the colour instead.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }
}
