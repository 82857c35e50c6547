/// The kinds of image file TermUI's assets and a trip's picture can be made from, told apart by their first
/// bytes (never by the file's name).
public enum ImageFormat: String, Equatable, Sendable {
    /// Portable Network Graphics: the eight bytes `89 50 4E 47 0D 0A 1A 0A`.
    case png = "PNG"
    /// JPEG (JFIF, Exif and others): a start-of-image marker `FF D8` followed by another marker, `FF`.
    case jpeg = "JPEG"

    /// The format whose signature starts `bytes`, or nil when neither does.
    public init?(signature bytes: some Collection<UInt8>) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }
}
