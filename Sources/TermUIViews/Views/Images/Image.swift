import Foundation
import TermUIBase

/// An image, as in SwiftUI. `Image(systemName:)` shows a Unicode stand-in for an SF Symbol (a fallback
/// mark for names it does not know), drawn in the foreground style like text. `Image(_:bundle:)` shows a
/// picture of a package's assets (`Assets/<name>.png` or `.jpg`, see `AssetCatalog`) and `Image(bitmap:)` one
/// made in code, with half-block characters; a picture fills the space it is offered when `.resizable()`, else
/// it takes one column per pixel and one row per two pixel rows. Where the terminal shows images
/// (`EnvironmentValues.graphics`), the picture is shown over those cells as an image at the terminal's own
/// resolution, its middle at the cells' shape, while nothing covers them; `Image(bitmap:fullSize:)` sends a
/// larger file there instead, once it is decoded off the main thread. An asset that is missing or cannot be decoded
/// shows a placeholder, "▨ name", dimmed.
public struct Image: View, PrimitiveView {
    /// The characters shown for a symbol.
    let glyph: String
    /// The picture shown instead of a symbol, if any.
    let bitmap: Bitmap?
    /// The picture's full size, sent in its place where the terminal shows images.
    let fullSize: ImageFile?
    /// Whether a picture fills the space it is offered.
    var isResizable = false
    /// The name of the asset shown, if any, and the path of its bundle (nil: the main bundle).
    let asset: (name: String, bundlePath: String?)?

    /// A symbol by its SF Symbols name.
    public init(systemName: String) {
        glyph = SymbolGlyphs.glyph(for: systemName) ?? SymbolGlyphs.fallback
        bitmap = nil
        asset = nil
        fullSize = nil
    }

    /// The picture named `name` in the assets of `bundle` (the main bundle for nil): `Assets/<name>.png`,
    /// `.jpg` or `.jpeg` in its resources, read once for the window. A terminal reads no label aloud, so the
    /// name is only shown by the placeholder.
    public init(_ name: String, bundle: Bundle? = nil) {
        glyph = ""
        bitmap = nil
        asset = (name, bundle?.bundlePath)
        fullSize = nil
    }

    /// A picture of the assets that is only decoration, as in SwiftUI: the same as `Image(_:bundle:)` here,
    /// where nothing reads images aloud.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A picture. TermUI only: SwiftUI loads images from assets and files instead.
    public init(bitmap: Bitmap) {
        self.init(bitmap: bitmap, fullSize: nil)
    }

    /// A picture drawn from `bitmap` in half blocks, and, where the terminal shows images, from `fullSize`
    /// (a PNG or JPEG file, such as a photo at 1600 pixels) at the terminal's resolution: decoded and scaled off
    /// the main thread once for each size it is shown at, the half blocks showing until it is ready and where
    /// it cannot be read. TermUI only.
    public init(bitmap: Bitmap, fullSize: ImageFile?) {
        glyph = ""
        self.bitmap = bitmap
        asset = nil
        self.fullSize = fullSize
    }

    /// A picture that fills the space it is offered, as in SwiftUI; a symbol stays as it is. The picture is
    /// scaled whole: `capInsets` and `resizingMode` (SwiftUI's nine-part and tiled resizing) are accepted and
    /// change nothing, since the cells a picture covers are few.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    func makeNode(context: NodeContext) -> Node {
        let node = ImageNode(context: context)
        node.update(self)
        return node
    }
}

/// The node of an `Image`: its glyphs in the foreground style; with `.contentTransition(.symbolEffect)`, a
/// change of symbol in an animation steps through intermediate glyphs.
@MainActor
final class ImageNode: PrimitiveNode<Image>, AnimationTarget {
    private var glyphs: [StyledGlyph] = []
    private var width = 0
    private var symbol = ""
    private var style = CellStyle()
    /// The glyphs of a symbol change being animated, old first.
    private var transitionFrames: [String] = []
    private var bitmap: Bitmap?
    private var isResizable = false
    /// The cells of the picture last drawn, for the size, depth and scheme they were made for.
    private var pictureCells: (size: Size, depth: ColorDepth, scheme: ColorScheme, cells: [PixelPairCell])?
    /// The picture as an image, for a terminal that shows images: made once for each bitmap.
    private var pictureSource: PictureSource?
    /// The larger picture sent as the image instead, if any.
    private var fullSize: ImageFile?

