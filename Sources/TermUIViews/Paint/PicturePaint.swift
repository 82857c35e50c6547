import TermUIBase

/// A picture that paints each cell one colour, repeated across what it fills: what `ImagePaint` gives a
/// shape or a background. A cell is a column of the picture and two of its rows, as an `Image` draws it,
/// and takes the colour of the upper one.
struct PicturePaint: Sendable {
    /// The picture.
    let bitmap: Bitmap
    /// The part of the picture repeated, in pixels: its origin and size.
    let origin: (x: Int, y: Int)
    let size: (width: Int, height: Int)
    /// How many cells a pixel takes.
    let scale: Double

    /// The paint of a part of a picture (`sourceRect` in fractions of its size) at a scale.
    init(bitmap: Bitmap, sourceRect: CGRect, scale: Double) {
        self.bitmap = bitmap
        func pixels(_ fraction: CGFloat, of length: Int) -> Int {
            fraction.isFinite ? max(0, min(length, Int((fraction * CGFloat(length)).rounded()))) : 0
        }
        let x = pixels(sourceRect.minX, of: bitmap.width), y = pixels(sourceRect.minY, of: bitmap.height)
        origin = (min(x, bitmap.width - 1), min(y, bitmap.height - 1))
        size = (max(1, pixels(sourceRect.maxX, of: bitmap.width) - x), max(1, pixels(sourceRect.maxY, of: bitmap.height) - y))
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The colour of a cell of a frame: the picture repeated from the frame's top leading corner.
    func color(column: Int, row: Int, in frame: Rect) -> TerminalColor {
        let x = Int((Double(column - frame.minX) / scale).rounded(.down))
        let y = Int((Double(2 * (row - frame.minY)) / scale).rounded(.down))
        func wrapped(_ value: Int, _ length: Int) -> Int { ((value % length) + length) % length }
        return bitmap.color(x: origin.x + wrapped(x, size.width), y: origin.y + wrapped(y, size.height))
    }
}

/// A shape style that paints with a picture (`ImagePaint`, in the views above), found once as the style's
/// paint is made.
protocol PictureShapeStyle: ShapeStyle {
    /// The picture's paint in an environment, nil where it has no picture (a symbol, a missing asset).
    func picturePaint(in environment: EnvironmentValues) -> PicturePaint?
}
