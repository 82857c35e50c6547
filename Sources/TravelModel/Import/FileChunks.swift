import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file read from its start to its end a chunk at a time (`read(2)`, `chunkSize` bytes), for
/// `JSONTokenizer`: a file of any size is read in the memory of one chunk.
///
/// Only a regular file is opened for reading (`O_NOFOLLOW | O_NONBLOCK`: a link, a FIFO or a device never is).
/// Not `Sendable`: one reader reads it; the descriptor closes with it.
final class FileChunks {
    /// How many bytes a chunk holds at most.
    static let chunkSize = 1 << 20

    /// What opening a file found.
    enum Opening {
        case opened(FileChunks)
        /// There is no file.
        case missing
        /// The file cannot be read, for a short reason, such as "not a regular file" or "Permission denied".
        case failed(reason: FailureReason)
    }

    private let descriptor: Int32
    /// The file's size when it was opened, in bytes.
    let size: Int
    /// How many bytes the chunks given so far hold.
    private(set) var bytesRead = 0

    private init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    deinit {
        close(descriptor)
    }

    /// Opens the regular file at `path` for reading.
    static func open(_ path: String) -> Opening {
        let descriptor = retryingOnInterrupt { Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP { return .failed(reason: .symbolicLink) }
            return code == ENOENT ? .missing : .failed(reason: .system(code: code))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = FailureReason.system(code: errno)
            close(descriptor)
            return .failed(reason: reason)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .opened(FileChunks(descriptor: descriptor, size: Int(info.st_size)))
        case S_IFDIR:
            close(descriptor)
            return .failed(reason: .system(code: EISDIR))
        default:
            close(descriptor)
            return .failed(reason: .notARegularFile)
        }
    }

    /// The next chunk of the file; empty at its end.
    /// - Throws: `SystemCallError` when the system cannot read on.
    func next() throws -> [UInt8] {
        var failure: Int32 = 0
        let chunk = [UInt8](unsafeUninitializedCapacity: Self.chunkSize) { buffer, count in
            let read = retryingOnInterrupt { systemRead(descriptor, buffer.baseAddress, buffer.count) }
            if read < 0 { failure = errno }
            count = max(0, read)
        }
        guard failure == 0 else { throw SystemCallError(code: failure) }
        bytesRead += chunk.count
        return chunk
    }
}
