import TermUIBase

// SwiftUI's ways of drawing an image's pixels. A symbol is a character drawn in the foreground style, and a
// picture's pixels are scaled to its cells by a box filter in linear light (`PictureDecoding`) and shown as
// half blocks or at the terminal's own resolution; these modifiers compile in SwiftUI's shape, and each doc
// comment says what the terminal makes of it.
extension Image {
    /// How an image's colours are drawn, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Drawn in the foreground style, as symbols always are here.
        case template
        /// Drawn in the image's own colours, as pictures always are here.
        case original
    }

    /// How a picture's pixels are sampled when it is scaled, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable {
        /// SwiftUI's nearest pixel, and its qualities of smoothing.
        case none, low, medium, high
    }

    /// How a picture fills a size larger than itself, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeated, in SwiftUI (scaled whole here).
        case tile
        /// Scaled to the size.
        case stretch
    }

    /// Sets how the image's colours are drawn, as in SwiftUI. In a terminal a symbol is a character and is
    /// always drawn in the foreground style (`.template`), and a picture has no transparency to make a template
    /// of, so it keeps its colours (`.original`): the image is drawn as it is.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        self
    }

    /// Sets how a scaled picture's pixels are sampled, as in SwiftUI. A picture covers a few cells, and each
    /// cell's colours are the average of the pixels it covers (a box filter in linear light, which keeps the
    /// picture's light as nearest-pixel sampling would not), whatever is asked: the image is drawn as it is.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        self
    }

    /// Sets whether a scaled picture's edges are smoothed, as in SwiftUI; cells have no edges to smooth, so the
    /// image is drawn as it is.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        self
    }
}
