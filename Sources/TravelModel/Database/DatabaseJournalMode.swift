/// How a database keeps the changes of a transaction until they are in the file (`PRAGMA journal_mode`).
enum DatabaseJournalMode: String, Sendable {
    /// A rollback journal, deleted at each commit (SQLite's default for files).
    case delete
    /// A rollback journal, truncated at each commit.
    case truncate
    /// A rollback journal, its header zeroed at each commit.
    case persist
    /// A rollback journal in memory (an in-memory database's only mode besides `off`).
    case memory
    /// A write-ahead log: readers do not block the writer nor it them, and a commit is one append.
    case wal
    /// No journal: a crash in a transaction may corrupt the file.
    case off
}
