/// Something the user is told of that happened while a data directory was opened (`SavedData.notices`): files
/// made private, a database kept aside or run in memory, an earlier version's file imported, kept aside or
/// refused. A value, which the app puts into words in the user's language; `description` is its English, one
/// sentence. File names, paths and the reasons of SQLite and of the earlier version's file are quoted as they
/// are.
public enum OpeningNotice: Equatable, Sendable, CustomStringConvertible {
    /// wishlist's files of these names could be read by other users, and now only the owner can (a folder's
    /// name ends in "/"; see `PrivateDataFiles`).
    case madePrivate(names: [String])
    /// The database cannot be kept in the directory at all, for SQLite's `reason`: the app runs on one in
    /// memory, and nothing is saved.
    case inMemory(fileName: String, reason: FailureReason)
    /// The database could not be read, for SQLite's `reason`: it was kept aside at the path `keptAs` and a new
    /// one started.
    case databaseKeptAside(fileName: String, reason: FailureReason, keptAs: String)
    /// An earlier version's file could not be read, for `reason`: it was kept aside at the path `keptAs` and the
    /// sample data loaded.
    case fileUnreadable(fileName: String, reason: ListFileReason, keptAs: String)
    /// An earlier version's file is not a document wishlist wrote, for `reason`: it was kept aside at the path
    /// `keptAs` and the sample data loaded.
    case fileForeign(fileName: String, reason: ListFileReason, keptAs: String)
    /// An earlier version's file had been moved into the database by a start that stopped before it could keep
    /// the file aside; it is now kept as `keptAs` (a name beside it).
    case importedBefore(fileName: String, keptAs: String)
    /// What the one-time imports of earlier versions' files moved into the database, one or two of them.
    case imported([DataImport])

    /// How many names a notice of files made private lists; the others are counted.
    public static let namedLimit = 3

    /// The notice in English, one sentence.
    public var description: String {
        switch self {
        case .madePrivate(let names):
            let list = names.count > Self.namedLimit
                ? names.prefix(Self.namedLimit).joined(separator: ", ") + " and \(names.count - Self.namedLimit) more"
                : names.dropLast().joined(separator: ", ") + (names.count > 1 ? " and " : "") + (names.last ?? "")
            return "\(list) could be read by other users; now only you can."
        case let .inMemory(fileName, reason):
            return "\(fileName) cannot be opened (\(reason)); changes will not be saved."
        case let .databaseKeptAside(fileName, reason, keptAs):
            return "\(fileName) could not be read (\(reason)); it was kept as \(keptAs) and a new one was started."
        case let .fileUnreadable(fileName, reason, keptAs):
            return "\(fileName) could not be read (\(reason)); it was kept as \(keptAs) and sample data was loaded."
        case let .fileForeign(fileName, reason, keptAs):
            return "\(fileName) is not a Wishlist export (\(reason)); it was kept as \(keptAs) and sample data was loaded."
        case let .importedBefore(fileName, keptAs):
            return "\(fileName) had been moved into \(AppDatabase.fileName) before wishlist last stopped; the old file is now kept as \(keptAs)."
        case .imported(let imports):
            return DataImport.sentence(for: imports) ?? ""
        }
    }
}
