import TermUIBase

/// The foreground style of the environment, as SwiftUI's `ForegroundStyle` (`.foreground`): what
/// `.foregroundStyle(_:)` set around, or the text colour.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The style.
    public init() {}
}

extension ForegroundStyle: ResolvableShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        guard let style = environment.foregroundStyle, !(style.base is ForegroundStyle) else { return ResolvedShapeStyle() }
        return style.resolved(in: environment)
    }
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle` (`.separator`): dim, as `Divider` draws.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// The style.
    public init() {}
}

extension SeparatorShapeStyle: ResolvableShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(attributes: .dim)
    }
}

/// The colour of selected content, as SwiftUI's `SelectionShapeStyle` (`.selection`): the environment's tint,
/// as a list draws its selected row.
public struct SelectionShapeStyle: ShapeStyle, Hashable {
    /// The style.
    public init() {}
}

extension SelectionShapeStyle: ResolvableShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        environment.tint.resolve(in: environment)
    }
}

/// The fill of a shape behind content, as SwiftUI's `FillShapeStyle` (`.fill`, a light grey in SwiftUI): dim
/// here, the terminal's own muted colour.
public struct FillShapeStyle: ShapeStyle, Hashable {
    /// The style.
    public init() {}
}

extension FillShapeStyle: ResolvableShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(attributes: .dim)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of selected content.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The fill of a shape behind content.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
