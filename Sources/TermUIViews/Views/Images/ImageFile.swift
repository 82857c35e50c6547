/// A PNG or JPEG file larger than half blocks can show, for `Image(bitmap:fullSize:)`: read and decoded only
/// where the terminal shows images, off the main thread, once for each size it is shown at.
///
/// TermUI only: SwiftUI's images come from assets, files and URLs of their own.
public struct ImageFile: Equatable, Sendable {
    /// What tells this file from others without reading it, such as its path: two files with the same
    /// identifier are the same picture, decoded once for both.
    public let identifier: String
    /// The file's bytes, or nil when it cannot be read.
    let contents: @Sendable () -> [UInt8]?

    /// The file whose bytes `contents` gives (called off the main thread, at most once for each size shown),
    /// known as `identifier`.
    public init(identifier: String, contents: @escaping @Sendable () -> [UInt8]?) {
        self.identifier = identifier
        self.contents = contents
    }

    /// Whether the two are the same picture: their identifiers are the same.
    public static func == (lhs: ImageFile, rhs: ImageFile) -> Bool {
        lhs.identifier == rhs.identifier
    }
}
