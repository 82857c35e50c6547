import Foundation

/// Opening the database of a data directory: `wishlist.sqlite`, made on the first run; one that is not a
/// database (or is another program's) is kept aside and a new one started; a directory that cannot hold one
/// leaves the app on a database in memory.
enum DatabaseOpening {
    /// The database of `directory` and what to tell the user about opening it; amounts an earlier version
    /// stored without a currency are given `currencyCode`, the currency the app showed them in; `updating`
    /// hears how far an update of its schema that goes through every expense has come.
    ///
    /// - Throws: when `wishlist.sqlite` is not a regular file (a FIFO, a device, a link), which is left alone;
    ///   when it was written by a newer version; or when it cannot be made at all.
    static func open(
        directory: URL, lock: DataLock?, now: Date, timeZone: TimeZone, currencyCode: String = "USD",
        updating: (DatabaseUpdateProgress) -> Void = { _ in }
    ) throws -> (AppDatabase, notices: [OpeningNotice]) {
        let url = directory.appendingPathComponent(AppDatabase.fileName, isDirectory: false)
        var notices: [OpeningNotice] = []
        do {
            let database = try openOrStartAgain(
                url, lock: lock, now: now, timeZone: timeZone, currencyCode: currencyCode, updating: updating,
                notices: &notices)
            return (database, notices)
        } catch let error as DatabaseError where error.meansNoWay {
            // Nowhere to keep the data (a read-only directory): the app runs on it in memory, and says so.
            notices.append(.inMemory(fileName: url.lastPathComponent, reason: FailureReason(error, naming: .none)))
            return (AppDatabase.inMemory(), notices)
        }
    }

    private static func openOrStartAgain(
        _ url: URL, lock: DataLock?, now: Date, timeZone: TimeZone, currencyCode: String,
        updating: (DatabaseUpdateProgress) -> Void, notices: inout [OpeningNotice]
    ) throws -> AppDatabase {
        try RegularFile.refuseUnlessRegularOrMissing(url)
        do {
            return try AppDatabase.open(
                at: url, lock: lock, currencyCode: currencyCode, now: now, timeZone: timeZone, updating: updating)
        } catch let error as DatabaseError where error.isUnreadableDatabase {
            let kept = try KeepAside.move(url, reason: "corrupt", now: now, timeZone: timeZone)
            for suffix in ["-wal", "-shm"] {
                unlink(url.path + suffix)
            }
            notices.append(.databaseKeptAside(fileName: url.lastPathComponent, reason: FailureReason(error, naming: .none), keptAs: kept.path))
            return try AppDatabase.open(at: url, lock: lock, currencyCode: currencyCode)
        }
    }

    /// How many entries of an import are inserted at a time by a store that writes them in batches
    /// (`BatchedImport`).
    static let importBatchSize = 1024
    /// SQLite's page cache during an import, in KiB: room for the index of a million ids, which entries fill
    /// in no order (with SQLite's 2 MiB, pages spill to the log and are written again and again), and for
    /// sorting the rows when indexes are made after them (`ExpenseImport`).
    static let importCacheKiB = 128 << 10

