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

/// How far the update of the database to this version's schema has come, for a step that goes through every
/// expense (schema version 5 works out each title's key, then makes two indexes: some seconds at a million
/// expenses): to show while it runs.
public struct DatabaseUpdateProgress: Equatable, Sendable {
    /// How many rows have been updated.
    public let rowsDone: Int
    /// How many rows the update goes through.
    public let totalRows: Int
    /// How many indexes have been made after the rows, of `indexCount`.
    public let indexesMade: Int
    public let indexCount: Int

    public init(rowsDone: Int, totalRows: Int, indexesMade: Int = 0, indexCount: Int = 0) {
        self.rowsDone = rowsDone
        self.totalRows = totalRows
        self.indexesMade = indexesMade
        self.indexCount = indexCount
    }

    /// The part done, from 0 to 1, with each index made counted as much work as the rows (as it is, roughly:
    /// a pass over them and a sort).
    public var fractionDone: Double {
        let passes = Double(1 + indexCount)
        let rows = totalRows > 0 ? min(1, Double(rowsDone) / Double(totalRows)) : 1
        return min(1, (rows + Double(indexesMade)) / passes)
    }
}
