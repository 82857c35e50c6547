import Foundation

/// One entry of a data file's list as it is stored, such as a trip in `trips.json` (`StoredTrip`) or an
/// expense in `expenses.json` (`StoredExpense`), and the layout of the file that lists it.
///
/// The stored form keeps only what can be written as JSON and read back exactly, such as days as
/// "yyyy-MM-dd" text; converting back checks every field, and leaves out what the app could not keep exactly.
protocol StoredEntry<Value>: Encodable, Identifiable<UUID>, SendableMetatype {
    /// What the app works with, such as `Trip`.
    associatedtype Value: Sendable

    /// The file that lists entries of this kind.
    static var layout: ListLayout { get }

    /// The stored form of `value`, with its days taken in `timeZone`.
    /// - Throws: `EncodingError.invalidValue` for a value that could not be read back, such as a NaN amount.
    init(_ value: Value, timeZone: TimeZone) throws

    /// The entry written as `json`, at `place` in its document, as an earlier version wrote it: each field of
    /// the type it was written as (the first that is not, in the order of the stored form's fields, is the
    /// error); fields the entry does not have are passed over.
    init(json: JSONValue, at place: JSONPlace) throws(EntryDecodingError)

    /// What the entry is, to say it was left out.
    static var entryKind: LeftOutEntry.Kind { get }

    /// How the user knows the entry, quoted short, such as `"Dinner" (2024-03-01)`.
    var quotedName: String { get }

    /// The value, with its days read in the memo's time zone (through `memo`); nil when it cannot be kept exactly (a value the app cannot
    /// hold), said in `leftOut` with the reason, as are the parts of it that are left out (an activity whose id
    /// an earlier one of the trip has).
    /// - Throws: `StoredFieldError` for a malformed field, which makes the whole document unreadable.
    func value(memo: inout ReadingMemo, leavingOut leftOut: inout [LeftOutEntry]) throws(StoredFieldError) -> Value?
}

/// What a data file that keeps one list of entries is called, and the rules of its document.
struct ListLayout: Sendable {
    /// The name of the file inside the data directory, such as "trips.json".
    var fileName: String
    /// What a file of this kind is called in a reason, with its article, such as "a trips file".
    var kind: String
    /// The key of the list in the document, such as "trips".
    var listKey: String
    /// The only version this program reads and writes.
    var schemaVersion: Int
}