    /// Gives a store its first content, once for the database: the content of the JSON file an earlier version
    /// left (imported exactly, but for the entries it cannot keep exactly, which are left out and named; the
    /// file kept aside as `<name>.imported-<timestamp>`), else the sample; a file that cannot be read is kept
    /// aside as `<name>.corrupt-<timestamp>`, and one that is not a document the app wrote as
    /// `<name>.not-wishlist-<timestamp>`, and the sample used. Returns what to tell the user: the problems,
    /// and what was imported.
    ///
    /// The file is read once, a chunk at a time, and its entries written as they are read (by the writer
    /// `writer` makes at the first entry, which `finish()`es once the file is known to be whole), all in one
    /// transaction with the record of the file imported (`ImportedFileRecord`): a start killed during the
    /// import leaves nothing of it, and the next start imports the file again; a start killed after its commit
    /// and before the file was kept aside keeps the file aside on the next start instead of leaving it in
    /// place. (`SavedData` settles the database after the imports: `AppDatabase.settleAfterLargeChange()`.)
    ///
    /// - Parameters:
    ///   - origin: the setting that says the store has had its first content; the record of the file imported
    ///     is kept beside it, under `origin` + ".file".
    ///   - kind: what the entries are (expenses, trips), for the user.
    ///   - progress: hears how far the reading of the file has come, every few thousand entries.
    ///   - writer: begins writing the content, in the transaction that records the origin (for the file's
    ///     entries, or the sample's).
    static func giveFirstContent<Writer: ImportWriter>(
        to database: AppDatabase, origin: String, file: DocumentFile<Writer.Content>, kind: LeftOutEntry.Kind, now: Date,
        progress: (ImportProgress) -> Void = { _ in },
        sample: () -> [Writer.Content], writer makeWriter: (DatabaseConnection) throws -> Writer
    ) throws -> (problems: [OpeningNotice], imported: DataImport?) {
        let recordKey = origin + ".file"
        let (given, recorded) = try database.read { connection in
            (try SettingTable.value(of: origin, in: connection), try SettingTable.value(of: recordKey, in: connection))
        }
        guard given == nil else {
            return (try keepAsideIfImported(file, record: recorded.flatMap(ImportedFileRecord.init(text:)), now: now), nil)
        }
        // Taken before reading: the file is not changed meanwhile (the directory is locked).
        let identity = ImportedFileRecord(fileAt: file.url)
        var reading = ListReading.missing
        do {
            try database.writeNowThroughJournal { connection in
                try connection.withPageCache(kibibytes: importCacheKiB) {
                    var writer: Writer?
                    reading = try file.readEntriesAlongside(progress: progress, preparing: { Writer.preparation() }) { value in
                        let current = try writer ?? makeWriter(connection)
                        writer = current
                        try current.write(value)
                    }
                    // Anything but a whole file: what was written of it is rolled back.
                    guard case .read = reading else { throw AbandonedImport() }
                    try writer?.finish()
                }
                try SettingTable.set("imported", for: origin, in: connection)
                if let identity {
                    try SettingTable.set(identity.text, for: recordKey, in: connection)
                }
            }
        } catch is AbandonedImport {}

        var notices: [OpeningNotice] = []
        switch reading {
        case .read(let count, let leftOut):
            let kept = try KeepAside.move(file.url, reason: "imported", now: now, timeZone: file.calendar.timeZone)
            return (notices, DataImport(
                count: count, kind: kind, fileName: file.fileName, keptAs: kept.lastPathComponent,
                leftOut: leftOut))
        case .missing:
            break
        case .unreadable(let reason):
            let kept = try file.moveAside(now: now)
            notices.append(.fileUnreadable(fileName: file.fileName, reason: reason, keptAs: kept.path))
        case .foreign(let reason):
            let kept = try KeepAside.move(file.url, reason: "not-wishlist", now: now, timeZone: file.calendar.timeZone)
            notices.append(.fileForeign(fileName: file.fileName, reason: reason, keptAs: kept.path))
        }
        let content = sample()
        try database.writeNow { connection in
            let writer = try makeWriter(connection)
            let prepare = Writer.preparation()
            for entry in content {
                try writer.write(prepare(entry))
            }
            try writer.finish()
            try SettingTable.set("sample", for: origin, in: connection)
        }
        return (notices, nil)
    }

    /// Thrown inside an import's transaction when the file turns out not to be whole, so that what was
    /// inserted of it is rolled back.
    private struct AbandonedImport: Error {}

    /// Keeps aside, as `<name>.imported-<timestamp>`, the file an import took when it is still in place (a
    /// start killed between the import's commit and keeping the file aside), and returns what to tell the
    /// user; any other file of that name is left alone.
    private static func keepAsideIfImported<Content>(
        _ file: DocumentFile<Content>, record: ImportedFileRecord?, now: Date
    ) throws -> [OpeningNotice] {
        guard let record, ImportedFileRecord(fileAt: file.url) == record else { return [] }
        let kept = try KeepAside.move(file.url, reason: "imported", now: now, timeZone: file.calendar.timeZone)
        return [.importedBefore(fileName: file.fileName, keptAs: kept.lastPathComponent)]
    }
}

extension DatabaseError {
    /// Whether the error says the file is not a database this app can read (garbage, damage, another
    /// program's database).
    var isUnreadableDatabase: Bool {
        [.notADatabase, .corrupt].contains(code.primary)
    }

    /// Whether the error says the database cannot be kept in that place at all (no permission, a read-only file
    /// system), rather than that the file is bad.
    var meansNoWay: Bool {
        [.cannotOpen, .permission, .readOnly].contains(code.primary)
    }
}
