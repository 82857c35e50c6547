/// Where an `AsyncImage` is in loading its picture, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded: the picture.
    case success(Image)
    /// The picture could not be loaded: why.
    case failure(any Error)

    /// The picture, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why the picture could not be loaded, if it could not.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` has no picture.
public enum AsyncImageError: Error, CustomStringConvertible, Sendable {
    /// The URL is not a `file:` URL: TermUI does not load from the network.
    case notAFileURL(URL)
    /// The file cannot be read.
    case unreadable(URL)
    /// The file is not a PNG or JPEG picture TermUI can decode.
    case notAPicture(URL)

    /// What went wrong, for a message.
    public var description: String {
        switch self {
        case .notAFileURL(let url): "TermUI loads pictures from files only, not from \(url.scheme ?? "this") URLs"
        case .unreadable(let url): "\(url.path) cannot be read"
        case .notAPicture(let url): "\(url.lastPathComponent) is not a PNG or JPEG picture"
        }
    }
}
