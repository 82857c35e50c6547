import Foundation

/// A data document (`DataDocument`, as `wishlist export --format json` writes it) imported into a data
/// directory's database, in one transaction: all of it, or, when the document is refused or the disk fails on
/// the way, nothing (the pictures written for it removed again).
///
/// It adds what the database does not have, and keeps what it has: an entry whose id is there already (a
/// trip, with its activities; an expense; a picture of the user's own), a monthly limit of a category that
/// has one, a setting whose key is kept, is left as the database has it, and counted (`Summary.alreadyThere`).
/// So importing into an empty data directory gives exactly the database the document was written from (the
/// expenses entered in the document's order, which is the order they were entered in there), and importing a
/// document twice adds nothing the second time; nothing the database holds is ever written over. A document
/// that gives two entries one id is refused.
///
/// The document is read once, a chunk at a time (`DataDocumentReader`), each entry written as it is read. A
/// large document (many expenses for the database's size) is written as the first start's import is: the
/// expenses' indexes by date made again after the last row, and the search index brought up to date by one
/// statement (`ExpenseSearchIndex.suspendForImport`, `resumeAfterImport`), rather than row by row.
public enum DataDocumentImport {
    /// What an import did.
    public struct Summary: Equatable, Sendable {
        /// The entries added.
        public var added = DataDocument.Counts()
        /// The entries the database had already (by id, a setting by key, a limit by category), kept as they
        /// were.
        public var alreadyThere = DataDocument.Counts()
        /// Whether nothing was written: the document was only checked, and these are what an import would do.
        public var isDryRun = false

        /// Nothing done yet.
        public init() {}
    }

    /// Why an import did not happen; in every case nothing was written.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file cannot be read at all (missing, not a regular file, no permission).
        case cannotRead(path: String, reason: FailureReason)
        /// The document is not one to import: not JSON, not wishlist's, of another version, an entry that breaks
        /// a rule (see `DataDocumentProblem`).
        case refused(DataDocumentProblem)
        /// The data directory cannot be locked: another copy of wishlist has it open, or the lock cannot be
        /// taken.
        case cannotLock(DataFileError)
        /// The data directory's database cannot be opened: not wishlist's, of a newer version, not a regular
        /// file, or SQLite cannot open it.
        case cannotOpen(ReadOnlyDatabase.OpeningError)
        /// The database needs an update of its schema that cannot be made (see `BackupError.noCopyBeforeUpdate`).
        case cannotUpdate(BackupError)
        /// The data could not be written (a full disk, a damaged database).
        case cannotWrite(FailureReason)

