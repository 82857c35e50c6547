import Foundation

/// What one numbered sync file holds: the changes of one commit on one machine (or, in a machine's first
/// file, all its data), as a changeset the session extension made, with each updated row as it was after
/// the commit, and when and at which schema version it was made. `Documentation/sync.md` has the layout.
struct SyncFile: Equatable, Sendable {
    /// The database's schema version on the machine that wrote it: a file is applied only at the same one.
    var schemaVersion: Int32
    /// When the commit was made (seconds since 1970, that machine's clock): the time of each of its changes.
    var created: Double
    /// The changeset, as `DatabaseSession.changeset()` gave it.
    var changeset: Data
    /// For each update of the changeset, in its order, every column of the row as it was after the commit.
    var updatedRows: [[DatabaseValue]]

    /// The first bytes of every sync file.
    static let magic = Data("WLSYNC\r\n".utf8)
    /// The version of the layout this app writes and reads.
    static let formatVersion: UInt32 = 1
    /// The header's length: the magic, the format and schema versions, the time, the body's length and the
    /// checksum.
    static let headerLength = 40

    /// The file's bytes: the header, then the body (the changeset after its length, then the updated rows
    /// after their count). The checksum (FNV-1a, 64 bits) covers the header before it and the body.
    func encoded() -> Data {
        var body = SyncBytesWriter()
        body.append(UInt64(changeset.count))
        body.appendRaw(changeset)
        body.append(UInt32(updatedRows.count))
        for row in updatedRows { body.append(row) }
        var header = SyncBytesWriter()
        header.appendRaw(Self.magic)
        header.append(Self.formatVersion)
        header.append(UInt32(bitPattern: schemaVersion))
        header.append(created.bitPattern)
        header.append(UInt64(body.bytes.count))
        var checksum = FNV1a64()
        checksum.add(header.bytes)
        checksum.add(body.bytes)
        header.append(checksum.value)
        return header.bytes + body.bytes
    }

    /// What `bytes`, a file's content as it is now, is: a whole file, one still being written or copied
    /// (shorter than its header says), or one that can never be read.
    static func read(_ bytes: Data) -> SyncFileReading {
        guard bytes.count >= headerLength else {
            // Even a short file starts as every sync file does, unless it is something else.
            return magic.starts(with: bytes.prefix(magic.count)) ? .incomplete : .damaged(.notASyncFile)
        }
        var reader = SyncBytesReader(bytes)
        do throws(SyncBytesError) {
            guard try reader.raw(magic.count) == magic else { return .damaged(.notASyncFile) }
            let format = try reader.uint32()
            guard format == formatVersion else { return .unknownFormat(format) }
            let schema = Int32(bitPattern: try reader.uint32())
            let created = Double(bitPattern: try reader.uint64())
            let bodyLength = try reader.uint64()
            let checksum = try reader.uint64()
            let expected = UInt64(headerLength).addingReportingOverflow(bodyLength)
            guard !expected.overflow, expected.partialValue <= UInt64(Int.max) else { return .damaged(.wrongLength) }
            if UInt64(bytes.count) < expected.partialValue { return .incomplete }
            guard UInt64(bytes.count) == expected.partialValue else { return .damaged(.longerThanItsHeader) }
            var sum = FNV1a64()
            sum.add(bytes.prefix(headerLength - 8))
            sum.add(bytes.dropFirst(headerLength))
            guard sum.value == checksum else { return .damaged(.checksumMismatch) }
            let changesetLength = try reader.uint64()
            guard changesetLength <= UInt64(bytes.count) else { return .damaged(.wrongChangesetLength) }
            let changeset = try reader.raw(Int(changesetLength))
            let rowCount = Int(try reader.uint32())
            guard rowCount <= bytes.count else { return .damaged(.wrongRowCount) }
            var rows: [[DatabaseValue]] = []
            rows.reserveCapacity(rowCount)
            for _ in 0..<rowCount { rows.append(try reader.values()) }
            guard reader.isAtEnd, created.isFinite else { return .damaged(.bodyUnlikeItsHeader) }
            return .whole(SyncFile(schemaVersion: schema, created: created, changeset: Data(changeset), updatedRows: rows))
        } catch {
            return .damaged(.bodyCutOrDamaged)
        }
    }
}

/// What a sync file's bytes are (`SyncFile.read(_:)`).
enum SyncFileReading: Equatable, Sendable {
    /// A whole file.
    case whole(SyncFile)
    /// Shorter than its header says, or than a header: still being written or copied; read again later.
    case incomplete
    /// A file of a layout this version does not know (a newer app's); read again once updated.
    case unknownFormat(UInt32)
    /// Never a sync file, or damaged: the reason.
    case damaged(SyncFileDamage)
}

/// FNV-1a, 64 bits: a checksum that tells a damaged or mixed-up file from the one written (not a defence
/// against someone who means harm: whoever can write the synced folder can write any change).
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ data: Data) {
        var value = self.value
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        self.value = value
    }
}