    override func update(_ view: Image) {
        var shownGlyph = view.glyph, shownBitmap = view.bitmap, isPlaceholder = false
        if let asset = view.asset {
            switch (environment.assetCatalog ?? AssetCatalog()).picture(named: asset.name, bundlePath: asset.bundlePath) {
            case .bitmap(let found): shownBitmap = found
            case .missing:
                shownGlyph = "▨ " + asset.name
                isPlaceholder = true
            }
        }
        if shownBitmap != bitmap { (pictureCells, pictureSource) = (nil, nil) }
        bitmap = shownBitmap
        fullSize = view.fullSize
        isResizable = view.isResizable
        let resolved = environment.foregroundStyle?.resolved(in: environment) ?? ResolvedShapeStyle()
        var attributes = (environment.font ?? .body).attributes
        attributes.formUnion(resolved.attributes)
        if isPlaceholder { attributes.insert(.dim) }
        style = CellStyle(foreground: resolved.color, attributes: attributes)
        if !symbol.isEmpty, shownGlyph != symbol, let animation = graph.currentAnimation,
            environment.contentTransition != .identity
        {
            transitionFrames = environment.contentTransition == .symbolEffect
                ? ContentTransition.symbolFrames(from: symbol, to: shownGlyph) : [symbol, shownGlyph]
            if !graph.animator.start(animation, for: self, key: "symbol") { transitionFrames = [] }
        }
        symbol = shownGlyph
        glyphs = Glyph.glyphs(of: symbol).map { StyledGlyph(glyph: $0, style: style) }
        width = TextLayout.width(glyphs)
    }

    func animationDidFinish(key: String) {
        if key == "symbol" { transitionFrames = [] }
        graph.setNeedsFrame()
    }

    /// The glyphs to draw now: a frame of the symbol transition while it runs.
    private var shownGlyphs: [StyledGlyph] {
        guard !transitionFrames.isEmpty, let progress = animationProgress("symbol") else { return glyphs }
        let index = max(0, min(transitionFrames.count - 1, Int(progress * Double(transitionFrames.count))))
        var frameStyle = style
        if index == 0, environment.contentTransition != .symbolEffect { frameStyle.attributes.insert(.dim) }
        let frame = Glyph.glyphs(of: transitionFrames[index]).map { StyledGlyph(glyph: $0, style: frameStyle) }
        // Keep to the width of the symbol, so the layout does not shift.
        return TextLayout.width(frame) <= width ? frame : glyphs
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let bitmap {
            let natural = Size(width: bitmap.width, height: (bitmap.height + 1) / 2)
            return isResizable ? proposal.replacingUnspecified(with: natural) : natural
        }
        return Size(width: width, height: glyphs.isEmpty ? 0 : 1)
    }

    override func draw(in canvas: inout CellCanvas) {
        if let bitmap {
            let (depth, scheme) = (environment.colorDepth, environment.colorScheme)
            if let made = pictureCells, made.size == frame.size, made.depth == depth, made.scheme == scheme {
                canvas.draw(made.cells, in: frame)
            } else {
                let cells = bitmap.cells(columns: frame.width, rows: frame.height, depth: depth, scheme: scheme)
                pictureCells = (frame.size, depth, scheme, cells)
                canvas.draw(cells, in: frame)
            }
            let graphics = environment.graphics
            guard graphics.graphicsProtocol.showsImages else { return }
            if let fullSize {
                let loader = environment.imageFileLoader
                if let source = loader?.picture(fullSize, columns: frame.width, rows: frame.height, graphics: graphics) {
                    canvas.recordImage(source, in: frame)
                }
            } else {
                let source = pictureSource ?? PictureSource(image: bitmap.rgbImage)
                pictureSource = source
                canvas.recordImage(source, in: frame)
            }
            return
        }
        guard frame.width >= width, frame.height >= 1 else { return }
        var x = frame.minX
        for styled in shownGlyphs {
            canvas.put(styled.glyph, at: Point(x: x, y: frame.minY), style: styled.style)
            x += styled.glyph.width
        }
    }
}
