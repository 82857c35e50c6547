import Foundation
import TermUIBase

/// A change to the colours of everything a view draws, as SwiftUI's colour effects (`brightness(_:)`,
/// `saturation(_:)`, ...) make: applied to the colour of each cell's text and background once the view has
/// drawn, each as SwiftUI defines it on sRGB components.
enum ColorEffect: Hashable, Sendable {
    /// Adds to each component (-1 black, 1 white).
    case brightness(Double)
    /// Moves each component away from (or, below 1, towards) the middle grey.
    case contrast(Double)
    /// Mixes with the colour's grey: 0 is grey, 1 the colour, more is more colourful.
    case saturation(Double)
    /// Turns the hue about the colour wheel, in degrees.
    case hueRotation(Double)
    /// Each component from its opposite.
    case invert
    /// Each component times a colour's.
    case multiply(RGB)
    /// The grey of the colour's luminance, the part of it a mask would let through.
    case luminanceToAlpha

    /// The colour after the effect.
    func apply(to color: RGB) -> RGB {
        let (red, green, blue) = (Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
        let result: (Double, Double, Double)
        switch self {
        case .brightness(let amount):
            result = (red + amount, green + amount, blue + amount)
        case .contrast(let amount):
            result = ((red - 0.5) * amount + 0.5, (green - 0.5) * amount + 0.5, (blue - 0.5) * amount + 0.5)
        case .saturation(let amount):
            let grey = Self.luminance(red, green, blue)
            result = (grey + (red - grey) * amount, grey + (green - grey) * amount, grey + (blue - grey) * amount)
        case .hueRotation(let degrees):
            result = Self.rotateHue(red, green, blue, degrees: degrees)
        case .invert:
            result = (1 - red, 1 - green, 1 - blue)
        case .multiply(let other):
            result = (red * Double(other.red) / 255, green * Double(other.green) / 255, blue * Double(other.blue) / 255)
        case .luminanceToAlpha:
            let grey = Self.luminance(red, green, blue)
            result = (grey, grey, grey)
        }
        return RGB(Self.byte(result.0), Self.byte(result.1), Self.byte(result.2))
    }

    /// The luminance of sRGB components, with Rec. 709's weights.
    private static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// The components turned about the grey axis by an angle, keeping their luminance (the matrix of the
    /// `feColorMatrix` hue rotation, which SwiftUI's matches).
    private static func rotateHue(_ red: Double, _ green: Double, _ blue: Double, degrees: Double) -> (Double, Double, Double) {
        let angle = degrees * .pi / 180
        let (c, s) = (cos(angle), sin(angle))
        let r = red * (0.213 + c * 0.787 - s * 0.213) + green * (0.715 - c * 0.715 - s * 0.715) + blue * (0.072 - c * 0.072 + s * 0.928)
        let g = red * (0.213 - c * 0.213 + s * 0.143) + green * (0.715 + c * 0.285 + s * 0.140) + blue * (0.072 - c * 0.072 - s * 0.283)
        let b = red * (0.213 - c * 0.213 - s * 0.787) + green * (0.715 - c * 0.715 + s * 0.715) + blue * (0.072 + c * 0.928 + s * 0.072)
        return (r, g, b)
    }

    private static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8((max(0, min(1, value)) * 255).rounded())
    }
}

