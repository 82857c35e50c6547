import TermUIBase

/// A colour is a shape style, as in SwiftUI: text, backgrounds and shapes take it. The semantic colours
/// (`.primary`, `.secondary`, `.accentColor`) resolve in the environment where they are drawn.
extension Color: ShapeStyle, ResolvableShapeStyle {
    /// What the colour looks like in an environment: the accent colour is the environment's tint.
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        switch kind {
        case .terminal(let color): return ResolvedShapeStyle(color: color)
        case .primary, .clear: return ResolvedShapeStyle()
        case let .named(name, bundlePath):
            guard let color = environment.assetCatalog?.color(named: name, bundlePath: bundlePath) else {
                return ResolvedShapeStyle()
            }
            return ResolvedShapeStyle(color: environment.colorScheme == .light ? color.light : color.dark)
        case .secondary: return ResolvedShapeStyle(attributes: .dim)
        case .accent:
            let tint = environment.tint
            if case .accent = tint.kind { return Color.blue.resolve(in: environment) }
            return tint.resolve(in: environment)
        }
    }
}

extension ShapeStyle where Self == Color {
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Grey.
    public static var gray: Color { Color.gray }
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// No colour.
    public static var clear: Color { Color.clear }
}
