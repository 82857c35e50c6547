import Foundation

/// Checks that a data file is a plain file before the app opens it: a FIFO would hang the app on a blank
/// screen, a device (such as `/dev/zero` behind a link) would fill its memory.
enum RegularFile {
    /// The reason a path cannot be a data file.
    struct Refusal: Error, CustomStringConvertible {
        let path: String
        let kind: String

        var description: String {
            "\(path) is \(kind), not a regular file; it was left alone. Move it away and start wishlist again."
        }
    }

    /// Returns when `url` is a regular file (not a link) or does not exist.
    ///
    /// - Throws: `Refusal` naming what it is otherwise.
    static func refuseUnlessRegularOrMissing(_ url: URL) throws {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw Refusal(path: url.path, kind: "a symbolic link")
        case S_IFIFO: throw Refusal(path: url.path, kind: "a FIFO")
        case S_IFCHR, S_IFBLK: throw Refusal(path: url.path, kind: "a device")
        case S_IFSOCK: throw Refusal(path: url.path, kind: "a socket")
        case S_IFDIR: throw Refusal(path: url.path, kind: "a directory")
        default: throw Refusal(path: url.path, kind: "not a plain file")
        }
    }
}