/// Content whose colours a colour effect changes.
struct ColorEffectView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let effect: @MainActor (EnvironmentValues) -> ColorEffect

    func makeNode(context: NodeContext) -> Node {
        let node = ColorEffectNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with a colour effect: it draws the content, then changes the colours of the cells of
/// its frame that have one of their own (text, backgrounds, pictures' half blocks), each once. The terminal's
/// default colours are not known to the app, so cells in them keep them; images sent as graphics (kitty,
/// sixel) are not cells and keep their colours.
@MainActor
final class ColorEffectNode<Content: View>: ContentModifierNode<ColorEffectView<Content>> {
    private var effect: ColorEffect?

    override func configure(with view: ColorEffectView<Content>) {
        let effect = view.effect(environment)
        if effect != self.effect { invalidate(.drawing) }
        self.effect = effect
    }

    override func draw(in canvas: inout CellCanvas) {
        content?.draw(in: &canvas)
        guard let effect else { return }
        canvas.apply(effect, to: frame)
    }
}

extension CellCanvas {
    /// Changes the text and background colours of the cells of a rectangle by a colour effect (those in the
    /// terminal's default colours keep them).
    mutating func apply(_ effect: ColorEffect, to rect: Rect) {
        // Cells of a view are mostly in a few colours: the last one's result is kept.
        var last: (TerminalColor, TerminalColor)?
        func changed(_ color: TerminalColor) -> TerminalColor {
            if let last, last.0 == color { return last.1 }
            let result = TerminalColor(effect.apply(to: color.rgb))
            last = (color, result)
            return result
        }
        restyle(rect) { style in
            if let foreground = style.foreground { style.foreground = changed(foreground) }
            if let background = style.background { style.background = changed(background) }
        }
    }
}

extension View {
    /// Brightens (a positive amount, up to 1: white) or darkens (down to -1: black) the view's colours, as in
    /// SwiftUI. Each cell's text and background colour changes; the terminal's default colours, which an app
    /// cannot know, stay as they are.
    public func brightness(_ amount: Double) -> some View {
        ColorEffectView(content: self) { _ in .brightness(amount) }
    }

    /// Changes the contrast of the view's colours, as in SwiftUI: above 1 away from the middle grey, below 1
    /// towards it, 0 all grey, negative inverted. The terminal's default colours stay as they are.
    public func contrast(_ amount: Double) -> some View {
        ColorEffectView(content: self) { _ in .contrast(amount) }
    }

    /// Changes how colourful the view's colours are, as in SwiftUI: 0 greys, 1 as they are, more more
    /// colourful. The terminal's default colours stay as they are.
    public func saturation(_ amount: Double) -> some View {
        ColorEffectView(content: self) { _ in .saturation(amount) }
    }

    /// Takes colour out of the view, as in SwiftUI: 0 leaves it, 1 makes it all greys (a picture's half
    /// blocks too). The terminal's default colours stay as they are.
    public func grayscale(_ amount: Double) -> some View {
        ColorEffectView(content: self) { _ in .saturation(1 - max(0, min(1, amount))) }
    }

    /// Turns the hues of the view's colours by an angle, as in SwiftUI. The terminal's default colours stay as
    /// they are.
    public func hueRotation(_ angle: Angle) -> some View {
        ColorEffectView(content: self) { _ in .hueRotation(angle.degrees) }
    }

    /// Inverts the view's colours, as in SwiftUI. The terminal's default colours stay as they are (reverse
    /// video, `Color.primary` on a background of its own, inverts those).
    public func colorInvert() -> some View {
        ColorEffectView(content: self) { _ in .invert }
    }

    /// Multiplies the view's colours by a colour, as in SwiftUI (white leaves them, black makes them black).
    /// A colour without components of its own (`.primary`, `.clear`) leaves them. The terminal's default
    /// colours stay as they are.
    public func colorMultiply(_ color: Color) -> some View {
        ColorEffectView(content: self) { environment in
            guard let multiplier = color.resolved(in: environment).color?.rgb else { return .multiply(RGB(255, 255, 255)) }
            return .multiply(multiplier)
        }
    }

    /// Makes a mask of the view's luminance, as in SwiftUI, where dark parts become clear and light ones show.
    /// A cell cannot be see-through, so each colour becomes the grey of its luminance: what the mask would let
    /// through of white. The terminal's default colours stay as they are.
    public func luminanceToAlpha() -> some View {
        ColorEffectView(content: self) { _ in .luminanceToAlpha }
    }
}
