/// A photo made into a trip's picture (`PhotoImport.photo(from:)`): the small picture the half blocks draw, and
/// the photo at the size worth showing where the terminal draws images.
public struct ImportedPhoto: Sendable {
    /// The picture at `PhotoImport.pictureSize`, stored as `pictures/<uuid>.ppm`.
    public let picture: Picture
    /// The photo upright, at up to `PhotoImport.fullSizeLongSide` pixels on its long side, as a JPEG file
    /// (`pictures/<uuid>.jpg`); nil when libjpeg could not write one (the trip then shows the small picture).
    public let fullSize: [UInt8]?

    /// A photo of its two pictures.
    public init(picture: Picture, fullSize: [UInt8]?) {
        self.picture = picture
        self.fullSize = fullSize
    }
}
