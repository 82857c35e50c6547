import Foundation
import PictureDecoding

/// A full-size photo as a file that sync moves (`<device>/pictures/<uuid>.jpg`), read and checked before it is
/// kept: never through a link, of at most `maximumFileSize` bytes, a whole JPEG file (its end marker there) that
/// libjpeg decodes.
enum SyncedFullSizePicture {
    /// The largest file taken: a photo of 1600 pixels at the app's quality is well under 1 MB.
    static let maximumFileSize: Int64 = 4 * 1024 * 1024

    /// What a file turned out to be.
    enum Reading: Equatable {
        /// A whole JPEG file that decodes.
        case whole([UInt8])
        /// Not whole yet (empty, or without the end marker): the sync tool may still be copying it.
        case incomplete
        /// Not to be used, for `reason`.
        case refused(reason: String)
    }

    /// Reads the file at `url` and checks it.
    static func read(at url: URL) -> Reading {
        let bytes: [UInt8]
        do {
            bytes = try PhotoImport.contents(ofFileAt: url.path, maximumSize: maximumFileSize, followingLinks: false)
        } catch {
            return .refused(reason: error.description)
        }
        guard bytes.count >= 4, bytes.suffix(2).elementsEqual([0xFF, 0xD9]) else { return .incomplete }
        guard ImageFormat(signature: bytes) == .jpeg else { return .refused(reason: "it is not a JPEG file") }
        // Decoded at an eighth, which checks every block of the file in a few milliseconds.
        do {
            _ = try JPEGDecoding.decode(bytes, target: (1, 1), maximumPixelCount: PhotoImport.maximumPixelCount)
        } catch {
            return .refused(reason: "\(error)")
        }
        return .whole(bytes)
    }
}
