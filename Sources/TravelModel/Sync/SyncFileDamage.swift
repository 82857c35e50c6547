/// Why another machine's sync file can never be read (`SyncFileReading.damaged`, said in `SyncProblem.damaged`):
/// a value, which the app puts into words in the user's language; `description` is its English.
public enum SyncFileDamage: Hashable, Sendable, CustomStringConvertible {
    /// It does not start as a sync file does.
    case notASyncFile
    /// The length its header gives is past what a file can have.
    case wrongLength
    /// It has more bytes than its header says.
    case longerThanItsHeader
    /// Its checksum is not the one of its bytes.
    case checksumMismatch
    /// The length of its changeset is past the file's end.
    case wrongChangesetLength
    /// Its count of rows is more than its bytes can hold.
    case wrongRowCount
    /// Its body ends elsewhere than its header says, or its time is not a number.
    case bodyUnlikeItsHeader
    /// Its body ends in the middle of a value, or holds a value of no known kind.
    case bodyCutOrDamaged
    /// Its changeset is not one SQLite's session extension reads.
    case changesetDamaged

    /// The reason in English, a phrase in parentheses after the file's path.
    public var description: String {
        switch self {
        case .notASyncFile: "it is not a sync file"
        case .wrongLength: "its length is wrong"
        case .longerThanItsHeader: "it is longer than its header says"
        case .checksumMismatch: "its checksum does not match"
        case .wrongChangesetLength: "its changeset's length is wrong"
        case .wrongRowCount: "its count of rows is wrong"
        case .bodyUnlikeItsHeader: "its body is not what its header says"
        case .bodyCutOrDamaged: "its body is cut or damaged"
        case .changesetDamaged: "its changeset is damaged"
        }
    }
}
