import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One JSON data file of an earlier version in the data directory, such as `trips.json` (holding a
/// `TripsDocument`) or `expenses.json` (a `BudgetDocument`), whose entries are `Element`s.
///
/// Reading goes through the file once, a chunk at a time (`ListDocumentReader`), whatever its size.
/// Saving replaces the file atomically: a crash leaves the old file or the new one, never part of one.
/// A file that cannot be read is never overwritten by this type; `moveAside(now:)` keeps it under a new name.
/// Dates are written as calendar days in the time zone of `calendar` and read back as noon of that day.
public struct DocumentFile<Element: Sendable>: Sendable {
    /// The layout of the file: its name, kind, list and version.
    let layout: ListLayout
    /// Reads the document a tokenizer reads, with days in a time zone (`ListDocumentReader`), giving a
    /// progress handler the entries read so far and a body each value.
    private let readDocument: @Sendable (JSONTokenizer, TimeZone, (Int) -> Void, (Element) throws -> Void) throws -> ListReading
    /// The bytes of the file holding some content, with days in a time zone (`ListDocument.encode`).
    private let encodeDocument: @Sendable ([Element], TimeZone) throws -> Data
    /// The data directory holding the file.
    public let directory: URL
    /// The calendar whose time zone decides the day of each date, when writing and when reading.
    public let calendar: Calendar

    /// A handle on the file of `document` in `directory`; nothing is read or written yet.
    init<Entry: StoredEntry>(_ document: ListDocument<Entry>.Type, directory: URL, calendar: Calendar = .current)
    where Entry.Value == Element {
        layout = Entry.layout
        readDocument = { tokenizer, timeZone, progress, body in
            var reader = ListDocumentReader<Entry>(tokenizer, timeZone: timeZone)
            return try reader.read(progress: progress, each: body)
        }
        encodeDocument = { content, timeZone in try ListDocument<Entry>.encode(content, timeZone: timeZone) }
        self.directory = directory
        self.calendar = calendar
    }

    /// The name of the file inside the data directory, such as "expenses.json".
    public var fileName: String {
        layout.fileName
    }

    /// The schema version that this program reads and writes in this file.
    public var schemaVersion: Int {
        layout.schemaVersion
    }

    /// The location of the file.
    public var url: URL {
        directory.appendingPathComponent(fileName, isDirectory: false)
    }

    /// The location of the temporary file that a save of this process writes before renaming it.
    var temporaryURL: URL {
        directory.appendingPathComponent("\(fileName).tmp-\(getpid())", isDirectory: false)
    }

    /// What reading the file found.
    public enum Contents: Sendable {
        /// There is no file yet: the first run.
        case missing
        /// The file held this content, each date at noon of its day in the reader's time zone.
        case loaded([Element])
        /// The file held this content and entries that are left out of it, because the app could not keep them
        /// exactly (a value it cannot hold, a second entry with one id).
        case partlyLoaded([Element], leftOut: [LeftOutEntry])
        /// The file exists but cannot be used, for a short `reason` such as "not JSON" or "empty file".
        case unreadable(reason: ListFileReason)
        /// The file is not a document the app wrote, for a short `reason` such as "its top level is an array,
        /// not an object".
        case foreign(reason: ListFileReason)

        /// What `reading` found, with the values it gave.
        init(_ reading: ListReading, values: [Element]) {
            switch reading {
            case .missing: self = .missing
            case .read(_, let leftOut): self = leftOut.isEmpty ? .loaded(values) : .partlyLoaded(values, leftOut: leftOut)
            case .unreadable(let reason): self = .unreadable(reason: reason)
            case .foreign(let reason): self = .foreign(reason: reason)
            }
        }
    }

    // MARK: Reading

    /// Reads and decodes the whole file into memory (see `readEntries(progress:each:)`).
    public func read() -> Contents {
        var values: [Element] = []
        // Collecting the values throws nothing.
        let reading = (try? readEntries { values.append($0) }) ?? .unreadable(reason: .notJSON)
        return Contents(reading, values: values)
    }

    /// Reads the file once, from its start to its end a chunk at a time, and gives `body` each value as soon as
    /// its entry ends (see `ListDocumentReader`, which decides what the file is); `progress` hears how far the
    /// reading has come every few thousand entries, and at the end. Only a regular file is read
    /// (`FileChunks`).
    ///
    /// - Throws: what `body` throws, which ends the reading.
    func readEntries(progress: (ImportProgress) -> Void = { _ in }, each body: (Element) throws -> Void) throws -> ListReading {
        switch FileChunks.open(url.path) {
        case .missing:
            return .missing
        case .failed(let reason):
            return .unreadable(reason: .cannotRead(reason))
        case .opened(let chunks):
            let fileName = fileName
            return try readDocument(JSONTokenizer(chunks: chunks.next), calendar.timeZone, { entries in
                progress(ImportProgress(
                    fileName: fileName, entriesRead: entries, bytesRead: chunks.bytesRead,
                    totalBytes: max(chunks.size, chunks.bytesRead)))
            }, body)
        }
    }

    // MARK: Writing

    /// Replaces the file with `content`, atomically and durably.
    ///
    /// The data goes to a temporary file (mode 0600) in the same directory, which is flushed to disk with
    /// `fsync` and renamed over the file; then the directory is flushed too. On failure the old file is
    /// untouched and the temporary file is removed.
    /// - Throws: `DataFileError.cannotSave` with the path and the system's reason.
    public func save(_ content: [Element]) throws {
        let data: Data
        do {
            data = try encodeDocument(content, calendar.timeZone)
        } catch let EncodingError.invalidValue(_, context) {
            throw DataFileError.cannotSave(path: url.path, reason: .said(context.debugDescription))
        } catch {
            throw DataFileError.cannotSave(path: url.path, reason: FailureReason(error))
        }
        try write(data)
    }

    /// Writes `data` to the temporary file and renames it over the file.
    func write(_ data: Data) throws {
        let failure = data.withUnsafeBytes { bytes in
            AtomicFileWrite.replace(url.path, through: temporaryURL.path, with: bytes)
        }
        if let failure {
            throw DataFileError.cannotSave(path: url.path, reason: .system(code: failure))
        }
    }

    /// Removes temporary files left in the directory by saves that crashed.
    ///
    /// Call this only while holding the lock, so that no other process is saving.
    public func removeStaleTemporaryFiles() {
        let prefix = "\(fileName).tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(directory.appendingPathComponent(name, isDirectory: false).path)
        }
    }

    // MARK: Keeping a bad file

    /// Renames the file to `<name>.corrupt-<timestamp>`, such as `expenses.json.corrupt-20261129-141502`, and
    /// returns its new location.
    ///
    /// The timestamp is `now` in the calendar's time zone, such as `20261129-141502`; when that name is taken,
    /// `-2`, `-3` and so on are appended.
    /// - Throws: `DataFileError.cannotMoveAside` with the path and the system's reason.
    public func moveAside(now: Date) throws -> URL {
        try KeepAside.move(url, reason: "corrupt", now: now, timeZone: calendar.timeZone)
    }

    // MARK: Locking

    /// Takes the advisory lock on the data directory holding this file: `DataLock.acquire(in: directory)`.
    ///
    /// The lock covers every file of the directory, not only this one.
    /// - Throws: `DataFileError.inUse` when another copy of wishlist holds the lock, or
    ///   `DataFileError.cannotLock` when the lock file cannot be opened or locked.
    public func acquireLock() throws -> DataLock {
        try DataLock.acquire(in: directory)
    }
}

extension DocumentFile.Contents: Equatable where Element: Equatable {}

extension DocumentFile where Element == Expense {
    /// The `expenses.json` of an earlier version in `directory`, with days in `calendar`'s time zone: the app
    /// only imports it; tools that make one (the benchmark) write it with `save(_:)` as that version did.
    public static func expenses(in directory: URL, calendar: Calendar = .current) -> DocumentFile<Expense> {
        DocumentFile(BudgetDocument.self, directory: directory, calendar: calendar)
    }
}
