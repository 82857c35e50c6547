import PictureDecoding

/// How a picture sent as an image is fitted to the cells it is given, and its pixels scaled for them.
///
/// An image always covers whole cells, exactly: it is scaled to the cells' size in pixels (`CellPixelSize`),
/// so that no protocol stretches it and every cell under it is covered (a terminal that draws pixels over
/// cells shows what was there before wherever the image leaves a gap). Its aspect is kept: to fit, it takes
/// the largest rectangle of cells of nearly its shape inside the box, centred, and the sliver of less than a
/// cell between that shape and its own is cut from its middle; to fill, it takes the whole box and its middle
/// at the box's shape is cut out.
package enum PictureFitting {
    /// Whether a picture shows whole inside its box or covers it.
    package enum Mode: Hashable, Sendable {
        /// Inside the box, whole; the box's cells beside it are left to what is drawn there.
        case fit
        /// The whole box, the picture's edges cut off where its shape is not the box's.
        case fill
    }

    /// The cells a picture of `pictureWidth` by `pictureHeight` pixels covers in `box`.
    package static func cells(pictureWidth: Int, pictureHeight: Int, in box: Rect, cell: CellPixelSize, mode: Mode) -> Rect {
        guard mode == .fit, pictureWidth > 0, pictureHeight > 0, box.width > 0, box.height > 0 else { return box }
        let boxWidth = Double(box.width * cell.width), boxHeight = Double(box.height * cell.height)
        let scale = min(boxWidth / Double(pictureWidth), boxHeight / Double(pictureHeight))
        let columns = max(1, min(box.width, Int((Double(pictureWidth) * scale / Double(cell.width)).rounded())))
        let rows = max(1, min(box.height, Int((Double(pictureHeight) * scale / Double(cell.height)).rounded())))
        return Rect(x: box.minX + (box.width - columns) / 2, y: box.minY + (box.height - rows) / 2, width: columns, height: rows)
    }

    /// `image` scaled in linear light to cover `columns` by `rows` cells exactly, its middle at their shape
    /// (see `RGBImage.resampled(filling:by:)`).
    package static func scaled(_ image: RGBImage, columns: Int, rows: Int, cell: CellPixelSize) -> RGBImage {
        image.resampled(filling: max(1, columns * cell.width), by: max(1, rows * cell.height))
    }
}
