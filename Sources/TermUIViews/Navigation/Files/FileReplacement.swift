import Foundation

/// A regular file's bytes written in place of the file a URL names, atomically: into a temporary file beside it,
/// flushed to the disk, then renamed over it, so that a reader, a crash or a kill sees the old bytes or the new
/// ones, never half of them. A link is written through (the file it points to gets the bytes and the link stays a
/// link), and the file replaced keeps its permissions (a private 0600 note stays private). What fails is a
/// `CocoaError` as Foundation's writes throw, with the system's error under it.
enum FileReplacement {
    static func write(_ data: Data, to url: URL) throws {
        let target = url.resolvingSymlinksInPath()
        var status = stat()
        let keptMode = stat(target.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? status.st_mode & 0o7777 : nil
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).partial")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(errno, url) }
        // Closed once only: a second close could close a descriptor another thread has opened since.
        var isOpen = true
        do {
            if let keptMode, fchmod(descriptor, keptMode) != 0 { throw failure(errno, url) }
            try writeAll(data, to: descriptor, url: url)
            guard fsync(descriptor) == 0 else { throw failure(errno, url) }
            isOpen = false
            guard close(descriptor) == 0 else { throw failure(errno, url) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, target.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw failure(code, url)
        }
    }

    /// Writes every byte, going on after a write cut short or interrupted by a signal.
    private static func writeAll(_ data: Data, to descriptor: Int32, url: URL) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(errno, url)
                }
                offset += written
            }
        }
    }

    /// The error Foundation throws for a failed write with the system's `code`.
    private static func failure(_ code: Int32, _ url: URL) -> CocoaError {
        let kind: CocoaError.Code = switch code {
        case ENOSPC, EDQUOT: .fileWriteOutOfSpace
        case EROFS: .fileWriteVolumeReadOnly
        case EACCES, EPERM: .fileWriteNoPermission
        case ENOENT, ENOTDIR: .fileNoSuchFile
        default: .fileWriteUnknown
        }
        return CocoaError(kind, userInfo: [
            NSURLErrorKey: url, NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
        ])
    }
}
