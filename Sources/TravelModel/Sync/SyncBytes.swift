import Foundation

/// The bytes of a sync file's parts, written (`SyncBytesWriter`) and read back (`SyncBytesReader`): numbers
/// big-endian, a value as a tag and its bytes (0 NULL, 1 a 64-bit integer, 2 a double's bits, 3 UTF-8 text
/// and 4 a blob, each of the last two after its length as 32 bits). `Documentation/sync.md` has the layout.
struct SyncBytesWriter {
    /// What was written so far.
    private(set) var bytes = Data()

    mutating func append(_ number: UInt64) {
        withUnsafeBytes(of: number.bigEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ number: UInt32) {
        withUnsafeBytes(of: number.bigEndian) { bytes.append(contentsOf: $0) }
    }

    /// `data` after its length.
    mutating func appendSized(_ data: Data) {
        append(UInt32(data.count))
        bytes.append(data)
    }

    mutating func append(_ value: DatabaseValue) {
        switch value {
        case .null:
            bytes.append(0)
        case .integer(let integer):
            bytes.append(1)
            append(UInt64(bitPattern: integer))
        case .real(let real):
            bytes.append(2)
            append(real.bitPattern)
        case .text(let text):
            bytes.append(3)
            appendSized(Data(text.utf8))
        case .blob(let blob):
            bytes.append(4)
            appendSized(blob)
        }
    }

    /// `values` after their count.
    mutating func append(_ values: [DatabaseValue]) {
        append(UInt32(values.count))
        for value in values { append(value) }
    }

    /// Appends raw bytes.
    mutating func appendRaw(_ data: Data) {
        bytes.append(data)
    }
}

/// Reads what `SyncBytesWriter` wrote; a read past the end, or a tag that is no value, throws `SyncBytesError`.
struct SyncBytesReader {
    private let bytes: Data
    private var offset: Int

    init(_ bytes: Data) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset == bytes.endIndex }

    mutating func raw(_ count: Int) throws(SyncBytesError) -> Data {
        guard count >= 0, bytes.endIndex - offset >= count else { throw SyncBytesError() }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func uint64() throws(SyncBytesError) -> UInt64 {
        try raw(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    mutating func uint32() throws(SyncBytesError) -> UInt32 {
        try raw(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func sized() throws(SyncBytesError) -> Data {
        try raw(Int(try uint32()))
    }

    mutating func value() throws(SyncBytesError) -> DatabaseValue {
        switch try raw(1).first {
        case 0: return .null
        case 1: return .integer(Int64(bitPattern: try uint64()))
        case 2: return .real(Double(bitPattern: try uint64()))
        case 3:
            guard let text = String(validating: try sized(), as: UTF8.self) else { throw SyncBytesError() }
            return .text(text)
        case 4: return .blob(Data(try sized()))
        default: throw SyncBytesError()
        }
    }

    mutating func values() throws(SyncBytesError) -> [DatabaseValue] {
        let count = Int(try uint32())
        // Each value takes a byte at least: a count beyond what is left is damage, not a reason to allocate.
        guard count <= bytes.endIndex - offset else { throw SyncBytesError() }
        return try (0..<count).map { _ throws(SyncBytesError) in try value() }
    }
}

/// Bytes that are not what `SyncBytesWriter` writes.
struct SyncBytesError: Error {}
