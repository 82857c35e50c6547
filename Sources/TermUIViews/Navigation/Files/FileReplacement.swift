/// A regular file's bytes written in place of the file a URL names, atomically: into a temporary file beside it,
/// flushed to the disk, then renamed over it, so that a reader, a crash or a kill sees the old bytes or the new
/// ones, never half of them. A link is written through (the file it points to gets the bytes and the link stays a
/// link), and the file replaced keeps its permissions (a private 0600 note stays private). What fails is a
/// `CocoaError` as Foundation's writes throw, with the system's error under it.
///
/// The temporary file is `.NAME.UUID.partial`, locked (`flock`) by the writer from before its first byte until
/// after the rename. A writer killed between the two leaves it behind; the next successful write of the same
/// file removes every one of these it can lock at once (`removeStalePartials`): a partial still locked is
/// another writer's, perhaps another process's, at work right now, and is left to it.
enum FileReplacement {
    static func write(_ data: Data, to url: URL) throws {
        let target = url.resolvingSymlinksInPath()
        var status = stat()
        let keptMode = stat(target.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? status.st_mode & 0o7777 : nil
        let (temporary, descriptor) = try createLockedPartial(for: target, url: url)
        // Closed once only: a second close could close a descriptor another thread has opened since. It stays
        // open (so locked) until after the rename: a partial unlocked before it could be taken for a stale one.
        // What close returns says nothing more: fsync has said whether the bytes are on the disk.
        defer { close(descriptor) }
        do {
            if let keptMode, fchmod(descriptor, keptMode) != 0 { throw failure(errno, url) }
            try writeAll(data, to: descriptor, url: url)
            guard fsync(descriptor) == 0 else { throw failure(errno, url) }
        } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, target.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw failure(code, url)
        }
        removeStalePartials(of: target)
    }

    /// Creates the temporary file beside `target` and locks it. Another writer's `removeStalePartials` may
    /// remove it between the two (it was not locked yet): then it has no name left, and a new one is made.
    private static func createLockedPartial(for target: URL, url: URL) throws -> (URL, Int32) {
        while true {
            let temporary = target.deletingLastPathComponent()
                .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).partial")
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw failure(errno, url) }
            var status = stat()
            guard flock(descriptor, LOCK_EX) == 0, fstat(descriptor, &status) == 0 else {
                let code = errno
                close(descriptor)
                unlink(temporary.path)
                throw failure(code, url)
            }
            if status.st_nlink > 0 { return (temporary, descriptor) }
            close(descriptor)
        }
    }

    /// Removes the partials of `target` that earlier writers left (killed, or the machine stopped, before
    /// their rename): each `.NAME.UUID.partial` regular file beside it that can be locked without waiting, as
    /// no writer holds it. Anything else is left as it is: a locked partial (a writer at it now), another
    /// file's, a name that only looks alike, a folder or a link.
    static func removeStalePartials(of target: URL) {
        let folder = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where isPartialName(name, prefix: prefix) {
            let path = folder.appendingPathComponent(name).path
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                flock(descriptor, LOCK_EX | LOCK_NB) == 0
            else { continue }
            // Unlinked while locked: a writer that made it has died, and one that makes a new file takes
            // another name.
            unlink(path)
        }
    }

    /// Whether `name` is `prefix` (".NAME."), a UUID and ".partial": a name only `write` gives.
    private static func isPartialName(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix), name.hasSuffix(".partial") else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(".partial".count)
        return UUID(uuidString: String(middle)) != nil
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
