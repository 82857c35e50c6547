import Foundation
import TermUIBase

/// A shape style that fills with an image repeated, as SwiftUI's `ImagePaint`: each cell takes one colour of
/// the picture (a column of it and two of its rows, as an `Image` draws, the upper one's colour), the
/// picture repeated from the top leading corner of what it fills; `sourceRect` picks the part of the picture
/// (in fractions of its size) and `scale` how many cells a pixel takes. A symbol image has no pixels and
/// paints as `.primary`; without colours the fill is the foreground's blocks.
public struct ImagePaint: ShapeStyle, PictureShapeStyle {
    /// The image.
    public var image: Image
    /// The part of it repeated, in fractions of its size.
    public var sourceRect: CGRect
    /// How many cells a pixel takes.
    public var scale: CGFloat

    /// An image paint.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    func picturePaint(in environment: EnvironmentValues) -> PicturePaint? {
        var bitmap = image.bitmap
        if let asset = image.asset,
           case .bitmap(let found) = (environment.assetCatalog ?? AssetCatalog()).picture(named: asset.name, bundlePath: asset.bundlePath) {
            bitmap = found
        }
        return bitmap.map { PicturePaint(bitmap: $0, sourceRect: sourceRect, scale: Double(scale)) }
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// An image repeated as a fill, as SwiftUI's `.image(_:sourceRect:scale:)`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
