import Foundation

/// One value as SQLite stores it: one of its five storage classes.
///
/// It is what a column holds before it becomes a Swift type, and what any value becomes to be bound
/// (`DatabaseValueConvertible`). `nil` is `.null`, so `try statement.bind(nil, at: 3)` binds NULL.
enum DatabaseValue: Hashable, Sendable, ExpressibleByNilLiteral {
    /// SQL NULL.
    case null
    /// A signed 64-bit integer.
    case integer(Int64)
    /// An IEEE 754 double.
    case real(Double)
    /// UTF-8 text; it may hold NULs.
    case text(String)
    /// Bytes, stored as given.
    case blob(Data)

    /// `.null`, from `nil`.
    init(nilLiteral: ()) {
        self = .null
    }

    /// The name of the storage class, such as "INTEGER", for messages.
    var storageClass: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }
}
