import CSQLite
import Foundation

extension DatabaseConnection {
    /// Copies this connection's database into `destination`'s, replacing all it held, with SQLite's online
    /// backup API (`sqlite3_backup_init`, then `sqlite3_backup_step` of `pagesPerStep` pages at a time, then
    /// `sqlite3_backup_finish`), telling `progress` the pages copied and the pages there are after each step.
    ///
    /// The copy is of one moment of this database: it is made inside one read transaction of this
    /// connection, opened before the first page is read and ended after the last, so that what another
    /// connection or process commits meanwhile (in WAL mode, writers go on while a reader reads) is not in
    /// it, and the copy never starts over for it. A step that meets a lock (`SQLITE_BUSY`, `SQLITE_LOCKED`:
    /// another process recovering the log, a rollback journal's writer) waits `retryDelay` and tries again,
    /// until nothing has moved for `patience`; it never spins.
    ///
    /// Neither connection may have a transaction open. The destination's file takes this database's header as it is (a copy
    /// of a database in WAL mode says WAL too): set its journal mode after, as the caller needs it.
    ///
    /// - Throws: `DatabaseError`: of this database (`corrupt`, `notADatabase` for a damaged or foreign file),
    ///   of `destination` (`full`, `ioError`), or `busy` when the locks stayed for `patience`.
    func copy(
        into destination: DatabaseConnection, pagesPerStep: Int32 = 1024, patience: Duration = .seconds(10),
        retryDelay: Duration = .milliseconds(20), progress: (_ pagesCopied: Int, _ pageCount: Int) -> Void = { _, _ in }
    ) throws {
        let waiting = LockWait(patience: patience, retryDelay: retryDelay)
        try readRollingBack {
            // `BEGIN` alone takes no lock: the first read does, and the transaction then holds this moment.
            _ = try waiting.retrying { try prepare("SELECT count(*) FROM sqlite_master").rows { _ in () } }
            try copyInOneRead(into: destination, pagesPerStep: pagesPerStep, waiting: waiting, progress: progress)
        }
    }

    /// The steps of `copy(into:…)`, inside its read transaction.
    private func copyInOneRead(
        into destination: DatabaseConnection, pagesPerStep: Int32, waiting: LockWait,
        progress: (_ pagesCopied: Int, _ pageCount: Int) -> Void
    ) throws {
        guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
            throw DatabaseError(result: sqlite3_errcode(destination.handle), connection: destination.handle)
        }
        var result: Int32
        repeat {
            result = try waiting.retrying(code: sqlite3_backup_step(backup, pagesPerStep))
            let pageCount = Int(sqlite3_backup_pagecount(backup))
            progress(pageCount - Int(sqlite3_backup_remaining(backup)), pageCount)
        } while result == SQLITE_OK
        // Finishing gives the step's error, if one stopped it, and leaves its message on the destination.
        let finished = sqlite3_backup_finish(backup)
        guard result == SQLITE_DONE, finished == SQLITE_OK else {
            throw DatabaseError(result: finished == SQLITE_OK ? result : finished, connection: destination.handle)
        }
    }
}

/// Waiting out a lock another connection holds, as `DatabaseConnection.copy(into:…)` does: a short sleep and
/// another try, until nothing has moved for `patience`.
private final class LockWait {
    let patience: Duration
    let retryDelay: Duration
    /// When the last try that was not refused for a lock ended.
    private var lastMoved = ContinuousClock.now

    init(patience: Duration, retryDelay: Duration) {
        self.patience = patience
        self.retryDelay = retryDelay
    }

    /// Calls `attempt` again, after a sleep, while it gives `SQLITE_BUSY` or `SQLITE_LOCKED` (with or without
    /// an extended code), and gives what it gave otherwise.
    ///
    /// - Throws: `DatabaseError` with `busy` when it was refused for `patience`.
    func retrying(code attempt: @autoclosure () -> Int32) throws -> Int32 {
        while true {
            let result = attempt()
            guard [SQLITE_BUSY, SQLITE_LOCKED].contains(result & 0xFF) else {
                lastMoved = .now
                return result
            }
            try wait()
        }
    }

    /// Calls `attempt` again, after a sleep, while it throws `busy` or `locked`, and gives what it returns.
    func retrying<Result>(_ attempt: () throws -> Result) throws -> Result {
        while true {
            do {
                let result = try attempt()
                lastMoved = .now
                return result
            } catch let error as DatabaseError where [.busy, .locked].contains(error.code.primary) {
                try wait()
            }
        }
    }

    /// Sleeps `retryDelay`, or throws when the locks have held for `patience` already.
    private func wait() throws {
        guard ContinuousClock.now - lastMoved < patience else {
            throw DatabaseError(code: .busy, message: "the database stayed locked by another connection for \(patience)")
        }
        Thread.sleep(forTimeInterval: Double(retryDelay.components.seconds)
            + Double(retryDelay.components.attoseconds) / 1e18)
    }
}
