import Foundation

/// A Swift type that is stored in one column: it becomes a `DatabaseValue` to be bound, and is made from one
/// read from a column.
///
/// Reading is strict: a value is made only from the storage class that holds it exactly (an `Int64` from an
/// INTEGER, never from NULL or TEXT), so a wrong schema or a corrupt row is an error, not a silent zero. An
/// `Optional` reads NULL as `nil` and binds `nil` as NULL.
protocol DatabaseValueConvertible {
    /// The value as SQLite stores it.
    var databaseValue: DatabaseValue { get }

    /// The value a column holds, or `nil` when the column holds a value of another type (or one out of range).
    init?(databaseValue: DatabaseValue)
}

extension DatabaseValue: DatabaseValueConvertible {
    /// The value itself.
    var databaseValue: DatabaseValue { self }

    /// Any value, as it is.
    init?(databaseValue: DatabaseValue) {
        self = databaseValue
    }
}

extension Int64: DatabaseValueConvertible {
    /// An INTEGER.
    var databaseValue: DatabaseValue { .integer(self) }

    /// The value of an INTEGER.
    init?(databaseValue: DatabaseValue) {
        guard case let .integer(value) = databaseValue else { return nil }
        self = value
    }
}

extension Int: DatabaseValueConvertible {
    /// An INTEGER.
    var databaseValue: DatabaseValue { .integer(Int64(self)) }

    /// The value of an INTEGER that fits in an `Int`.
    init?(databaseValue: DatabaseValue) {
        guard case let .integer(value) = databaseValue, let exact = Int(exactly: value) else { return nil }
        self = exact
    }
}

extension Double: DatabaseValueConvertible {
    /// A REAL.
    var databaseValue: DatabaseValue { .real(self) }

    /// The value of a REAL, or of an INTEGER that a `Double` holds exactly (a column of NUMERIC affinity keeps a
    /// whole REAL as an INTEGER, and SQL's `2` is an INTEGER).
    init?(databaseValue: DatabaseValue) {
        switch databaseValue {
        case let .real(value):
            self = value
        case let .integer(value):
            guard let exact = Double(exactly: value) else { return nil }
            self = exact
        default:
            return nil
        }
    }
}

extension String: DatabaseValueConvertible {
    /// A TEXT.
    var databaseValue: DatabaseValue { .text(self) }

    /// The value of a TEXT.
    init?(databaseValue: DatabaseValue) {
        guard case let .text(value) = databaseValue else { return nil }
        self = value
    }
}

extension Data: DatabaseValueConvertible {
    /// A BLOB.
    var databaseValue: DatabaseValue { .blob(self) }

    /// The bytes of a BLOB.
    init?(databaseValue: DatabaseValue) {
        guard case let .blob(value) = databaseValue else { return nil }
        self = value
    }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// NULL for `nil`, else the wrapped value's.
    var databaseValue: DatabaseValue {
        switch self {
        case .none: .null
        case let .some(value): value.databaseValue
        }
    }

    /// `nil` for NULL, else the wrapped type's value (and no value when the column holds another type).
    init?(databaseValue: DatabaseValue) {
        if case .null = databaseValue {
            self = .none
            return
        }
        guard let value = Wrapped(databaseValue: databaseValue) else { return nil }
        self = .some(value)
    }
}

extension UUID: DatabaseValueConvertible {
    /// A TEXT: the identifier's 36 characters, as `uuidString` writes them.
    var databaseValue: DatabaseValue { .text(uuidString) }

    /// The identifier a TEXT of 36 characters (`uuidString`'s, in either case) writes (`UUID(canonicalText:)`).
    init?(databaseValue: DatabaseValue) {
        guard case let .text(text) = databaseValue, let id = UUID(canonicalText: text.utf8) else { return nil }
        self = id
    }
}
