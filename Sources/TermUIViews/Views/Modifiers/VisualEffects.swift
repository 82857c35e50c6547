import TermUIBase

/// How colours mix where views overlap, as SwiftUI's `BlendMode`. A terminal cell shows one character in one
/// pair of colours, so nothing mixes: `blendMode(_:)` keeps the view as it is.
public enum BlendMode: Hashable, Sendable {
    /// SwiftUI's modes that darken or lighten by how the colours compare.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// SwiftUI's modes that mix by difference, or by hue, saturation and luminosity, and its compositing modes.
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    /// SwiftUI's additive modes.
    case plusDarker, plusLighter
}

extension Image {
    /// How large a symbol image is drawn, as SwiftUI's `Image.Scale`; a symbol is one character here, so every
    /// scale draws the same.
    public enum Scale: Hashable, Sendable {
        /// Smaller, medium or larger than the text around it, in SwiftUI.
        case small, medium, large
    }
}

extension View {
    /// A shadow behind the view, as in SwiftUI. A terminal has no shadows: the view is drawn as it is.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        self
    }

    /// How the view's colours mix with what is below, as in SwiftUI; nothing mixes in a terminal, so the view
    /// is drawn as it is.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        self
    }

    /// Draws the view scaled, as in SwiftUI. Cells cannot be drawn larger or smaller, so the view is drawn at
    /// its size; use a frame to make room instead.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// Draws the view scaled by a size's factors, as in SwiftUI; drawn at its size here (see
    /// `scaleEffect(_:anchor:)`).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// Draws the view scaled on each axis, as in SwiftUI; drawn at its size here (see `scaleEffect(_:anchor:)`).
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// Draws the view rotated, as in SwiftUI. Characters cannot be turned, so the view is drawn upright.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        self
    }

    /// Sets how large symbol images inside are drawn, as in SwiftUI: it sets `\.imageScale`; a symbol is one
    /// character at any scale.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

extension View {
    /// Draws the view blurred, as in SwiftUI; a cell cannot be blurred, so the view is drawn as it is.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        self
    }

    /// Makes the view one layer before effects such as opacity apply, as in SwiftUI. The terminal already draws
    /// content into cells before an effect around it applies (an opacity dims each cell once, where views
    /// overlap too), so the view is drawn as it is.
    public func compositingGroup() -> some View {
        self
    }

    /// Draws the view offscreen into one image before showing it, as in SwiftUI's Metal rendering; the terminal
    /// draws cells, so the view is drawn as it is.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }

    /// Turns the view in three dimensions, as in SwiftUI; characters cannot be turned, so it is drawn upright.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        self
    }

    /// Hides the view, as in SwiftUI: it keeps its place in the layout but is not drawn, and takes no focus,
    /// keys or clicks (the same as `opacity(0)`).
    public func hidden() -> some View {
        opacity(0)
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// How large symbol images are drawn, as in SwiftUI: `.medium` unless `.imageScale(_:)` sets another. A
    /// symbol is one character at every scale.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}
