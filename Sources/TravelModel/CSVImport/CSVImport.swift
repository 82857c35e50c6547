import Foundation

/// An import of a CSV file's rows as expenses, by settings the user has seen (`CSVImportGuess`, then
/// changed or not): a preview of what it would do, and the import itself.
///
/// Both read the file once, from its first byte to its last, a record at a time (`CSVReader`), and make each
/// row's expense (`CSVRowConversion`) or say why it is skipped; a row like an expense already in the database
/// is a duplicate (`DuplicateCheck`), skipped unless the settings keep duplicates. The import writes each
/// expense as it is made, all in one transaction: the whole file or nothing. A file that turns out unreadable
/// half way (a line that is not UTF-8), a failure of the database, a cancellation, or a kill, leaves nothing of
/// it. The search index is filled with the new rows once they are all in, inside the same transaction (its
/// triggers, row by row, made the import three times as long).
///
/// Both run on the caller's thread, which should not be the main one: a preview reads the database a day at a
/// time, and an import holds it for its transaction (about a second for 100,000 rows). `progress` hears of
/// each 1,024 rows read; a `CSVImportCancellation` stops either at the next row.
public struct CSVImport: Sendable {
    /// The file.
    public var path: String
    /// How it is read and what its rows become.
    public var settings: CSVImportSettings
    /// The time zone of the days: a row's day is stored as noon of that day there.
    public var timeZone: TimeZone

    /// An import of the file at `path` by `settings`, its days in `timeZone`.
    public init(path: String, settings: CSVImportSettings, timeZone: TimeZone = .current) {
        self.path = path
        self.settings = settings
        self.timeZone = timeZone
    }

    /// How many rows pass between two reports of progress.
    static let progressInterval = 1_024

    /// What importing the file into `database` would do, its first `rowLimit` expenses as they would be
    /// stored; nothing is written.
    ///
    /// - Throws: `CSVImportFailure` when the file cannot be read, the database cannot be read, or it was
    ///   cancelled.
    public func preview(
        in database: AppDatabase, rowLimit: Int = 20, progress: (CSVImportProgress) -> Void = { _ in },
        cancellation: CSVImportCancellation = CSVImportCancellation()
    ) throws(CSVImportFailure) -> CSVImportReport {
        try failing {
            let last = try database.read(Self.lastEntered(in:))
            let trips = try database.read { try ImportTrips(connection: $0) }
            return try process(trips: trips, loadDay: { start, end in
                try database.read { connection in
                    try DuplicateCheck.load(with: connection.prepare(DuplicateCheck.daySQL), start: start, end: end, upTo: last)
                }
            }, rowLimit: rowLimit, progress: progress, cancellation: cancellation, write: nil)
        }
    }

    /// What importing the file into `database` would do, as `preview(in:…)` for the app's database, for a
    /// command that only reads while the app may run (`wishlist import --dry-run`).
    public func preview(
        in database: ReadOnlyDatabase, rowLimit: Int = 20, progress: (CSVImportProgress) -> Void = { _ in },
        cancellation: CSVImportCancellation = CSVImportCancellation()
    ) throws(CSVImportFailure) -> CSVImportReport {
        let connection = database.connection
        return try failing {
            // One snapshot of the database for the whole preview.
            try connection.transaction(.deferred) {
                let last = try Self.lastEntered(in: connection)
                let days = try connection.prepare(DuplicateCheck.daySQL)
                return try process(trips: ImportTrips(connection: connection), loadDay: { start, end in
                    try DuplicateCheck.load(with: days, start: start, end: end, upTo: last)
                }, rowLimit: rowLimit, progress: progress, cancellation: cancellation, write: nil)
            }
        }
    }

