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
        // A leftover from a crashed save of a process with the same id; O_EXCL below refuses anything else.
        if unlink(temporary) != 0, errno != ENOENT, errno != EISDIR {
            return errno
        }
        let descriptor = retryingOnInterrupt {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            return errno
        }
        var isOpen = true
        var isRenamed = false
        defer {
            if isOpen {
                close(descriptor)
            }
            if !isRenamed {
                unlink(temporary)
            }
        }

        // The umask may have removed bits: the file must be exactly 0600.
        guard fchmod(descriptor, 0o600) == 0 else {
            return errno
        }
        var offset = 0
        while offset < bytes.count {
            let written = retryingOnInterrupt {
                systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            guard written > 0 else {
                return written < 0 ? errno : EIO
            }
            offset += written
        }
        guard retryingOnInterrupt({ fsync(descriptor) }) == 0 else {
            return errno
        }
        isOpen = false
        guard close(descriptor) == 0 else {
            return errno
        }
        guard rename(temporary, target) == 0 else {
            return errno
        }
        isRenamed = true
        KeepAside.syncDirectory(URL(fileURLWithPath: target, isDirectory: false).deletingLastPathComponent())
        return nil
    }
}
