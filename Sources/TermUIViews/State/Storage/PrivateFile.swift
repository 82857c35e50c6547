import Foundation

/// Files and folders that only their owner may read, whatever the process's umask: a settings file is
/// written whole, atomically, with mode 0600, in folders made with mode 0700; a file found readable by others
/// is made private.
///
/// Foundation's atomic write makes its file 0666 less the umask (0644, or 0666 under umask 000), and
/// `createDirectory` 0777 less the umask: both are done here with the system's calls instead.
enum PrivateFile {
    /// Replaces the file at `url` with `data`: written to a temporary file beside it (created 0600, never
    /// through a link), flushed to disk, renamed over it, and the folder flushed; missing folders are made
    /// 0700 first. Returns nil, or the system's reason for the step that failed, with the file untouched.
    static func save(_ data: Data, to url: URL) -> String? {
        if let failure = makeFolders(url.deletingLastPathComponent()) { return failure }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())", isDirectory: false).path
        // A leftover of a write of an earlier process with this id; O_EXCL refuses anything else.
        unlink(temporary)
        let descriptor = interrupted { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { return reason(errno) }
        var failure: String?
        // The umask may have removed bits, never added any: 0600 exactly.
        if fchmod(descriptor, 0o600) != 0 { failure = reason(errno) }
        data.withUnsafeBytes { bytes in
            var offset = 0
            while failure == nil, offset < bytes.count {
                let written = interrupted { write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset) }
                if written <= 0 { failure = written < 0 ? reason(errno) : reason(EIO) }
                offset += max(written, 0)
            }
        }
        if failure == nil, interrupted({ fsync(descriptor) }) != 0 { failure = reason(errno) }
        if close(descriptor) != 0, failure == nil { failure = reason(errno) }
        if failure == nil, rename(temporary, url.path) != 0 { failure = reason(errno) }
        guard failure == nil else {
            unlink(temporary)
            return failure
        }
        syncFolder(url.deletingLastPathComponent())
        return nil
    }

    /// Makes the folder at `url` and any missing parents, each 0700; nil when they are there, else the
    /// system's reason.
    static func makeFolders(_ url: URL) -> String? {
        let path = url.standardizedFileURL.path
        var info = stat()
        if stat(path, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : reason(ENOTDIR)
        }
        let parent = url.standardizedFileURL.deletingLastPathComponent()
        if parent.path != path, let failure = makeFolders(parent) { return failure }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { return reason(errno) }
        return chmod(path, 0o700) == 0 ? nil : reason(errno)
    }

    /// Takes away what others than the owner may do with the regular file at `url` (never through a link);
    /// returns whether it had to.
    static func makePrivate(_ url: URL) -> Bool {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o077 != 0 else {
            return false
        }
        return chmod(url.path, info.st_mode & 0o700) == 0
    }

    /// Makes a rename in the folder at `url` durable.
    private static func syncFolder(_ url: URL) {
        let descriptor = interrupted { open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        _ = interrupted { fsync(descriptor) }
        close(descriptor)
    }

    /// Calls `operation` again while it fails with `EINTR`.
    private static func interrupted<Result: BinaryInteger>(_ operation: () -> Result) -> Result {
        while true {
            let result = operation()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// The system's text for an `errno` value, such as "Permission denied".
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
