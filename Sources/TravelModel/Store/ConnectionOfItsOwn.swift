import Foundation

extension AppDatabase {
    /// This database's file opened again, on a connection and a queue of its own, for long work that must not
    /// hold this database's queue (the budget's import sheet imports a file of 100,000 rows through one while
    /// the app goes on reading through this one: in WAL mode the reader and the writer never wait for each
    /// other). It takes no lock: the data directory's lock, which this database holds, covers it. The schema is
    /// this database's already, so nothing is updated or made. Nil for a database in memory, which no other
    /// connection can open. Sync dates what it records there by this database's clock.
    ///
    /// - Throws: `DatabaseError` when the file cannot be opened again.
    public func openedAgain() throws -> AppDatabase? {
        guard let url else { return nil }
        return try AppDatabase.open(at: url, syncClock: syncClock)
    }
}
