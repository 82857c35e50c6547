import Dispatch
import Foundation
import Synchronization

/// The app's data in one SQLite database: `wishlist.sqlite` in the data directory, or a private one in
/// memory (`--demo`, tests, the sample data).
///
/// Reads run at once on the caller's thread (`read`); writes are queued (`write`) and committed by a serial
/// writer a moment later, several in one transaction, so that the key that makes a change returns before
/// the disk is touched. A read waits for the writes queued before it, so it sees them. The connection is
/// used on one serial queue only: SQLite's multi-thread mode.
public final class AppDatabase: Sendable {
    /// The file name of the database in the data directory.
    public static let fileName = "wishlist.sqlite"

    /// The serial queue every use of the connection runs on: reads wait for it (`sync`), commits are queued
    /// on it.
    private let queue = DispatchQueue(label: "wishlist.database")
    /// The connection. Safety: it is touched only on `queue` (inside `queue.sync`, or in a block queued on it),
    /// so never by two threads at once, which is all a connection opened in multi-thread mode asks; and it is
    /// never handed out of those blocks.
    private nonisolated(unsafe) let connection: DatabaseConnection
    /// The writes waiting to be committed.
    private let pending = Mutex<[@Sendable (DatabaseConnection) throws -> Void]>([])
    /// How long the writer waits for more writes to commit together (all the changes of one key).
    private static let batchDelay = DispatchTimeInterval.milliseconds(2)
    /// How long changes that could not be written (a full disk) wait before they are tried again.
    private static let retryDelay = DispatchTimeInterval.seconds(2)
    /// Whether a retry of changes that could not be written is queued.
    private let retryIsScheduled = Mutex(false)
    /// Called (on the database's queue) after each commit: one for each store kept in the database.
    private let commitObservers: Mutex<[@Sendable () -> Void]> = Mutex([])
    /// The message of the last commit when it failed, nil when it succeeded (or none was made).
    private let lastCommitFailure = Mutex<FailureReason?>(nil)
    /// What records the synced tables' changes into sync's outbox, once sync is set up (`AppDatabase+Sync`).
    /// Safety: like `connection`, it is touched only on `queue` (inside `queue.sync`, or a block queued on it),
    /// so never by two threads at once, and never handed out of those blocks.
    private nonisolated(unsafe) var syncRecorder: SyncRecorder?
    /// How many write transactions of this connection are under way (waiting for SQLite's write lock, or
    /// holding it): another connection's long write that can wait (sync applying a file) gives the lock up
    /// when it sees one (`hasWriteUnderWay`).
    private let writesUnderWay = Mutex(0)

    /// Where the database is, when it is a file.
    public let url: URL?
    /// The advisory lock on the data directory, held for as long as the database is open.
    public let lock: DataLock?
    /// What sync dates this machine's changes by (`SyncRecorder`): the system's clock but in tests and in
    /// `termui-bench --sync-year`, which live through a generated year in a few minutes.
    let syncClock: @Sendable () -> Date

    /// A database in memory, empty but for its schema.
    public static func inMemory() -> AppDatabase {
        // Opening memory and creating the schema there cannot fail but for lack of memory.
        do {
            // A new database has no amounts without a currency to give one.
            return try AppDatabase(connection: DatabaseConnection(.inMemory), url: nil, lock: nil, currencyCode: "USD")
        } catch {
            preconditionFailure("an in-memory database could not be made: \(error)")
        }
    }

