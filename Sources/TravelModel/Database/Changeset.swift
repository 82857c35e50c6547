import CSQLite
import Foundation

/// A changeset as a session gives it (`DatabaseSession.changeset()`), read change by change
/// (`sqlite3changeset_start`, `_next`, `_op`, `_pk`, `_old`, `_new`).
///
/// The bytes are read as they are: a changeset cut short or damaged is an error of the reading, never a
/// shorter list of changes.
struct Changeset: Sendable, Equatable {
    /// The changeset's bytes.
    let bytes: Data

    /// The changes, in the changeset's order (a table's changes together, tables in the order they were first
    /// changed).
    ///
    /// - Throws: `DatabaseError` (`corrupt`, `misuse`) for bytes that are not a whole changeset.
    func changes() throws -> [ChangesetChange] {
        guard !bytes.isEmpty else { return [] }
        guard let size = Int32(exactly: bytes.count) else {
            throw DatabaseError(code: .tooBig, message: "a changeset of \(bytes.count) bytes is too large to read")
        }
        var copy = [UInt8](bytes)
        return try copy.withUnsafeMutableBytes { buffer in
            var iterator: OpaquePointer?
            var result = sqlite3changeset_start(&iterator, size, buffer.baseAddress)
            guard result == SQLITE_OK, let iterator else {
                throw DatabaseError(code: DatabaseResultCode(rawValue: result), message: "not a changeset")
            }
            var changes: [ChangesetChange] = []
            var failure: Int32 = SQLITE_OK
            while true {
                result = sqlite3changeset_next(iterator)
                guard result == SQLITE_ROW else { break }
                do {
                    changes.append(try Self.change(at: iterator))
                } catch {
                    failure = SQLITE_CORRUPT
                    break
                }
            }
            let finalized = sqlite3changeset_finalize(iterator)
            if failure != SQLITE_OK || result != SQLITE_DONE || finalized != SQLITE_OK {
                let code = failure != SQLITE_OK ? failure : result != SQLITE_DONE ? result : finalized
                throw DatabaseError(code: DatabaseResultCode(rawValue: code), message: "the changeset is damaged")
            }
            return changes
        }
    }

    /// The change the iterator is at.
    private static func change(at iterator: OpaquePointer) throws -> ChangesetChange {
        var table: UnsafePointer<CChar>?
        var columnCount: Int32 = 0
        var operation: Int32 = 0
        var indirect: Int32 = 0
        guard sqlite3changeset_op(iterator, &table, &columnCount, &operation, &indirect) == SQLITE_OK, let table,
              let kind = ChangesetChange.Kind(operation)
        else {
            throw DatabaseError(code: .corrupt, message: "a change that cannot be read")
        }
        var keyFlags: UnsafeMutablePointer<UInt8>?
        var keyCount: Int32 = 0
        guard sqlite3changeset_pk(iterator, &keyFlags, &keyCount) == SQLITE_OK, let keyFlags else {
            throw DatabaseError(code: .corrupt, message: "a change without its primary key")
        }
        let count = Int(columnCount)
        let primaryKey = (0..<count).map { $0 < Int(keyCount) && keyFlags[$0] != 0 }
        func values(_ read: (Int32, UnsafeMutablePointer<OpaquePointer?>) -> Int32) -> [DatabaseValue?] {
            (0..<columnCount).map { column in
                var value: OpaquePointer?
                guard read(column, &value) == SQLITE_OK, let value else { return nil }
                return databaseValue(of: value)
            }
        }
        let old = kind == .insert ? Array(repeating: nil, count: count) : values { sqlite3changeset_old(iterator, $0, $1) }
        let new = kind == .delete ? Array(repeating: nil, count: count) : values { sqlite3changeset_new(iterator, $0, $1) }
        return ChangesetChange(table: String(cString: table), kind: kind, primaryKey: primaryKey, old: old, new: new)
    }

    /// The value an `sqlite3_value *` holds, in its storage class.
    private static func databaseValue(of value: OpaquePointer) -> DatabaseValue {
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT:
            return .real(sqlite3_value_double(value))
        case SQLITE_TEXT:
            // The pointer first, then its length in bytes, as SQLite asks.
            let text = sqlite3_value_text(value)
            let count = Int(sqlite3_value_bytes(value))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: text == nil ? 0 : count), as: UTF8.self))
        case SQLITE_BLOB:
            let bytes = sqlite3_value_blob(value)
            let count = Int(sqlite3_value_bytes(value))
            return .blob(bytes.map { Data(bytes: $0, count: count) } ?? Data())
        default:
            return .null
        }
    }
}

/// One change of a changeset: a row of `table` inserted, deleted or updated.
struct ChangesetChange: Equatable, Sendable {
    /// What was done to the row.
    enum Kind: Equatable, Sendable {
        case insert, update, delete

        init?(_ operation: Int32) {
            switch operation {
            case SQLITE_INSERT: self = .insert
            case SQLITE_UPDATE: self = .update
            case SQLITE_DELETE: self = .delete
            default: return nil
            }
        }
    }

    /// The table's name.
    var table: String
    var kind: Kind
    /// For each column of the table, in its order, whether it is part of the primary key.
    var primaryKey: [Bool]
    /// For each column, the value before: every column of a deleted row; of an updated row its primary key and
    /// the columns that changed (nil for the others); nil for an inserted row.
    var old: [DatabaseValue?]
    /// For each column, the value after: every column of an inserted row; of an updated row the columns that
    /// changed (nil for the others, its primary key among them); nil for a deleted row.
    var new: [DatabaseValue?]
}
