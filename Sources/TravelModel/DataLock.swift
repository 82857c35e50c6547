import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The advisory lock on a data directory, held by this process until `release()` or deinitialization.
///
/// One lock covers every file in the directory (expenses, trips, ...): take it once per run and hand the same
/// lock to each persistence, which keeps it alive. The lock is `flock(LOCK_EX | LOCK_NB)` on `wishlist.lock`,
/// and two `open` calls conflict even inside one process, so a second `acquire(in:)` of the same directory
/// fails while the first lock is held.
public final class DataLock: Sendable {
    /// The name of the lock file inside the data directory.
    public static let fileName = "wishlist.lock"

    /// The locked file's descriptor, -1 once released.
    private let descriptor: Mutex<Int32>

    /// The lock file.
    public let url: URL

    private init(descriptor: Int32, url: URL) {
        self.descriptor = Mutex(descriptor)
        self.url = url
    }

    /// Takes the lock on `directory`, creating the lock file (mode 0600) when it is missing.
    ///
    /// - Throws: `DataFileError.inUse` when another copy of wishlist holds the lock, or
    ///   `DataFileError.cannotLock` when the lock file cannot be opened or locked.
    public static func acquire(in directory: URL) throws -> DataLock {
        let lockURL = directory.appendingPathComponent(fileName, isDirectory: false)
        let descriptor = retryingOnInterrupt {
            open(lockURL.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            throw DataFileError.cannotLock(path: lockURL.path, reason: systemErrorReason(errno))
        }
        guard retryingOnInterrupt({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0 else {
            let code = errno
            close(descriptor)
            if code == EWOULDBLOCK {
                throw DataFileError.inUse(directory: directory.path)
            }
            throw DataFileError.cannotLock(path: lockURL.path, reason: systemErrorReason(code))
        }
        return DataLock(descriptor: descriptor, url: lockURL)
    }


    /// Whether the lock is still held.
    public var isHeld: Bool {
        descriptor.withLock { $0 >= 0 }
    }

    /// Releases the lock; later calls do nothing.
    public func release() {
        descriptor.withLock { descriptor in
            if descriptor >= 0 {
                close(descriptor)
                descriptor = -1
            }
        }
    }

    deinit {
        release()
    }
}