    /// Opens (creating it, 0600, if needed) the database file at `url`, in WAL mode, and brings its schema up
    /// to date; `lock` (on the data directory) is kept as long as the database is open. Amounts an earlier
    /// version stored without a currency are given `currencyCode`, the currency the app showed them in;
    /// `updating` hears how far an update of the schema that goes through every expense has come. `syncClock` is
    /// what sync dates this machine's changes by, once it is set up (`Documentation/sync.md`): the system's
    /// clock unless a test or a benchmark lives through a generated span of time.
    ///
    /// Before an update of the schema of a database that has one (not the making of a new one), a copy of it
    /// as it is is written beside it (`MigrationBackups`: `wishlist.before-v7-2026-12-05.sqlite`, the day of
    /// `now` in `timeZone`), and only the latest two such copies are kept.
    ///
    /// - Throws: `DatabaseError` when the file cannot be opened, is not a database, or has a schema newer than
    ///   this version of the app knows; `BackupError.noCopyBeforeUpdate` when the copy before an update cannot
    ///   be written (a full disk), and nothing was changed.
    public static func open(
        at url: URL, lock: DataLock? = nil, currencyCode: String = "USD", now: Date = .now,
        timeZone: TimeZone = .current, updating: (DatabaseUpdateProgress) -> Void = { _ in },
        syncClock: @escaping @Sendable () -> Date = { Date() }
    ) throws -> AppDatabase {
        // SQLite would make the file 0644; made here first, it is 0600, and so are its -wal and -shm files.
        let descriptor = retryingOnInterrupt { Glibc.open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600) }
        if descriptor >= 0 { close(descriptor) }
        let connection = try DatabaseConnection(.file(path: url.path), followsSymbolicLinks: false)
        try connection.setBusyTimeout(busyTimeout)
        // Before anything is written: a file that is not this app's is left exactly as it was.
        try DatabaseSchema.checkOwnership(connection)
        let version = try connection.userVersion()
        if version > 0, version < DatabaseSchema.currentVersion {
            try MigrationBackups.write(
                of: connection, at: url, version: version, target: DatabaseSchema.currentVersion, now: now,
                timeZone: timeZone)
        }
        try connection.setJournalMode(.wal)
        try connection.execute("PRAGMA synchronous = NORMAL")
        // A log that a checkpoint has emptied is cut to this size when it is next written to.
        try connection.execute("PRAGMA journal_size_limit = \(Self.largeLogSize)")
        return try AppDatabase(
            connection: connection, url: url, lock: lock, currencyCode: currencyCode, updating: updating, syncClock: syncClock)
    }

    private init(
        connection: DatabaseConnection, url: URL?, lock: DataLock?, currencyCode: String,
        updating: (DatabaseUpdateProgress) -> Void = { _ in }, syncClock: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        // Not yet shared: no other thread can have it before the initializer returns.
        // The row an `INSERT OR REPLACE` replaces fires its delete triggers, so that it leaves the search index.
        try connection.execute("PRAGMA recursive_triggers = ON")
        try DatabaseSchema.migrate(connection, currencyCode: currencyCode, progress: updating)
        self.connection = connection
        self.url = url
        self.lock = lock
        self.syncClock = syncClock
        // Sync was set up with a SQLite that has the session extension; a database moved to a system whose SQLite
        // has none still opens, and its changes stay here (`wishlist sync` says why it cannot set sync up).
        syncRecorder = try? SyncRecorder.resume(on: connection, clock: syncClock)
        // A migration that rewrote every expense leaves a log as large as the table: emptied now, as after
        // any large commit, not at the first change or at quitting.
        if logIsLarge { truncateLog() }
    }

    /// Runs `body` with the connection once the writes queued so far are committed, and returns its result.
    ///
    /// Writes that could not be committed (a full disk: they wait to be tried again) are made for the read and
    /// rolled back after it, so that a read finds every change queued before it either way: the budget's list
    /// reads its rows from the database, and must show what the user just added.
    func read<Result: Sendable>(_ body: (DatabaseConnection) throws -> Result) throws -> Result {
        try queue.sync {
            commitPending()
            let waiting = pending.withLock { $0 }
            guard !waiting.isEmpty else { return try body(connection) }
            return try connection.readRollingBack {
                for change in waiting { try? connection.transaction { try change(connection) } }
                return try body(connection)
            }
        }
    }

    /// Queues a change; it is committed, with the others queued by then, in one transaction a moment later.
    func write(_ change: @escaping @Sendable (DatabaseConnection) throws -> Void) {
        let isFirst = pending.withLock { changes in
            changes.append(change)
            return changes.count == 1
        }
        if isFirst {
            queue.asyncAfter(deadline: .now() + Self.batchDelay) { [self] in commitPending() }
        }
    }

    /// Runs `body` in one transaction now, on the caller's thread (imports, the first run's sample data).
    /// A transaction that leaves the log large (committed or rolled back) has it emptied at once.
    func writeNow(_ body: (DatabaseConnection) throws -> Void) throws {
        try queue.sync {
            commitPending()
            defer {
                if logIsLarge { truncateLog() }
            }
            try announcingWrite {
                try connection.transaction {
                    try body(connection)
                    try recordForSync()
                }
            }
        }
    }

    /// Runs `body` in one transaction now, as `writeNow`, through a rollback journal instead of the log: an
    /// import's new pages are written once, into the database, where through the log they were written twice
    /// (into the log, then by the checkpoint into the database). The journal keeps the pages the transaction
    /// changes as they were (for an import into empty tables, hardly any), so that a kill or a crash leaves
    /// the database as it was before, rolled back at the next opening; synchronous `FULL` while it lasts, as
    /// SQLite advises for a rollback journal. The log is back afterwards. Where the database cannot leave its
    /// log now (another connection has it open), the transaction goes through the log.
    func writeNowThroughJournal(_ body: (DatabaseConnection) throws -> Void) throws {
        guard url != nil else { return try writeNow(body) }
        try queue.sync {
            commitPending()
            let leftLog = (try? connection.setJournalMode(.delete)) == .delete
            if leftLog { try? connection.execute("PRAGMA synchronous = FULL") }
            defer {
                if leftLog {
                    try? connection.execute("PRAGMA synchronous = NORMAL")
                    _ = try? connection.setJournalMode(.wal)
                }
                if logIsLarge { truncateLog() }
            }
            try announcingWrite {
                try connection.transaction {
                    try body(connection)
                    try recordForSync()
                }
            }
        }
    }

    /// Runs `body` on the database's queue once the writes queued so far are committed, with the connection and
    /// sync's recorder, which `body` sets when it sets sync up: for sync's work (`AppDatabase+Sync.swift`), which
    /// makes its own transactions. A write transaction of `body` puts its changes into the outbox only if it
    /// says so (`SyncRecorder.moveChangesToOutbox`), or leaves them to the next commit's.
    func withSyncRecorder<Result>(_ body: (DatabaseConnection, inout SyncRecorder?) throws -> Result) throws -> Result {
        try queue.sync {
            commitPending()
            return try body(connection, &syncRecorder)
        }
    }

    /// Waits until every queued change is committed (before the app quits): including a commit already under
    /// way on the database's queue, which took the changes it commits off the queue of pending ones. Returns
    /// the message of the last commit when it failed.
    @discardableResult
    public func flush() -> FailureReason? {
        queue.sync { commitPending() }
        return lastFailure
    }

    /// How long a statement of the connection waits for a lock another connection holds (an import's, or sync
    /// applying a file on a connection of its own) before it fails as busy (and a commit is tried again later).
    static let busyTimeout = Duration.seconds(2)

    /// The size of the write-ahead log, in bytes, beyond which a commit is a large change: the log is then
    /// checkpointed into the database and emptied at once (`checkpoint()`), rather than left on the disk at
    /// its largest.
    static let largeLogSize = 16 << 20

    /// Copies the write-ahead log into the database and empties it (`PRAGMA wal_checkpoint(TRUNCATE)`), once
    /// the writes queued so far are committed: on quitting, so that the data is in the database file alone.
    /// A checkpoint that cannot be made now (another connection reading) leaves the log as it is; nothing is
    /// lost either way.
    public func checkpoint() {
        queue.sync {
            commitPending()
            truncateLog()
        }
    }

    /// After a change of many rows at once (an import): statistics for SQLite's query planner (`ANALYZE`, on a
    /// sample of each index, so that it takes a moment at any size), and the log checkpointed into the
    /// database and emptied, so that the database takes on disk what its rows need and no log is left.
    func settleAfterLargeChange() {
        queue.sync {
            commitPending()
            // Statistics only help the planner; a failure leaves it as it was.
            try? connection.execute("PRAGMA analysis_limit = 1000; ANALYZE; PRAGMA analysis_limit = 0")
            truncateLog()
        }
    }

    /// Checkpoints the log and empties it (on the database's queue); nothing for a database in memory.
    private func truncateLog() {
        guard url != nil else { return }
        // A checkpoint that cannot finish now leaves the log as it was: the next one takes it.
        try? connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Whether the log has grown to `largeLogSize` or past it (on the database's queue, after a commit): SQLite
    /// cuts a log that grew past the limit back to exactly the limit when it next starts it over, so a log of
    /// exactly that size is one that was large.
    private var logIsLarge: Bool {
        guard let url else { return false }
        var status = stat()
        return stat(url.path + "-wal", &status) == 0 && Int(status.st_size) >= Self.largeLogSize
    }

    /// The message of the last commit when it failed; nil when it succeeded, or none was tried.
    public var lastFailure: FailureReason? {
        lastCommitFailure.withLock { $0 }
    }

    /// Adds something that hears of each commit, for as long as the database lives; it reads `lastFailure`
    /// for how it went. Called on the database's queue.
    public func addCommitObserver(_ observer: @escaping @Sendable () -> Void) {
        commitObservers.withLock { $0.append(observer) }
    }

    /// Commits the queued changes in one transaction (on the database's queue).
    ///
    /// A change that fails for what it holds (an amount that is not a number) is undone alone and dropped; the
    /// others are committed. When the disk is full (or the file cannot be written for the moment), nothing
    /// is dropped: the changes wait, in order, and are tried again a moment later and at each later commit.
    private func commitPending() {
        let changes = pending.withLock { changes in
            defer { changes.removeAll() }
            return changes
        }
        guard !changes.isEmpty else { return }
        var failures: [FailureReason] = []
        do {
            try announcingWrite {
                try connection.transaction {
                    for change in changes {
                        do {
                            try connection.transaction { try change(connection) }
                        } catch let error as DatabaseError where error.mayPassSoon {
                            throw error
                        } catch {
                            failures.append(FailureReason(error))
                        }
                    }
                    try recordForSync { failures.append($0) }
                }
            }
        } catch let error as DatabaseError where error.mayPassSoon {
            failures = [FailureReason(error)]
            pending.withLock { $0 = changes + $0 }
            scheduleRetry()
        } catch {
            failures.append(FailureReason(error))
        }
        let failure = failures.count > 1 ? .several(failures) : failures.first
        lastCommitFailure.withLock { $0 = failure }
        if logIsLarge {
            truncateLog()
        }
        for observer in commitObservers.withLock({ $0 }) {
            observer()
        }
    }

    /// Whether a write transaction of this connection is under way: waiting for the write lock another
    /// connection holds, or holding it. Sync's rounds apply other machines' files on a connection of their own
    /// and give the lock up when they see one (`AppDatabase+Sync.swift`), so that a change of the app never
    /// waits for a whole file.
    var hasWriteUnderWay: Bool {
        writesUnderWay.withLock { $0 > 0 }
    }

    /// Runs `body`, a write transaction of this connection, counted in `writesUnderWay` while it lasts.
    private func announcingWrite<Result>(_ body: () throws -> Result) rethrows -> Result {
        writesUnderWay.withLock { $0 += 1 }
        defer { writesUnderWay.withLock { $0 -= 1 } }
        return try body()
    }

    /// In a write transaction, before it commits: its changes of synced tables into sync's outbox, once sync is
    /// set up. A failure that may pass (a full disk) fails the transaction, to be tried again; any other is
    /// told to `report` (or thrown, without one) and lets the transaction commit: the changes of a key matter
    /// more than their copy for another machine.
    private func recordForSync(report: ((FailureReason) -> Void)? = nil) throws {
        do {
            try syncRecorder?.moveChangesToOutbox()
        } catch let error as DatabaseError where error.mayPassSoon {
            throw error
        } catch {
            guard let report else { throw error }
            report(.sync(FailureReason(error)))
        }
    }

    /// Tries the waiting changes again in a while, once however many commits failed meanwhile.
    private func scheduleRetry() {
        let isFirst = retryIsScheduled.withLock { scheduled in
            defer { scheduled = true }
            return !scheduled
        }
        guard isFirst else { return }
        queue.asyncAfter(deadline: .now() + Self.retryDelay) { [self] in
            retryIsScheduled.withLock { $0 = false }
            commitPending()
        }
    }
}

extension DatabaseError {
    /// Whether the error says the file cannot be written for now (a full disk, an I/O error, another
    /// connection holding the lock), rather than that the change is wrong: the change is tried again.
    var mayPassSoon: Bool {
        [.full, .ioError, .busy, .locked, .noMemory].contains(code.primary)
    }
}
