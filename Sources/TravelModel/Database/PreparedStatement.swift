import CSQLite
import Foundation

/// One compiled SQL statement of a connection: bind values to its parameters, step through its rows and read
/// their columns, then reset it to run it again with other values.
///
/// Parameters are numbered from 1, as in SQL (`?1`, or `?`, `:name` in order); columns from 0, as SQLite
/// numbers them. A statement keeps its connection open and belongs to the same thread or queue (it is not
/// `Sendable`); it is finalized when the last reference to it goes.
final class PreparedStatement {
    /// The `sqlite3_stmt *`.
    private let handle: OpaquePointer
    /// The connection it was prepared on, kept open for as long as the statement lives.
    let connection: DatabaseConnection

    /// Takes over `handle`, prepared on `connection`; see `DatabaseConnection.prepare(_:)`.
    init(handle: OpaquePointer, connection: DatabaseConnection) {
        self.handle = handle
        self.connection = connection
    }

    /// Finalizes the statement.
    deinit {
        sqlite3_finalize(handle)
    }

    /// The statement's SQL, as it was prepared.
    var sql: String {
        sqlite3_sql(handle).map { String(cString: $0) } ?? ""
    }

    // MARK: Binding

    /// Binds `value` to the parameter at `index` (from 1); `nil` (of an optional, or `DatabaseValue.null`)
    /// binds NULL. Text and blobs are copied, so the value may go at once.
    ///
    /// - Throws: `DatabaseError` with `range` for an index the statement does not have.
    func bind(_ value: some DatabaseValueConvertible, at index: Int) throws {
        try bind(value.databaseValue, at: index)
    }

    /// Binds `value` to the parameter at `index` (from 1); `bind(nil, at:)` binds NULL.
    func bind(_ value: DatabaseValue, at index: Int) throws {
        let parameter = try parameter(index)
        let result: Int32
        switch value {
        case .null:
            result = sqlite3_bind_null(handle, parameter)
        case let .integer(integer):
            result = sqlite3_bind_int64(handle, parameter, integer)
        case let .real(real):
            result = sqlite3_bind_double(handle, parameter, real)
        case let .text(text):
            try bind(text, at: index)
            return
        case let .blob(bytes):
            result = bytes.withUnsafeBytes { buffer in
                csqlite_bind_blob_transient(handle, parameter, buffer.baseAddress, UInt64(buffer.count))
            }
        }
        try connection.check(result)
    }

    /// Binds `text` to the parameter at `index` (from 1), copied, as `bind(_:at:)` of its `DatabaseValue`
    /// does, without making one: for many rows.
    func bind(_ text: String, at index: Int) throws {
        var text = text
        try text.withUTF8 { try bind(utf8: $0, at: index) }
    }

    /// Binds the UTF-8 bytes `text` as text to the parameter at `index` (from 1), copied, so they may go at once.
    func bind(utf8 text: UnsafeBufferPointer<UInt8>, at index: Int) throws {
        let parameter = try parameter(index)
        let result = text.withMemoryRebound(to: CChar.self) { characters in
            csqlite_bind_text_transient(handle, parameter, characters.baseAddress, UInt64(characters.count))
        }
        try connection.check(result)
    }

    /// Binds `real` to the parameter at `index` (from 1), as `bind(_:at:)` of its `DatabaseValue` does, without
    /// making one: for many rows.
    func bind(_ real: Double, at index: Int) throws {
        try connection.check(sqlite3_bind_double(handle, try parameter(index), real))
    }

    /// `index` as SQLite's parameter number.
    ///
    /// - Throws: `DatabaseError` with `range` for one no statement can have (SQLite says so of the others).
    private func parameter(_ index: Int) throws -> Int32 {
        guard let parameter = Int32(exactly: index) else {
            throw DatabaseError(code: .range, message: "no parameter \(index) in \"\(sql)\"")
        }
        return parameter
    }

    /// Binds `values` to the parameters 1, 2, … in order; the statement's other parameters keep theirs.
    func bind(_ values: [any DatabaseValueConvertible]) throws {
        for (offset, value) in values.enumerated() {
            try bind(value.databaseValue, at: offset + 1)
        }
    }

    /// Binds `value` to the parameter named `name`, with its prefix, such as `":id"`.
    ///
    /// - Throws: `DatabaseError` with `range` when the statement has no parameter of that name.
    func bind(_ value: some DatabaseValueConvertible, named name: String) throws {
        let index = sqlite3_bind_parameter_index(handle, name)
        guard index > 0 else {
            throw DatabaseError(code: .range, message: "no parameter \(name) in \"\(sql)\"")
        }
        try bind(value.databaseValue, at: Int(index))
    }

    /// Sets every parameter back to NULL.
    func clearBindings() {
        sqlite3_clear_bindings(handle)
    }

    // MARK: Stepping

