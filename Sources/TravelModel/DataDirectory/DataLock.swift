import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The advisory lock on a data directory, held by this process until `release()` or deinitialization.
///
/// One lock covers every file in the directory (the database, the settings, the pictures, ...): take it once
/// per run and hand the same lock to each store, which keeps it alive. It is two `flock(LOCK_EX | LOCK_NB)`
/// locks, and a second copy must take both:
/// - on the data directory itself, opened `O_DIRECTORY`: a directory cannot be removed or replaced while it
///   holds files, so nothing done to the files in it can free this lock;
/// - on `wishlist.lock` in it, which is what earlier versions lock, so that they are kept out too. Opening it
///   never blocks (`O_NONBLOCK`, `O_NOFOLLOW`); anything but a regular file there is refused, and after the
///   lock is taken the file locked must still be the one at the path (it is taken again otherwise).
///
/// Two `open` calls conflict even inside one process, so a second `acquire(in:)` of the same directory fails
/// while the first lock is held.
public final class DataLock: Sendable {
    /// The name of the lock file inside the data directory.
    public static let fileName = "wishlist.lock"

    /// How many times a lock whose file was replaced while it was taken is taken again before giving up.
    private static let attempts = 5

    /// The locked descriptors (the directory's, when its file system can lock it, and the lock file's);
    /// empty once released.
    private let descriptors: Mutex<[Int32]>

    /// The lock file.
    public let url: URL

    private init(descriptors: [Int32], url: URL) {
        self.descriptors = Mutex(descriptors)
        self.url = url
    }

    /// Takes the lock on `directory`, creating the lock file (mode 0600) when it is missing.
    ///
    /// - Throws: `DataFileError.inUse` when another copy of wishlist holds the lock (on the directory, or on
    ///   the lock file), or `DataFileError.cannotLock` when either cannot be opened or locked, or the lock
    ///   file is not a regular file.
    public static func acquire(in directory: URL) throws -> DataLock {
        let lockURL = directory.appendingPathComponent(fileName, isDirectory: false)
        let directoryDescriptor = try lock(directory, in: directory, isDirectory: true)
        do {
            let fileDescriptor = try lock(lockURL, in: directory, isDirectory: false)
            return DataLock(descriptors: [directoryDescriptor, fileDescriptor].compactMap { $0 }, url: lockURL)
        } catch {
            if let directoryDescriptor { close(directoryDescriptor) }
            throw error
        }
    }

    /// Opens `url` (the data directory or the lock file in it) and locks it, taking it again while what was
    /// locked is no longer what is at the path (replaced, removed). Returns the locked descriptor, or nil
    /// when the file system cannot lock the directory at all.
    private static func lock(_ url: URL, in directory: URL, isDirectory: Bool) throws -> Int32? {
        for _ in 0..<attempts {
            let descriptor = try isDirectory ? openDirectory(url) : openLockFile(url)
            guard retryingOnInterrupt({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0 else {
                let code = errno
                close(descriptor)
                if code == EWOULDBLOCK {
                    throw DataFileError.inUse(directory: directory.path)
                }
                // Only the directory can meet a file system that does not lock directories (NFS emulates
                // flock with byte ranges, which need a file open for writing): the lock file is then all
                // that keeps a second copy out, as it was for earlier versions.
                if isDirectory, [EBADF, ENOLCK, EINVAL, EOPNOTSUPP].contains(code) {
                    return nil
                }
                throw DataFileError.cannotLock(path: url.path, reason: .system(code: code))
            }
            if isStill(descriptor, at: url) {
                return descriptor
            }
            close(descriptor)
        }
        throw DataFileError.cannotLock(path: url.path, reason: .replacedWhileLocking)
    }

    /// Opens the data directory itself, for its lock.
    private static func openDirectory(_ url: URL) throws -> Int32 {
        let descriptor = retryingOnInterrupt { open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            throw DataFileError.cannotLock(path: url.path, reason: .system(code: errno))
        }
        return descriptor
    }

    /// Opens the lock file, made (0600) when missing; anything but a regular file in its place is refused
    /// without being opened for long, or waited on.
    private static func openLockFile(_ url: URL) throws -> Int32 {
        let path = url.path
        var info = stat()
        if lstat(path, &info) == 0, let kind = RegularFile.kind(ofMode: info.st_mode) {
            throw refusal(of: url, kind: kind)
        }
        let descriptor = retryingOnInterrupt {
            open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            let code = errno
            // Made a link since it was looked at.
            if code == ELOOP { throw refusal(of: url, kind: "a symbolic link") }
            throw DataFileError.cannotLock(path: path, reason: .system(code: code))
        }
        // Replaced by something else since it was looked at.
        if fstat(descriptor, &info) == 0, let kind = RegularFile.kind(ofMode: info.st_mode) {
            close(descriptor)
            throw refusal(of: url, kind: kind)
        }
        return descriptor
    }

    /// The error for a lock file that is not a regular file, saying what to do.
    private static func refusal(of url: URL, kind: String) -> DataFileError {
        .cannotLock(path: url.path, reason: .lockNotAFile(kind: kind))
    }

    /// Whether `descriptor` is still the file at `url`: the same device and inode.
    private static func isStill(_ descriptor: Int32, at url: URL) -> Bool {
        var opened = stat(), there = stat()
        guard fstat(descriptor, &opened) == 0, stat(url.path, &there) == 0 else { return false }
        return opened.st_dev == there.st_dev && opened.st_ino == there.st_ino
    }

    /// Whether the lock is still held.
    public var isHeld: Bool {
        descriptors.withLock { !$0.isEmpty }
    }

    /// Releases the lock; later calls do nothing.
    public func release() {
        descriptors.withLock { descriptors in
            for descriptor in descriptors {
                close(descriptor)
            }
            descriptors = []
        }
    }

    deinit {
        release()
    }
}
