import Foundation

/// Checks that a data file is a plain file before the app opens it: a FIFO would hang the app on a blank
/// screen, a device (such as `/dev/zero` behind a link) would fill its memory.
public enum RegularFile {
    /// The reason a path cannot be a data file: what is there instead.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// The path of the data file.
        public let path: String
        /// What is there, such as "a FIFO" (see `kind(ofMode:)`).
        public let kind: String

        /// The refusal, in English, with what to do.
        public var description: String {
            "\(path) is \(kind), not a regular file; it was left alone. Move it away and start wishlist again."
        }
    }

    /// Returns when `url` is a regular file (not a link) or does not exist.
    ///
    /// - Throws: `Refusal` naming what it is otherwise.
    static func refuseUnlessRegularOrMissing(_ url: URL) throws {
        var info = stat()
        guard lstat(url.path, &info) == 0, let kind = kind(ofMode: info.st_mode) else { return }
        throw Refusal(path: url.path, kind: kind)
    }

    /// What a file of `mode` (a `stat`'s `st_mode`) is, such as "a FIFO", or nil for a regular file.
    static func kind(ofMode mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a directory"
        default: "not a plain file"
        }
    }
}
