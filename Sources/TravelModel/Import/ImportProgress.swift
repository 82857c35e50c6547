/// How far the import of an earlier version's file has come, as it reads the file: to show while a large one
/// is read.
public struct ImportProgress: Equatable, Sendable {
    /// The file being read, such as "expenses.json".
    public let fileName: String
    /// How many entries have been read.
    public let entriesRead: Int
    /// How many bytes of the file have been read.
    public let bytesRead: Int
    /// The size of the file, in bytes.
    public let totalBytes: Int

    /// Progress of `entriesRead` entries and `bytesRead` of the `totalBytes` of the file `fileName`.
    public init(fileName: String, entriesRead: Int, bytesRead: Int, totalBytes: Int) {
        self.fileName = fileName
        self.entriesRead = entriesRead
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
    }

    /// The part of the file read, from 0 to 1 (1 for an empty file).
    public var fractionRead: Double {
        totalBytes > 0 ? min(1, Double(bytesRead) / Double(totalBytes)) : 1
    }
}
