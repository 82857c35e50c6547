/// An entry of a data file that is not in the shape of the app's entries: a field missing, of another type,
/// or holding what its type cannot be (an id that is not a UUID). It makes the whole file unreadable.
struct EntryDecodingError: Error, Equatable {
    /// What is wrong and where, such as `missing title in expenses[3]` (`ListFileReason.missing`).
    var reason: ListFileReason

    /// An object at `place` without `key`.
    static func missing(_ key: String, in place: JSONPlace) -> EntryDecodingError {
        EntryDecodingError(reason: .missing(key: key, place: "\(place)"))
    }

    /// A value at `place` of another type than the app's (a number for a text, a null).
    static func unexpectedValue(at place: JSONPlace) -> EntryDecodingError {
        EntryDecodingError(reason: .unexpectedValue(place: "\(place)"))
    }

    /// A value at `place` of the right type that its field cannot be (an id that is not a UUID).
    static func invalidValue(at place: JSONPlace) -> EntryDecodingError {
        EntryDecodingError(reason: .invalidValue(place: "\(place)"))
    }
}
