import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a one-time import took: its name, size, modification time and inode, kept in the database in
/// the import's own transaction. A start killed after that commit and before the file was kept aside finds
/// the file still in place on the next start; when it is the same file (the same record), it is kept aside
/// then, not imported again. Any other file of that name is left alone.
struct ImportedFileRecord: Codable, Equatable {
    /// The file's name in the data directory, such as "expenses.json".
    var name: String
    /// Its size in bytes.
    var size: Int64
    /// When it was last changed, in nanoseconds since 1970.
    var modified: Int64
    /// Its inode, which a rename keeps and a new file does not.
    var inode: UInt64

    /// The record of the regular file at `url` as it is now; nil when there is none there.
    init?(fileAt url: URL) {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        name = url.lastPathComponent
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec)
        inode = UInt64(info.st_ino)
    }

    /// The record kept as `text`; nil for text that is not one.
    init?(text: String) {
        guard let record = try? JSONDecoder().decode(Self.self, from: Data(text.utf8)) else { return nil }
        self = record
    }

    /// The record as it is kept in the setting table.
    var text: String {
        // Encoding four plain fields cannot fail.
        String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self)
    }
}