        /// One line for the user.
        public var description: String {
            switch self {
            case let .cannotRead(path, reason): "\(path) cannot be read: \(reason)"
            case let .refused(problem): "the document cannot be imported: \(problem)"
            case let .cannotLock(error): error.description
            case let .cannotOpen(error): error.description
            case let .cannotUpdate(error): error.description
            case let .cannotWrite(reason): "nothing was imported: \(reason)"
            }
        }
    }

    /// Imports the document in the file at `path` into the data directory `directory` (which must exist), under
    /// its lock; `dryRun` reads and checks all of it, and says what an import would do, writing nothing (and
    /// making no database where there is none). Amounts an earlier version of the database kept without a
    /// currency are given `currencyCode` when the database is updated on the way (the app's currency).
    /// `progress` hears how many entries have been read, every few thousand.
    ///
    /// - Throws: `Failure`, having written nothing.
    public static func importDocument(
        atPath path: String, intoDirectory directory: URL, dryRun: Bool = false, currencyCode: String = "USD",
        progress: (Int) -> Void = { _ in }
    ) throws(Failure) -> Summary {
        let chunks: FileChunks
        switch FileChunks.open(path) {
        case .opened(let opened): chunks = opened
        case .missing: throw .cannotRead(path: path, reason: .system(code: ENOENT))
        case .failed(let reason): throw .cannotRead(path: path, reason: reason)
        }
        let lock: DataLock
        do {
            lock = try DataLock.acquire(in: directory)
        } catch let error as DataFileError {
            throw .cannotLock(error)
        } catch {
            throw .cannotLock(.cannotLock(path: directory.path, reason: FailureReason(error)))
        }
        defer { lock.release() }
        let url = directory.appendingPathComponent(AppDatabase.fileName, isDirectory: false)
        let database: AppDatabase
        do {
            try RegularFile.refuseUnlessRegularOrMissing(url)
            var info = stat()
            database = dryRun && lstat(url.path, &info) != 0
                ? AppDatabase.inMemory()
                : try AppDatabase.open(at: url, lock: lock, currencyCode: currencyCode)
        } catch let refusal as RegularFile.Refusal {
            throw .cannotOpen(.notARegularFile(path: refusal.path, kind: refusal.kind))
        } catch let error as BackupError {
            throw .cannotUpdate(error)
        } catch {
            let reason = (error as? DatabaseError).map { FailureReason($0, naming: .none) } ?? FailureReason(error)
            throw .cannotOpen(.cannotOpen(path: url.path, reason: reason))
        }
        let pictures = directory.appendingPathComponent(UserPictures.folderName, isDirectory: true)
        return try importDocument(
            JSONTokenizer(chunks: chunks.next), size: chunks.size, into: database, pictureFolder: pictures, dryRun: dryRun,
            progress: progress)
    }

    /// Imports the document `tokenizer` reads (of `size` bytes) into `database`, its pictures into
    /// `pictureFolder` (none for a database in memory).
    static func importDocument(
        _ tokenizer: JSONTokenizer, size: Int, into database: AppDatabase, pictureFolder: URL?, dryRun: Bool = false,
        progress: (Int) -> Void = { _ in }
    ) throws(Failure) -> Summary {
        var insertion: DataDocumentInsertion?
        do {
            func body(_ connection: DatabaseConnection) throws {
                try connection.withPageCache(kibibytes: DatabaseOpening.importCacheKiB) {
                    let content = try DataDocumentInsertion(
                        connection: connection, pictureFolder: pictureFolder, writesPictures: !dryRun,
                        estimatedExpenses: size / bytesPerExpense)
                    insertion = content
                    var reader = DataDocumentReader(tokenizer)
                    try reader.read(into: content, progress: progress)
                    try content.finish()
                }
                // All was checked and written: a dry run rolls it back.
                if dryRun { throw DryRunEnd() }
            }
            try dryRun ? database.writeNow(body) : database.writeNowThroughJournal(body)
        } catch is DryRunEnd {
        } catch {
            insertion?.removeWrittenPictures()
            if let problem = error as? DataDocumentProblem { throw .refused(problem) }
            throw .cannotWrite(PreparedStatement.reason(for: error, withCode: true))
        }
        var summary = insertion?.summary ?? Summary()
        summary.isDryRun = dryRun
        if !dryRun {
            // Statistics for the planner after many rows, and no log left beside the database either way.
            if insertion?.putsOffIndexes == true { database.settleAfterLargeChange() } else { database.checkpoint() }
        }
        return summary
    }

    /// About how many bytes an expense takes in a document, to tell from its size how many it holds.
    static let bytesPerExpense = 230

    /// Thrown at the end of a dry run's transaction, so that what it wrote is rolled back.
    private struct DryRunEnd: Error {}
}

/// The entries of one import written into the database as they are read (see `DataDocumentImport`), in its
/// transaction. An entry whose id the database has already is counted and left; one whose id an earlier
/// entry of the document had is a problem that refuses the document.
final class DataDocumentInsertion: DataDocumentContent {
    /// The fewest expenses a document must hold (by its size) for the indexes to be put off.
    static let fewestToPutOffIndexes = 8192

    private let connection: DatabaseConnection
    private let pictureFolder: URL?
    private let writesPictures: Bool
    /// What was added and left so far.
    private(set) var summary = DataDocumentImport.Summary()
    /// The picture files written (removed again when the import fails).
    private var writtenPictures: [URL] = []
    /// Whether the expenses' indexes by date and the search index's triggers are put off to `finish()`: when
    /// the document holds many expenses, as many as an eighth of those there are or more.
    let putsOffIndexes: Bool
    /// The last row id of the expenses before the import: an id found on a row after it is the document's own.
    private let lastBefore: Int64
    private let expenses: ExpenseInsertion
    private var preparation = ExpensePreparation()
    private let enteredOfID: PreparedStatement
    private let tripIsThere: PreparedStatement
    private let addSetting: PreparedStatement
    private let addLimit: PreparedStatement
    private var tripIDs: Set<UUID> = []
    private var pictureIDs: Set<UUID> = []
    private var limitCategories: Set<String> = []
    /// The expenses the database had before the import, met in the document (a second one of them is the
    /// document's own second).
    private var expensesThere: Set<UUID> = []

    /// An insertion into the database of `connection`, inside its transaction, of a document of about
    /// `estimatedExpenses` expenses; pictures go into `pictureFolder`, if there is one and `writesPictures`.
    init(connection: DatabaseConnection, pictureFolder: URL?, writesPictures: Bool, estimatedExpenses: Int) throws {
        self.connection = connection
        self.pictureFolder = pictureFolder
        self.writesPictures = writesPictures
        let count = try connection.prepare("SELECT count(*) FROM expense").rows { try $0.column(0, as: Int.self) }.first ?? 0
        putsOffIndexes = estimatedExpenses >= Self.fewestToPutOffIndexes && estimatedExpenses >= count / 8
        if putsOffIndexes {
            for index in ExpenseTable.dateIndexes {
                try connection.execute("DROP INDEX \(index.name)")
            }
            lastBefore = try ExpenseSearchIndex.suspendForImport(in: connection)
        } else {
            lastBefore = try connection.prepare("SELECT coalesce(max(entered), 0) FROM expense").rows {
                try $0.column(0, as: Int64.self)
            }.first ?? 0
        }
        expenses = try ExpenseInsertion(in: connection, keepingExisting: true)
        enteredOfID = try connection.prepare("SELECT entered FROM expense WHERE id = ?")
        tripIsThere = try connection.prepare("SELECT 1 FROM trip WHERE id = ?")
        addSetting = try connection.prepare("INSERT OR IGNORE INTO setting (key, value) VALUES (?, ?)")
        addLimit = try connection.prepare("INSERT OR IGNORE INTO category_limit (category, amount, currency) VALUES (?, ?, ?)")
    }

