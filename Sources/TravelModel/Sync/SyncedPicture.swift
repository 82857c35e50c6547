import Foundation

/// A user's picture as a file that sync moves through the synced folder (`<device>/pictures/<uuid>.ppm`), read
/// and checked before anything is made of it: whoever can write the folder can put anything there (a huge file,
/// a link to another file, a device, something that is not a picture), and the sync tool may still be copying it.
enum SyncedPicture {
    /// The widest and tallest picture taken from the folder, in pixels: the app makes its pictures 32x20, and a
    /// data document holds none larger than this either (`DataDocument.maximumPictureSide`).
    static let maximumSide = DataDocument.maximumPictureSide

    /// The largest file read, in bytes: a PPM header and `maximumSide` by `maximumSide` pixels fit in it.
    static let maximumFileSize: Int64 = 256 * 1024

    /// What a file turned out to be.
    enum Reading: Equatable {
        /// A whole picture the app can show.
        case whole(Picture)
        /// Empty, or cut short where a header or the pixels should go on: the sync tool is still copying it.
        case incomplete
        /// Not to be used, for `reason` (one phrase, such as "it is a symbolic link").
        case refused(reason: PictureRefusal)
    }

    /// Reads the file at `url` (never through a link) and checks that it is a whole binary PPM picture of at most
    /// `maximumSide` pixels each way, of at most `maximumFileSize` bytes.
    static func read(at url: URL) -> Reading {
        let bytes: [UInt8]
        do {
            bytes = try PhotoImport.contents(ofFileAt: url.path, maximumSize: maximumFileSize, followingLinks: false)
        } catch {
            switch error {
            case let .notAFile(kind): return .refused(reason: .notAFile(kind: kind))
            case let .tooLarge(size): return .refused(reason: .tooLarge(size: size))
            case let .cannotRead(reason): return .refused(reason: .cannotRead(reason))
            default: return .refused(reason: .notRead(error))
            }
        }
        let picture: Picture
        do {
            picture = try Picture(ppm: bytes)
        } catch .truncatedPixels {
            return .incomplete
        } catch {
            return isCutShortHeader(bytes) ? .incomplete : .refused(reason: .notAPicture(error))
        }
        guard picture.width <= maximumSide, picture.height <= maximumSide else {
            return .refused(reason: .tooManyPixels(width: picture.width, height: picture.height))
        }
        return .whole(picture)
    }

    /// Whether `bytes` can be the start of a PPM header as the app writes one (`P6`, then the numbers and the white
    /// space between them) that stops early: what a file still being copied holds. An empty file is one.
    static func isCutShortHeader(_ bytes: [UInt8]) -> Bool {
        let magic = Array("P6".utf8)
        guard bytes.count > magic.count else { return magic.starts(with: bytes) }
        let isHeaderByte = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) || (0x30...0x39).contains(byte) }
        return bytes.starts(with: magic) && bytes.dropFirst(magic.count).allSatisfy(isHeaderByte)
    }
}
