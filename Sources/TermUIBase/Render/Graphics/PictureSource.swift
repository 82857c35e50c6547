import PictureDecoding

/// A picture that may be sent to the terminal as an image: its pixels, at whatever size they were made, kept
/// once and known by identity, so that a frame compares pictures without comparing their pixels, and a
/// terminal keeps what it made of one (scaled, encoded, transmitted) for as long as the picture lives.
package final class PictureSource: Sendable {
    /// The pixels.
    package let image: RGBImage

    /// A picture of `image`'s pixels.
    package init(image: RGBImage) {
        self.image = image
    }
}
