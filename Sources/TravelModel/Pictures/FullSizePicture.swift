import Foundation

/// Where a trip's picture is at full size, to be read and decoded only where the terminal shows images, and off
/// the main thread: a JPEG file (a shipped picture in the module's resources, or `pictures/<uuid>.jpg`), or the
/// JPEG bytes of a photo added in memory (`--demo`).
public enum FullSizePicture: Equatable, Sendable {
    /// A PNG or JPEG file.
    case file(path: String)
    /// The JPEG file of the user picture `id`, kept in memory.
    case jpeg(id: UUID, bytes: [UInt8])

    /// What tells this picture from others without reading it: its path, or `user:<uuid>` in memory.
    public var identifier: String {
        switch self {
        case .file(let path): path
        case .jpeg(let id, _): UserPictures.namePrefix + id.uuidString.lowercased()
        }
    }

    /// The file's bytes, read within `PhotoImport.maximumFileSize`; nil when it cannot be read.
    public func contents() -> [UInt8]? {
        switch self {
        case .file(let path): try? PhotoImport.contents(ofFileAt: path)
        case .jpeg(_, let bytes): bytes
        }
    }

    /// Whether the two are the same picture: their identifiers are the same (a picture is never changed once
    /// made, so the bytes in memory need not be compared).
    public static func == (lhs: FullSizePicture, rhs: FullSizePicture) -> Bool {
        lhs.identifier == rhs.identifier
    }
}
