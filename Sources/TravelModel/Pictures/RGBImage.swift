/// A decoded image of any size, before it is scaled to a trip's picture: 8-bit sRGB red, green and blue,
/// row by row from the top left.
struct RGBImage: Sendable {
    /// The number of pixels in a row.
    let width: Int
    /// The number of rows.
    let height: Int
    /// `width * height * 3` bytes.
    let pixels: [UInt8]
}
