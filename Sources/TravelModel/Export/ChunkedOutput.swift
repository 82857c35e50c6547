import Foundation

/// Text out to a file descriptor a chunk at a time: what is written is gathered in a buffer of
/// `chunkSize` bytes and goes out with one `write(2)` when the buffer is full, so that an export of any size
/// holds one chunk in memory and makes few system calls.
///
/// It belongs to one thread at a time (it is not `Sendable`).
public final class ChunkedOutput {
    /// How many bytes go out at a time.
    public static let chunkSize = 64 << 10

    /// Where the bytes go.
    let descriptor: Int32
    /// What is written and not yet out.
    private var buffer: [UInt8] = []
    /// How many bytes went out.
    public private(set) var bytesWritten = 0

    /// Output to `descriptor`, which stays open (the caller closes it).
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.chunkSize)
    }

    /// Adds the UTF-8 bytes of `text`, sending the chunk out when it is full.
    ///
    /// - Throws: `SystemCallError` for a write that fails (`EPIPE` when a pipe's reader has gone, `ENOSPC`).
    func write(_ text: String) throws(SystemCallError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.chunkSize {
            try flush()
        }
    }

    /// Adds what `body` appends to the buffer (bytes made in place, without a `String`: the data document's
    /// entries), sending the chunk out when it is full.
    ///
    /// - Throws: `SystemCallError` for a write that fails.
    func append(_ body: (inout [UInt8]) -> Void) throws(SystemCallError) {
        body(&buffer)
        if buffer.count >= Self.chunkSize {
            try flush()
        }
    }

    /// Sends out what is in the buffer.
    ///
    /// - Throws: `SystemCallError` for a write that fails.
    public func flush() throws(SystemCallError) {
        guard !buffer.isEmpty else { return }
        let failure = buffer.withUnsafeBytes { SystemCallError.writeAll($0, to: descriptor) }
        if let failure { throw SystemCallError(code: failure) }
        bytesWritten += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }
}

/// A chunked output is confined to one thread at a time.
@available(*, unavailable)
extension ChunkedOutput: Sendable {}