    func setting(_ value: String, for key: String, at place: EntryPlace) throws {
        try addSetting.bind([key, value])
        try addSetting.execute()
        count(added: connection.changedRowCount == 1, \.settings)
    }

    func trip(_ trip: Trip, at place: EntryPlace) throws {
        guard tripIDs.insert(trip.id).inserted else {
            throw place.problem(.tripIDTaken(trip.id.uuidString), key: "id")
        }
        try tripIsThere.bind(trip.id.uuidString, at: 1)
        let isThere = try tripIsThere.rows { _ in true }.first ?? false
        if !isThere {
            // Its days at noon in UTC are written as the days they are there.
            try TripTable.upsert([trip], timeZone: .gmt, in: connection)
            summary.added.activities += trip.activityCount
        } else {
            summary.alreadyThere.activities += trip.activityCount
        }
        count(added: !isThere, \.trips)
    }

    func picture(_ picture: Picture, id: UUID, at place: EntryPlace) throws {
        guard pictureIDs.insert(id).inserted else {
            throw place.problem(.pictureNameTaken("user:" + id.uuidString.lowercased()), key: "name")
        }
        guard let folder = pictureFolder else {
            count(added: true, \.pictures)
            return
        }
        let file = UserPictures.fileURL(of: id, in: folder)
        var info = stat()
        let isThere = lstat(file.path, &info) == 0
        if !isThere, writesPictures {
            try UserPictures.write(picture, id: id, in: folder)
            writtenPictures.append(file)
        }
        count(added: !isThere, \.pictures)
    }

    func categoryLimit(_ limit: CategoryLimitTable.Row, at place: EntryPlace) throws {
        guard limitCategories.insert(limit.category).inserted else {
            throw place.problem(.limitCategoryTaken("\(quoted: limit.category)"), key: "category")
        }
        guard let amount = CategoryLimitTable.storedAmount(of: limit.limit) else {
            throw place.problem(.limitNotExact, key: "amount")
        }
        try addLimit.bind([limit.category, amount, limit.limit.currencyCode])
        try addLimit.execute()
        count(added: connection.changedRowCount == 1, \.categoryLimits)
    }

    func expense(_ expense: Expense, at place: EntryPlace) throws {
        let prepared: PreparedExpense
        do {
            prepared = try preparation.prepare(expense)
        } catch {
            throw place.problem(.amountNotExact, key: "amount")
        }
        try expenses.insert(prepared)
        guard connection.changedRowCount == 0 else {
            summary.added.expenses += 1
            return
        }
        // The id is there: the database had it, or an earlier entry of the document.
        try expense.id.withCanonicalText { try enteredOfID.bind(utf8: $0, at: 1) }
        let entered = try enteredOfID.rows { try $0.column(0, as: Int64.self) }.first ?? 0
        guard entered <= lastBefore, expensesThere.insert(expense.id).inserted else {
            throw place.problem(.expenseIDTaken(expense.id.uuidString), key: "id")
        }
        summary.alreadyThere.expenses += 1
    }

    /// Makes what was put off (the indexes by date, the search index), and marks the budget and the wishlist as
    /// given their first content, where the document did not, so that the app adds no sample to them.
    func finish() throws {
        if putsOffIndexes {
            for index in ExpenseTable.dateIndexes {
                try connection.execute(index.definition)
            }
            try ExpenseSearchIndex.resumeAfterImport(in: connection, after: lastBefore)
        }
        let origin = try connection.prepare("INSERT OR IGNORE INTO setting (key, value) VALUES (?, 'imported')")
        for key in [BudgetOpening.originSetting, TripsOpening.originSetting] {
            try origin.bind(key, at: 1)
            try origin.execute()
        }
    }

    /// Removes the picture files written, once the import has failed.
    func removeWrittenPictures() {
        for file in writtenPictures {
            unlink(file.path)
        }
        writtenPictures.removeAll()
    }

    /// Counts an entry of the kind `kind` as added, or as there already.
    private func count(added: Bool, _ kind: WritableKeyPath<DataDocument.Counts, Int>) {
        if added {
            summary.added[keyPath: kind] += 1
        } else {
            summary.alreadyThere[keyPath: kind] += 1
        }
    }
}
