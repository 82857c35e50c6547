#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSQLite

/// Why the system or SQLite refused what the app asked of it, inside one of the app's messages ("Cannot save
/// /d/x: …"), as a value that the app words in the user's language; `description` is the English it always
/// was: the system's (`strerror`'s) or SQLite's own words.
public enum FailureReason: Hashable, Sendable, CustomStringConvertible {
    /// The system's error `code` (an `errno`, such as `ENOSPC`).
    case system(code: Int32)
    /// SQLite's result `code` (extended where SQLite gave one) with the `message` it gave, and how much of the
    /// code the English names after the message.
    case database(code: Int32, message: String, naming: CodeNaming)
    /// A symbolic link stands where a file was to be read (it is not followed).
    case symbolicLink
    /// Something other than a regular file or a folder stands where a file was to be read.
    case notARegularFile
    /// Something other than a folder stands at `path`, where the app keeps a folder.
    case notAFolder(path: String)
    /// The lock file was replaced each time it was locked.
    case replacedWhileLocking
    /// The lock file is something other than a regular file, of the `kind` named ("a directory"), which the
    /// user must move away.
    case lockNotAFile(kind: String)
    /// Words of another part's that have no value of their own yet, said as they are.
    case said(String)
    /// What keeping a change for sync failed for (the change itself was saved).
    indirect case sync(FailureReason)
    /// Several failures of one commit, in order.
    case several([FailureReason])

    /// The reason for `error`: the system's code, SQLite's code and message (with the code named after it,
    /// as `"\(error)"` said it), or the error's own words.
    public init(_ error: any Error) {
        switch error {
        case let error as SystemCallError: self = .system(code: error.code)
        case let error as DatabaseError: self = FailureReason(error, naming: .numberAndWords)
        default: self = .said(String(describing: error))
        }
    }

    /// The reason for SQLite's `error`, in English its message with as much of the code after it as `naming`.
    init(_ error: DatabaseError, naming: CodeNaming) {
        self = .database(code: error.code.rawValue, message: error.message, naming: naming)
    }

    /// How much of SQLite's code the English names after its message.
    public enum CodeNaming: Hashable, Sendable {
        /// The message alone: "database disk image is malformed".
        case none
        /// The number: "disk I/O error (SQLite error 10)".
        case number
        /// The number and SQLite's words for it: "no such table: trips (SQLite error 1: SQL logic error)".
        case numberAndWords
    }

    /// The reason in English: the system's or SQLite's words, as they were always said.
    public var description: String {
        switch self {
        case .system(let code): String(cString: strerror(code))
        case let .database(code, message, .none): message.isEmpty ? Self.sqliteWords(code) : message
        case let .database(code, message, .number): "\(message) (SQLite error \(code))"
        case let .database(code, message, .numberAndWords): "\(message) (SQLite error \(code): \(Self.sqliteWords(code)))"
        case .symbolicLink: "a symbolic link, not a regular file"
        case .notARegularFile: "not a regular file"
        case .notAFolder(let path): "\(path) is not a folder"
        case .replacedWhileLocking: "it was replaced each time it was locked"
        case .lockNotAFile(let kind): "it is \(kind), not a regular file; move it away and start wishlist again"
        case .said(let words): words
        case .sync(let reason): "sync: \(reason)"
        case .several(let reasons): reasons.map(\.description).joined(separator: "; ")
        }
    }

    /// The system's own words for `code`, such as "No space left on device" (`strerror`).
    public static func systemWords(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// SQLite's own words for the result `code`, such as "database is locked" (`sqlite3_errstr`).
    public static func sqliteWords(_ code: Int32) -> String {
        sqlite3_errstr(code).map { String(cString: $0) } ?? "unknown error"
    }

    /// Whether SQLite's `message` says more than its words for the code do (a table's name, a constraint's).
    public static func messageSaysMore(_ message: String, code: Int32) -> Bool {
        !message.isEmpty && message != sqliteWords(code) && message != sqliteWords(code & 0xFF)
    }
}
