/// The bytes of a CSV file, a chunk at a time: a regular file read by `FileChunks` (1 MiB a chunk), or bytes in
/// memory (tests). Its first chunk can be read ahead (`firstChunk()`) to tell the encoding and the separator;
/// the reader then starts from it.
///
/// Not `Sendable`: one reader reads it.
final class CSVByteSource {
    private let file: FileChunks?
    /// Chunks read ahead or given, not yet handed to the reader.
    private var waiting: [[UInt8]]
    /// The file's size in bytes when it was opened (for bytes in memory, their count).
    let size: Int
    /// How many bytes have been handed to the reader.
    private(set) var bytesHanded = 0

    /// The bytes of the regular file at `path`.
    ///
    /// - Throws: `CSVFileError.missing` when it is missing, `.cannotRead` when it is not a regular file or
    ///   cannot be opened.
    init(path: String) throws(CSVFileError) {
        switch FileChunks.open(path) {
        case .opened(let chunks):
            file = chunks
            size = chunks.size
        case .missing:
            throw .missing
        case .failed(let reason):
            throw .cannotRead(reason: reason)
        }
        waiting = []
    }

    /// `chunks`, as if read from a file a chunk at a time (for tests).
    init(chunks: [[UInt8]]) {
        file = nil
        size = chunks.reduce(0) { $0 + $1.count }
        waiting = chunks.filter { !$0.isEmpty }
    }

    /// The first chunk, read now and handed again by the first `next()`.
    func firstChunk() throws(CSVFileError) -> [UInt8] {
        if let first = waiting.first { return first }
        let chunk = try read()
        waiting = [chunk]
        return chunk
    }

    /// The next chunk; empty at the end.
    func next() throws(CSVFileError) -> [UInt8] {
        let chunk = waiting.isEmpty ? try read() : waiting.removeFirst()
        bytesHanded += chunk.count
        return chunk
    }

    private func read() throws(CSVFileError) -> [UInt8] {
        guard let file else { return [] }
        do {
            return try file.next()
        } catch {
            throw .cannotRead(reason: FailureReason(error))
        }
    }
}