    /// Imports the file into `database`, in one transaction, and says what it did; `report.batch` names the
    /// expenses added, for an undo.
    ///
    /// - Throws: `CSVImportFailure` when the file cannot be read to its end, the database cannot be written,
    ///   or it was cancelled: nothing of the file is then in the database.
    public func run(
        into database: AppDatabase, progress: (CSVImportProgress) -> Void = { _ in },
        cancellation: CSVImportCancellation = CSVImportCancellation()
    ) throws(CSVImportFailure) -> CSVImportReport {
        try failing {
            var report = CSVImportReport()
            try database.writeNowThroughJournal { connection in
                try connection.withPageCache(kibibytes: Self.cacheKiB) {
                    // The search index is filled once at the end, not by its triggers row by row: a trigger makes
                    // every insert a statement of many rows, whose pages SQLite copies aside first (4 s of 8 for
                    // 100,000 rows).
                    let last = try ExpenseSearchIndex.suspendForImport(in: connection)
                    let days = try connection.prepare(DuplicateCheck.daySQL)
                    let insertion = try ExpenseInsertion(in: connection, replacing: false)
                    var titleKeys = NameOrderKey.Memo()
                    report = try process(trips: ImportTrips(connection: connection), loadDay: { start, end in
                        try DuplicateCheck.load(with: days, start: start, end: end, upTo: last)
                    }, rowLimit: 0, progress: progress, cancellation: cancellation) { row in
                        try insertion.insert(PreparedExpense(
                            expense: row.expense, amountText: row.amountText, titleKey: titleKeys.key(for: row.expense.title)))
                    }
                    try ExpenseSearchIndex.resumeAfterImport(in: connection, after: last, onlyAdded: true)
                    if report.imported > 0 {
                        report.batch = ImportedBatch(
                            firstEntered: last + 1, lastEntered: try Self.lastEntered(in: connection), count: report.imported)
                    }
                }
            }
            // Many rows: statistics for the planner, as after the first start's import.
            if report.imported >= Self.largeImport { database.settleAfterLargeChange() }
            return report
        }
    }

    /// How many rows make an import large enough to settle the database after it (`AppDatabase.settleAfterLargeChange`).
    static let largeImport = 10_000

    /// SQLite's page cache while an import writes, in KiB: the pages of the indexes it adds to.
    static let cacheKiB = 64 << 10

    /// The `entered` of the last expense in the database (0 for none).
    static func lastEntered(in connection: DatabaseConnection) throws -> Int64 {
        try connection.prepare("SELECT coalesce(max(entered), 0) FROM expense").rows { try $0.column(0, as: Int64.self) }.first ?? 0
    }

    /// Runs `body`, its errors as an import's.
    private func failing<Result>(_ body: () throws -> Result) throws(CSVImportFailure) -> Result {
        do {
            return try body()
        } catch let error as CSVImportFailure {
            throw error
        } catch let error as CSVFileError {
            throw .file(error)
        } catch {
            throw .database(reason: PreparedStatement.reason(for: error, withCode: false))
        }
    }

    /// Reads the file's rows, makes each one's expense or skips it, and hands each expense to `write` (when
    /// there is one): the preview's and the import's one pass.
    private func process(
        trips: ImportTrips, loadDay: @escaping DuplicateCheck.DayLoader, rowLimit: Int,
        progress: (CSVImportProgress) -> Void, cancellation: CSVImportCancellation, write: ((CSVImportRow) throws -> Void)?
    ) throws -> CSVImportReport {
        if let missing = settings.columns.missingRole { throw CSVFileError.noColumn(missing) }
        let source = try CSVByteSource(path: path)
        var reader = CSVReader(source: source, separator: settings.separator)
        var conversion = CSVRowConversion(settings: settings, timeZone: timeZone, trips: trips)
        var duplicates = DuplicateCheck(timeZone: timeZone, loadDay: loadDay)
        var report = CSVImportReport()
        var rows = 0
        while let record = try reader.next() {
            if cancellation.isCancelled { throw CSVImportFailure.cancelled }
            rows += 1
            if rows % Self.progressInterval == 0 {
                progress(CSVImportProgress(rowsRead: rows, bytesRead: reader.bytesRead, totalBytes: reader.totalBytes))
            }
            switch conversion.convert(record) {
            case .failure(.beforeHeader):
                continue
            case .failure(let reason):
                report.skip(CSVSkippedRow(line: record.line, reason: reason))
            case .success(let row):
                if try duplicates.isDuplicate(row) {
                    guard settings.keepsDuplicates else {
                        report.skip(CSVSkippedRow(line: row.line, reason: .duplicate))
                        continue
                    }
                    report.duplicatesKept += 1
                }
                try write?(row)
                report.take(row, keepingFirst: rowLimit)
            }
        }
        progress(CSVImportProgress(rowsRead: rows, bytesRead: reader.bytesRead, totalBytes: reader.totalBytes))
        return report
    }
}
