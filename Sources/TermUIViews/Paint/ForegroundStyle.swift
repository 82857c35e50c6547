import Foundation
import TermUIBase

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style text and symbols are drawn in, when set.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text and symbols inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self, token: style) { $0.foregroundStyle = AnyShapeStyle(style) }
    }

    /// Sets the colour of text and symbols inside (deprecated in SwiftUI in favour of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentWriter(content: self, token: color) { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }
}
