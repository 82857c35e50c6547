/// Why sync does not use a trip's picture another machine sent, as a value the app words in the user's
/// language; `description` is its English, one phrase such as "it is a symbolic link, not a file".
public enum PictureRefusal: Hashable, Sendable, CustomStringConvertible {
    /// Something other than a file stands in its place, of the `kind` named ("a symbolic link").
    case notAFile(kind: String)
    /// The file has `size` bytes, more than a picture of the app's can have.
    case tooLarge(size: Int64)
    /// The file cannot be read.
    case cannotRead(FailureReason)
    /// The file could not be read as a picture file at all.
    case notRead(PictureImportError)
    /// The file is not a picture of the app's (a binary PPM).
    case notAPicture(PictureError)
    /// The picture is `width` by `height` pixels, more than a picture of the app's can be.
    case tooManyPixels(width: Int, height: Int)

    /// The English, as sync always said it.
    public var description: String {
        switch self {
        case .notAFile(let kind): "it is \(kind), not a file"
        case .tooLarge(let size): "it has \(size) bytes, more than a picture of the app's can have"
        case .cannotRead(let reason): "it cannot be read: \(reason)"
        case .notRead(let error): error.description
        case .notAPicture(let error): "it is not a picture of the app's (\(error))"
        case let .tooManyPixels(width, height): "it is \(width) by \(height) pixels, more than a picture of the app's can be"
        }
    }
}
