import PictureDecoding

/// Why a file could not be made into a trip's picture. Each description is one sentence for the user, about
/// "the file" that was named.
public enum PictureImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing was typed.
    case noPath
    /// The file could not be opened or read, for the system's `reason`, such as "No such file or directory".
    case cannotRead(reason: FailureReason)
    /// The path names something other than a plain file: `kind` is "a directory", "a FIFO", "a device"…
    case notAFile(kind: String)
    /// The file has `size` bytes, more than `PhotoImport.maximumFileSize`; it was not read.
    case tooLarge(size: Int64)
    /// The file has no bytes.
    case empty
    /// The file starts with neither a PNG's nor a JPEG's signature.
    case notAnImage
    /// The file is a PNG or JPEG that its library could not decode (cut short, damaged, a kind it does not
    /// read); `reason` is the library's message.
    case damaged(format: ImageFormat, reason: String)
    /// The picture is `width` by `height` pixels, more than `PhotoImport.maximumPixelCount` to decode.
    case unsupportedSize(width: Int, height: Int)
    /// The picture could not be stored in the data directory, for the system's `reason`.
    case cannotSave(reason: FailureReason)

    /// A one-line message for the user.
    public var description: String {
        switch self {
        case .noPath:
            return "Type or paste the path of a PNG or JPEG file."
        case let .cannotRead(reason):
            return "The file cannot be read: \(reason)."
        case let .notAFile(kind):
            return "That is \(kind), not a picture file."
        case let .tooLarge(size):
            return "The file is \(Self.megabytes(size)); pictures of up to \(Self.megabytes(PhotoImport.maximumFileSize)) can be used."
        case .empty:
            return "The file is empty."
        case .notAnImage:
            return "The file is not a PNG or JPEG picture."
        case let .damaged(format, reason):
            return "The file is a damaged or incomplete \(format.rawValue) picture (\(reason))."
        case let .unsupportedSize(width, height):
            let limit = PhotoImport.maximumPixelCount / 1_000_000
            return "The picture is \(width) by \(height) pixels; pictures of up to \(limit) million pixels can be used."
        case let .cannotSave(reason):
            return "The picture cannot be saved: \(reason)."
        }
    }

    /// The import error for a decoding error.
    init(_ error: PictureDecodingError) {
        switch error {
        case .notAnImage: self = .notAnImage
        case let .damaged(format, reason): self = .damaged(format: format, reason: reason)
        case let .unsupportedSize(width, height): self = .unsupportedSize(width: width, height: height)
        }
    }

    /// `bytes` in megabytes of a million bytes, with one decimal below 10 ("2.5 MB", "61 MB").
    public static func megabytes(_ bytes: Int64) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return tenths < 100 ? "\(tenths / 10).\(tenths % 10) MB" : "\(tenths / 10) MB"
    }
}
