import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replacing a file atomically and durably: a crash leaves the old file or the new one, never part of one.
enum AtomicFileWrite {
    /// Writes `bytes` to `temporary` (created with mode 0600, which must not exist as anything but a file),
    /// flushes it to disk with `fsync`, renames it over `target`, then flushes `target`'s directory too.
    ///
    /// Returns nil, or the `errno` of the step that failed; on failure `target` is untouched and the temporary
    /// file is removed.
    static func replace(_ target: String, through temporary: String, with bytes: UnsafeRawBufferPointer) -> Int32? {
        do {
            let replacement = try AtomicFileReplacement(target: target, temporary: temporary)
            try replacement.write(bytes)
            try replacement.commit()
            return nil
        } catch {
            return error.code
        }
    }
}

/// A file written a piece at a time in place of another, atomically and durably (`AtomicFileWrite`): the
/// pieces go to a temporary file beside it (mode 0600), which `commit()` flushes to disk and renames over the
/// target; until then the target is as it was, and `abandon()` (or letting go of the replacement) removes the
/// temporary file, so that nothing of a failed write is left.
///
/// It belongs to one thread at a time (it is not `Sendable`).
public final class AtomicFileReplacement {
    /// The file replaced.
    public let target: String
    /// The temporary file written until `commit()`.
    public let temporary: String
    /// The temporary file's descriptor, open for writing until `commit()` or `abandon()`.
    public let descriptor: Int32
    /// Whether the temporary file is still open, and there.
    private var isPending = true

    /// Begins replacing `target` with a temporary file `.<name>.tmp-<pid>` beside it.
    ///
    /// - Throws: `SystemCallError` when the temporary file cannot be made (the directory does not exist, or
    ///   cannot be written).
    public convenience init(replacing target: String) throws(SystemCallError) {
        try self.init(target: target, temporary: Self.temporaryPath(replacing: target))
    }

    /// The temporary file that replaces `target`, `.<name>.tmp-<pid>` beside it: for a command to remove when
    /// a signal ends it midway.
    public static func temporaryPath(replacing target: String) -> String {
        let url = URL(fileURLWithPath: target, isDirectory: false)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())").path
    }

    /// Begins replacing `target` with `temporary` (created with mode 0600; a file left there by a crashed
    /// write is removed first, and anything else that is there refuses it).
    ///
    /// - Throws: `SystemCallError` when the temporary file cannot be made.
    init(target: String, temporary: String) throws(SystemCallError) {
        // A leftover from a crashed save of a process with the same id; O_EXCL below refuses anything else.
        if unlink(temporary) != 0, errno != ENOENT, errno != EISDIR {
            throw SystemCallError(code: errno)
        }
        let descriptor = retryingOnInterrupt {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw SystemCallError(code: errno) }
        self.target = target
        self.temporary = temporary
        self.descriptor = descriptor
        // The umask may have removed bits: the file must be exactly 0600.
        guard fchmod(descriptor, 0o600) == 0 else {
            let error = SystemCallError(code: errno)
            abandon()
            throw error
        }
    }

    /// Removes the temporary file, unless it was committed.
    deinit {
        abandon()
    }

    /// Writes all of `bytes` to the temporary file.
    ///
    /// - Throws: `SystemCallError` for a write that fails (a full disk); the replacement is then abandoned.
    func write(_ bytes: UnsafeRawBufferPointer) throws(SystemCallError) {
        if let code = SystemCallError.writeAll(bytes, to: descriptor) {
            abandon()
            throw SystemCallError(code: code)
        }
    }

    /// Flushes the temporary file to disk, renames it over the target, and flushes the directory.
    ///
    /// - Throws: `SystemCallError` for the step that failed; the target is then as it was, and the temporary
    ///   file gone.
    public func commit() throws(SystemCallError) {
        guard isPending else { throw SystemCallError(code: EBADF) }
        guard retryingOnInterrupt({ fsync(descriptor) }) == 0 else {
            let error = SystemCallError(code: errno)
            abandon()
            throw error
        }
        isPending = false
        guard close(descriptor) == 0, rename(temporary, target) == 0 else {
            let error = SystemCallError(code: errno)
            unlink(temporary)
            throw error
        }
        KeepAside.syncDirectory(URL(fileURLWithPath: target, isDirectory: false).deletingLastPathComponent())
    }

    /// Closes and removes the temporary file, leaving the target as it was; nothing once committed.
    public func abandon() {
        guard isPending else { return }
        isPending = false
        close(descriptor)
        unlink(temporary)
    }
}

/// A system call that failed, with its `errno`.
public struct SystemCallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno` value, such as `ENOSPC`.
    public let code: Int32

    /// The failure of `code`.
    public init(code: Int32) {
        self.code = code
    }

    /// The system's words for it, such as "No space left on device".
    public var description: String {
        FailureReason.systemWords(code)
    }

    /// Writes all of `bytes` to `descriptor`, again after a partial write or an interruption; returns nil, or
    /// the `errno` of the write that failed (`EIO` for one that wrote nothing).
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = retryingOnInterrupt {
                systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }
}
