import PictureDecoding

/// A picture that may be sent to the terminal as an image: its pixels, at whatever size they were made, kept
/// once and known by identity, so that a frame compares pictures without comparing their pixels, and a
/// terminal keeps what it made of one (scaled, encoded, transmitted) for as long as the picture lives.
package final class PictureSource: Sendable {
    /// The pixels.
    package let image: RGBImage
    /// The picture already encoded for one protocol at one size, off the main thread, so that putting it on
    /// costs no encoding (`ImageOutput` uses it where the placement matches, and encodes otherwise).
    package let prepared: PreparedImage?

    /// A picture of `image`'s pixels, with its encoding `prepared` where one was made.
    package init(image: RGBImage, prepared: PreparedImage? = nil) {
        self.image = image
        self.prepared = prepared
    }
}

/// A picture encoded ahead for a protocol at a size in cells: a PNG file for kitty and iTerm2, the whole DCS
/// sequence for sixel.
package struct PreparedImage: Sendable {
    /// The protocol the bytes are for.
    package let graphicsProtocol: GraphicsProtocol
    /// The cells the picture was scaled for.
    package let columns: Int
    package let rows: Int
    /// The PNG file (kitty, iTerm2) or the sixel sequence.
    package let bytes: [UInt8]

    /// `image`, already scaled for `columns` by `rows` cells, encoded for `graphicsProtocol`; nil for half
    /// blocks or when libpng cannot write it.
    package init?(_ image: RGBImage, for graphicsProtocol: GraphicsProtocol, columns: Int, rows: Int) {
        switch graphicsProtocol {
        case .sixel:
            bytes = SixelEncoding.sequence(for: image)
        case .kitty, .iTerm:
            guard let file = PNGEncoding.encode(image) else { return nil }
            bytes = file
        case .halfBlocks:
            return nil
        }
        self.graphicsProtocol = graphicsProtocol
        self.columns = columns
        self.rows = rows
    }

    /// The bytes when they were made for `graphicsProtocol` at `cells`' size, else nil.
    package func bytes(for graphicsProtocol: GraphicsProtocol, cells: Rect) -> [UInt8]? {
        graphicsProtocol == self.graphicsProtocol && cells.width == columns && cells.height == rows ? bytes : nil
    }
}