    /// Runs the statement to its next row: `true` when there is one to read, `false` when it has finished.
    ///
    /// After `false`, the next `step()` runs the statement again from the start.
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            return false
        case let result:
            throw DatabaseError(result: result, connection: connection.handle)
        }
    }

    /// Makes the statement ready to run again from the start, keeping its bindings, and lets go of what it
    /// holds (a read transaction, for one that stopped before its last row).
    ///
    /// It does not throw: an error of the last step was thrown by that step.
    func reset() {
        sqlite3_reset(handle)
    }

    /// Runs the statement from the start to the end, discarding any rows, and resets it: for `INSERT`,
    /// `UPDATE`, `DELETE` and the like.
    func execute() throws {
        reset()
        defer { reset() }
        while try step() {}
    }

    /// Runs the statement from the start and gives what `read` makes of each row, in order, then resets it.
    ///
    /// `read` is given the statement on its current row, to read with `column(_:as:)`.
    func rows<Row>(_ read: (PreparedStatement) throws -> Row) throws -> [Row] {
        reset()
        defer { reset() }
        var rows: [Row] = []
        while try step() {
            rows.append(try read(self))
        }
        return rows
    }

    // MARK: Columns

    /// How many columns each row has.
    var columnCount: Int {
        Int(sqlite3_column_count(handle))
    }

    /// The name of the column at `index` (from 0), as the SQL gives it (`AS` names it).
    func columnName(at index: Int) throws -> String {
        let column = try columnIndex(index)
        return sqlite3_column_name(handle, column).map { String(cString: $0) } ?? ""
    }

    /// The value of the column at `index` (from 0) of the current row, as `type`.
    ///
    /// Reading is strict (see `DatabaseValueConvertible`): read a column that may be NULL as an optional.
    ///
    /// - Throws: `DatabaseError` with `range` for a column the statement does not have, and `mismatch` when
    ///   the column holds another type, naming the column and what it holds.
    func column<Value: DatabaseValueConvertible>(_ index: Int, as type: Value.Type = Value.self) throws -> Value {
        let stored = value(atColumn: try columnIndex(index))
        guard let value = Value(databaseValue: stored) else {
            let name = try columnName(at: index)
            throw DatabaseError(unreadable: .columnType(index: index, name: name, holds: stored.storageClass, expected: "\(Value.self)"))
        }
        return value
    }

    /// Gives `body` the UTF-8 bytes of the column at `index` (from 0) of the current row, without making a
    /// `String` of them: for reading many rows fast. Nil when the column does not hold text (or is not there).
    /// The bytes are SQLite's, valid only during `body`.
    func withText<Result>(atColumn index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        guard index >= 0, index < columnCount, let column = Int32(exactly: index),
              sqlite3_column_type(handle, column) == SQLITE_TEXT else { return nil }
        // The pointer first, then its length in bytes, as SQLite asks.
        let text = sqlite3_column_text(handle, column)
        let count = Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeBufferPointer(start: text, count: text == nil ? 0 : count))
    }

    /// The column at `index` (from 0) of the current row as a number, converted as SQL's `CAST(… AS REAL)`
    /// converts (text read as far as it is a number, 0 for none): for sorting many rows by a number kept as
    /// text, without making a `String` of each. 0 when the column is not there.
    func real(atColumn index: Int) -> Double {
        guard index >= 0, index < columnCount, let column = Int32(exactly: index) else { return 0 }
        return sqlite3_column_double(handle, column)
    }

    /// The value of column `index` of the current row as an integer, as SQLite converts it (0 for a column that
    /// is not there): for a loop over many rows of a column known to hold integers, without the checks of
    /// `column(_:as:)`.
    func integer(atColumn index: Int) -> Int64 {
        guard index >= 0, index < columnCount, let column = Int32(exactly: index) else { return 0 }
        return sqlite3_column_int64(handle, column)
    }

    /// The value of `column` of the current row, in the storage class SQLite holds it in.
    private func value(atColumn column: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            // The pointer first, then its length in bytes, as SQLite asks.
            let text = sqlite3_column_text(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: text == nil ? 0 : count),
                                as: UTF8.self))
        case SQLITE_BLOB:
            let bytes = sqlite3_column_blob(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            return .blob(bytes.map { Data(bytes: $0, count: count) } ?? Data())
        default:
            return .null
        }
    }

    /// `index` as SQLite's column number, when the statement has that column.
    private func columnIndex(_ index: Int) throws -> Int32 {
        guard index >= 0, index < columnCount, let column = Int32(exactly: index) else {
            throw DatabaseError(code: .range, message: "no column \(index) in \"\(sql)\"")
        }
        return column
    }
}

/// A statement is confined to its connection's thread or queue; see `DatabaseConnection`.
@available(*, unavailable)
extension PreparedStatement: Sendable {}
