/// What reading an earlier version's list file entry by entry found (`ListDocumentReader`).
enum ListReading: Equatable, Sendable {
    /// There is no file.
    case missing
    /// The whole document was read: `count` entries were given, and these were left out because the app could
    /// not keep them exactly (a value it cannot hold, a second entry with one id).
    case read(count: Int, leftOut: [LeftOutEntry])
    /// The file is the app's, or could be, but cannot be used, for a short `reason` such as "not JSON" or
    /// "the file ends in the middle, after 12 expenses"; nothing of it may be kept.
    case unreadable(reason: ListFileReason)
    /// The file is not a document the app wrote (another JSON, or one beyond any limit of the app's), for a
    /// short `reason` such as "its top level is an array, not an object".
    case foreign(reason: ListFileReason)
}
