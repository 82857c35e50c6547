/// How a transaction takes its lock on the database (`BEGIN DEFERRED`, `IMMEDIATE` or `EXCLUSIVE`).
enum TransactionKind: Sendable {
    /// Takes locks as statements need them: a read lock at the first read, the write lock at the first write
    /// (which may then be busy).
    case deferred
    /// Takes the write lock at the start, so a transaction that writes never fails half-way for a lock (the
    /// default; in WAL mode readers still read meanwhile).
    case immediate
    /// Takes the write lock at the start and, outside WAL mode, keeps readers out as well.
    case exclusive

    /// The statement that begins it.
    var beginStatement: String {
        switch self {
        case .deferred: "BEGIN DEFERRED"
        case .immediate: "BEGIN IMMEDIATE"
        case .exclusive: "BEGIN EXCLUSIVE"
        }
    }
}

extension DatabaseConnection {
    /// The savepoint a nested transaction opens. SQLite releases or rolls back the newest savepoint of a
    /// name, so one name serves every depth.
    private static let savepointName = "wishlist_nested_transaction"

    /// Runs `body` in a transaction: commits what it did when it returns, rolls all of it back when it throws
    /// (then rethrows its error), and gives what it returns.
    ///
    /// Inside another transaction (of this method, or one begun by `execute("BEGIN")`), it is a savepoint: a
    /// throw rolls back what `body` did and no more, and what it did is committed with the outer transaction;
    /// `kind` is then the outer one's.
    ///
    /// - Throws: what `body` throws, or the `DatabaseError` of `BEGIN` or `COMMIT` (after rolling back).
    func transaction<Result>(_ kind: TransactionKind = .immediate, _ body: () throws -> Result) throws -> Result {
        if isInTransaction {
            let name = Self.savepointName
            return try run(body, begin: "SAVEPOINT \(name)", commit: "RELEASE \(name)",
                           rollBack: "ROLLBACK TO \(name); RELEASE \(name)")
        }
        return try run(body, begin: kind.beginStatement, commit: "COMMIT", rollBack: "ROLLBACK")
    }

    /// Runs `body` in a transaction that is always rolled back, and gives what it returns: for a read that must
    /// see changes that are not to be kept (yet).
    func readRollingBack<Result>(_ body: () throws -> Result) throws -> Result {
        try execute(TransactionKind.deferred.beginStatement)
        defer { if isInTransaction { try? execute("ROLLBACK") } }
        return try body()
    }

    /// Runs `begin`, then `body`, then `commit`; when `body` or `commit` throws, runs `rollBack` and rethrows.
    ///
    /// The rollback runs only while a transaction is still open (SQLite rolls back by itself after some
    /// errors, such as a full disk), and its own error is dropped: the error that caused it is the one to
    /// report, and SQLite rolls back on close what a failed rollback leaves open.
    private func run<Result>(_ body: () throws -> Result, begin: String, commit: String,
                             rollBack: String) throws -> Result {
        try execute(begin)
        do {
            let result = try body()
            try execute(commit)
            return result
        } catch {
            if isInTransaction {
                try? execute(rollBack)
            }
            throw error
        }
    }
}
