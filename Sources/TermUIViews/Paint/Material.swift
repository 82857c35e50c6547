import TermUIBase

/// A blurred backdrop, as SwiftUI's materials. A terminal cannot blur, so every material is the window's bar
/// surface (a shade of grey that suits the light or dark background), which sets content apart as a material
/// does.
public struct Material: ShapeStyle, ResolvableShapeStyle, Hashable {
    let thickness: Int

    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(color: SurfaceColors(environment.colorScheme).navigationBar)
    }

    /// The thinnest material.
    public static let ultraThin = Material(thickness: 0)
    /// A thin material.
    public static let thin = Material(thickness: 1)
    /// The usual material.
    public static let regular = Material(thickness: 2)
    /// A thick material.
    public static let thick = Material(thickness: 3)
    /// The thickest material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of bars.
    public static let bar = Material(thickness: 5)
}

extension ShapeStyle where Self == Material {
    /// The thinnest material (the bar surface in a terminal).
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material (the bar surface in a terminal).
    public static var thinMaterial: Material { .thin }
    /// The usual material (the bar surface in a terminal).
    public static var regularMaterial: Material { .regular }
    /// A thick material (the bar surface in a terminal).
    public static var thickMaterial: Material { .thick }
    /// The thickest material (the bar surface in a terminal).
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
