import TermUIBase

/// The background style, as SwiftUI's: what `.background()`, `.background(in:)` and `.background` as a style
/// paint. Unless a view sets one with `backgroundStyle(_:)`, it is the terminal's own background: blank cells
/// in the terminal's default colours, which cover what is behind.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style: the one `backgroundStyle(_:)` set, else the terminal's own background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension BackgroundStyle: ResolvableShapeStyle {
    /// As a colour (of text, say): the style set by `backgroundStyle(_:)`, else the default colour.
    func resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        environment.chosenBackgroundStyle?.resolve(in: environment) ?? ResolvedShapeStyle()
    }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style that `.background` stands for inside, as set by `backgroundStyle(_:)`; nil for the terminal's
    /// own background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The background style set, unless it is `.background` itself (which would stand for itself).
    var chosenBackgroundStyle: AnyShapeStyle? {
        guard let style = backgroundStyle, !(style.base is BackgroundStyle) else { return nil }
        return style
    }
}

extension View {
    /// Sets the style that the background style (`.background()`, `.background(in:)`, `.background` as a
    /// style) stands for inside, as in SwiftUI: a colour or a gradient paints those backgrounds instead of the
    /// terminal's own.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
