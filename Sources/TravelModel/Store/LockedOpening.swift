import Foundation

extension AppDatabase {
    /// Opens the database of `directory` for a command that changes it (`wishlist import`), as the app opens
    /// it: under the data directory's lock (`DataLock`), which the database keeps until it is let go, so that
    /// the command and the app never change the data at once. Only a database at this app's schema version is
    /// opened: nothing else is made or updated (no sample data, no migration, no import of an earlier
    /// version's files), as `ReadOnlyDatabase` checks; what a kill left in its rollback journal is rolled back
    /// first.
    ///
    /// - Throws: `ReadOnlyDatabase.OpeningError` when the directory has no data of this version, or the file
    ///   cannot be opened; `DataFileError.inUse` while the app (or another command) has the data open, or
    ///   `.cannotLock`; `DatabaseError` when SQLite cannot open it.
    public static func openLocked(directory: URL) throws -> AppDatabase {
        let url = directory.appendingPathComponent(fileName, isDirectory: false)
        // Said first, as the export says it: no data, another version, another program's file.
        do {
            _ = try ReadOnlyDatabase.open(directory: directory)
        } catch {
            // A kill in the middle of a commit through the rollback journal (an import's) leaves a hot journal,
            // which only a connection that may write rolls back: under the lock one does, and the check is
            // made again.
            guard FileManager.default.fileExists(atPath: url.path + "-journal") else { throw error }
            let lock = try DataLock.acquire(in: directory)
            defer { lock.release() }
            try RegularFile.refuseUnlessRegularOrMissing(url)
            _ = try DatabaseConnection(.file(path: url.path), access: .readWrite, followsSymbolicLinks: false).userVersion()
            _ = try ReadOnlyDatabase.open(directory: directory)
        }
        let lock = try DataLock.acquire(in: directory)
        try RegularFile.refuseUnlessRegularOrMissing(url)
        return try AppDatabase.open(at: url, lock: lock)
    }
}
