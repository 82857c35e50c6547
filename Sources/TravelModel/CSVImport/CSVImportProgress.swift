import Synchronization

/// How far a CSV import (or its preview) has come, as it reads the file: for a progress bar.
public struct CSVImportProgress: Equatable, Sendable {
    /// How many rows have been read.
    public var rowsRead: Int
    /// How many bytes of the file have been read.
    public var bytesRead: Int
    /// The size of the file, in bytes.
    public var totalBytes: Int

    /// Progress of `rowsRead` rows and `bytesRead` of the file's `totalBytes`.
    public init(rowsRead: Int, bytesRead: Int, totalBytes: Int) {
        self.rowsRead = rowsRead
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
    }

    /// The part of the file read, from 0 to 1 (1 for an empty file).
    public var fractionRead: Double {
        totalBytes > 0 ? min(1, Double(bytesRead) / Double(totalBytes)) : 1
    }
}

/// Stops a CSV import, its preview or its guess from another thread (Esc in the sheet, Ctrl-C for the
/// command): the work sees it at its next row, and an import then rolls back everything it wrote.
public final class CSVImportCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// A cancellation not yet asked for.
    public init() {}

    /// Asks the work to stop.
    public func cancel() {
        flag.store(true, ordering: .relaxed)
    }

    /// Whether the work was asked to stop.
    public var isCancelled: Bool {
        flag.load(ordering: .relaxed)
    }
}

/// Why a CSV import, its preview or its guess stopped: nothing of the file is in the database.
public enum CSVImportFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be imported (not UTF-8, a quote never closed, no date column, ...).
    case file(CSVFileError)
    /// The database could not be read or written, for `reason`.
    case database(reason: FailureReason)
    /// It was cancelled (`CSVImportCancellation`).
    case cancelled

    /// One line for the user.
    public var description: String {
        switch self {
        case .file(let error): error.description
        case .database(let reason): "the database could not be written: \(reason)"
        case .cancelled: "cancelled: nothing was imported"
        }
    }
}
