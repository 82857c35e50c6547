import Foundation

extension AppDatabase {
    /// Opens the database of `directory` for a command that changes it (`wishlist import`), as the app opens
    /// it: under the data directory's lock (`DataLock`), which the database keeps until it is let go, so that
    /// the command and the app never change the data at once. Only a database at this app's schema version is
    /// opened: nothing else is made or updated (no sample data, no migration, no import of an earlier
    /// version's files), as `ReadOnlyDatabase` checks.
    ///
    /// - Throws: `ReadOnlyDatabase.OpeningError` when the directory has no data of this version, or the file
    ///   cannot be opened; `DataFileError.inUse` while the app (or another command) has the data open, or
    ///   `.cannotLock`; `DatabaseError` when SQLite cannot open it.
    public static func openLocked(directory: URL) throws -> AppDatabase {
        // Said first, as the export says it: no data, another version, another program's file.
        _ = try ReadOnlyDatabase.open(directory: directory)
        let lock = try DataLock.acquire(in: directory)
        let url = directory.appendingPathComponent(fileName, isDirectory: false)
        try RegularFile.refuseUnlessRegularOrMissing(url)
        return try AppDatabase.open(at: url, lock: lock)
    }
}
