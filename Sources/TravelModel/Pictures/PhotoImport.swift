import Foundation
import PictureDecoding
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turning the user's own photo, a PNG or JPEG file, into a trip's picture: reading the file with its limits,
/// recognising its format by its first bytes, decoding it and scaling it to the size of the shipped pictures.
public enum PhotoImport {
    /// The largest file read, in bytes (50 MB); a larger one is refused before it is read.
    public static let maximumFileSize: Int64 = 50_000_000

    /// The most pixels decoded from one file (40 million: 120 MB as RGB); a JPEG counts after libjpeg has
    /// shrunk it while decoding.
    public static let maximumPixelCount = 40_000_000

    /// The size of a picture made from a photo: that of the shipped pictures (`Picture.standardWidth` by
    /// `standardHeight`), which the cards and the trip's screen scale as they do those.
    public static let pictureSize = (width: Picture.standardWidth, height: Picture.standardHeight)

    /// The longest side of a photo's full-size picture, in pixels: what a terminal that shows images needs for
    /// a trip's screen at 200 columns of 10 pixels, and no more (a 4000x3000 photo is kept at 1600x1200).
    public static let fullSizeLongSide = 1600

    /// The photo of the PNG or JPEG file at `path` (see `resolvedPath(_:)` for what may be typed).
    ///
    /// - Throws: `PictureImportError` saying what is wrong with the file.
    public static func photo(fromFileAt path: String) throws(PictureImportError) -> ImportedPhoto {
        try photo(from: try contents(ofFileAt: path))
    }

    /// The photo of a whole PNG or JPEG file, `bytes`: upright (a JPEG's Exif orientation applied), kept at
    /// up to `fullSizeLongSide` pixels on its long side as a JPEG file, and scaled to `pictureSize` for the
    /// half blocks.
    ///
    /// - Throws: `PictureImportError`: `.empty`, `.notAnImage`, `.damaged` (cut short, corrupt),
    ///   `.unsupportedSize`.
    public static func photo(from bytes: [UInt8]) throws(PictureImportError) -> ImportedPhoto {
        guard !bytes.isEmpty else { throw .empty }
        let image: RGBImage
        do {
            // libjpeg shrinks while decoding only as far as the full size's width allows.
            image = try PictureFile.decode(bytes, target: (fullSizeLongSide, 1), maximumPixelCount: maximumPixelCount)
        } catch {
            throw PictureImportError(error)
        }
        let fullSize = fullSizeImage(of: image)
        return ImportedPhoto(
            picture: Picture(resampling: fullSize, width: pictureSize.width, height: pictureSize.height),
            fullSize: JPEGEncoding.encode(fullSize))
    }

    /// `image` scaled in linear light to at most `fullSizeLongSide` pixels on its long side, its shape kept (a
    /// smaller image stays as it is).
    static func fullSizeImage(of image: RGBImage) -> RGBImage {
        let longSide = max(image.width, image.height)
        guard longSide > fullSizeLongSide else { return image }
        let width = max(1, (image.width * fullSizeLongSide + longSide / 2) / longSide)
        let height = max(1, (image.height * fullSizeLongSide + longSide / 2) / longSide)
        return image.resampled(filling: width, by: height)
    }

    /// The bytes of the file at `path`, which must be a plain file (a link to one will do, unless not
    /// `followingLinks`) of at most `maximumSize` bytes.
    ///
    /// A FIFO, a device, a socket or a directory is refused without being read: a FIFO would wait forever and
    /// a device could fill the memory.
    /// - Throws: `PictureImportError.noPath`, `.cannotRead`, `.notAFile` (also for a link, when not
    ///   `followingLinks`), `.tooLarge`.
    public static func contents(
        ofFileAt path: String, maximumSize: Int64 = maximumFileSize, followingLinks: Bool = true
    ) throws(PictureImportError) -> [UInt8] {
        guard !path.isEmpty else { throw .noPath }
        // O_NONBLOCK: opening a FIFO with no writer returns at once, and fstat then refuses it.
        let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        let descriptor = retryingOnInterrupt { open(path, flags) }
        guard descriptor >= 0 else {
            // O_NOFOLLOW's refusal of a link is ELOOP.
            if !followingLinks, errno == ELOOP { throw .notAFile(kind: "a symbolic link") }
            throw .cannotRead(reason: .system(code: errno))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .cannotRead(reason: .system(code: errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .notAFile(kind: "a directory")
        case S_IFIFO: throw .notAFile(kind: "a FIFO")
        case S_IFCHR, S_IFBLK: throw .notAFile(kind: "a device")
        case S_IFSOCK: throw .notAFile(kind: "a socket")
        default: throw .notAFile(kind: "not a plain file")
        }
        let size = Int64(info.st_size)
        guard size <= maximumSize else { throw .tooLarge(size: size) }

        // Read to the end, in case the file grew since fstat, but never past the limit.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                retryingOnInterrupt { systemRead(descriptor, buffer.baseAddress, buffer.count) }
            }
            guard count >= 0 else { throw .cannotRead(reason: .system(code: errno)) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= maximumSize else { throw .tooLarge(size: Int64(bytes.count)) }
        }
        return bytes
    }

    /// The path meant by text typed or pasted into a field: surrounding white space and one pair of quotes
    /// (as terminals paste a dropped file) taken off, a `file://` URL made a path, and `~` or a leading `~/`
    /// taken from `home`. A relative path stays relative (to the current directory).
    public static func resolvedPath(_ text: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        var path = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for quote in ["'", "\""] where path.count >= 2 && path.hasPrefix(quote) && path.hasSuffix(quote) {
            path = String(path.dropFirst().dropLast())
            break
        }
        if path.hasPrefix("file://"), let url = URL(string: path), url.isFileURL {
            path = url.path
        }
        if let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") {
            path = home + path.dropFirst()
        }
        return path
    }
}
