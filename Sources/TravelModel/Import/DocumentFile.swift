import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One JSON data file in the data directory, such as `trips.json` (holding a `TripsDocument`) or
/// `expenses.json` (a `BudgetDocument`).
///
/// Saving replaces the file atomically: a crash leaves the old file or the new one, never part of one.
/// A file that cannot be read is never overwritten by this type; `moveAside(now:)` keeps it under a new name.
/// Dates are written as calendar days in the time zone of `calendar` and read back as noon of that day.
public struct DocumentFile<Content: Sendable>: Sendable {
    /// How the content is laid out in the file.
    let document: any StoredDocument<Content>.Type
    /// The data directory holding the file.
    public let directory: URL
    /// The calendar whose time zone decides the day of each date, when writing and when reading.
    public let calendar: Calendar

    /// A handle on the file of `document` in `directory`; nothing is read or written yet.
    init<Document: StoredDocument>(_ document: Document.Type, directory: URL, calendar: Calendar = .current)
    where Document.Content == Content {
        self.document = document
        self.directory = directory
        self.calendar = calendar
    }

    /// The name of the file inside the data directory, such as "expenses.json".
    public var fileName: String {
        document.fileName
    }

    /// The schema version that this program reads and writes in this file.
    public var schemaVersion: Int {
        document.currentSchemaVersion
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
        case loaded(Content)
        /// The file held this content and entries that are left out of it, because the app could not keep them
        /// exactly (a value it cannot hold, a second entry with one id).
        case partlyLoaded(Content, leftOut: [LeftOutEntry])
        /// The file exists but cannot be used, for a short `reason` such as "not JSON" or "empty file".
        case unreadable(reason: String)
    }

    // MARK: Reading

    /// The most a data file may hold: far more than ten years of data, far less than what would exhaust
    /// memory if something else stood in its place.
    static var sizeLimit: Int { 256 << 20 }

    /// Reads and decodes the file. Only a regular file is read (`O_NOFOLLOW | O_NONBLOCK`: a link, a FIFO or
    /// a device is never opened for reading), and no more than `sizeLimit` bytes of it.
    public func read() -> Contents {
        let path = url.path
        let descriptor = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP { return .unreadable(reason: "a symbolic link, not a regular file") }
            return code == ENOENT ? .missing : .unreadable(reason: systemErrorReason(code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(reason: systemErrorReason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unreadable(reason: systemErrorReason(EISDIR))
        default: return .unreadable(reason: "not a regular file")
        }
        guard info.st_size <= Self.sizeLimit else { return .unreadable(reason: "larger than \(Self.sizeLimit >> 20) MB") }

        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                retryingOnInterrupt { systemRead(descriptor, bytes.baseAddress, bytes.count) }
            }
            if count < 0 {
                return .unreadable(reason: systemErrorReason(errno))
            }
            if count == 0 {
                break
            }
            data.append(contentsOf: buffer[0..<count])
            if data.count > Self.sizeLimit { return .unreadable(reason: "larger than \(Self.sizeLimit >> 20) MB") }
        }
        return decode(data)
    }

    /// Decodes the contents of a file, dating each day noon in the calendar's time zone.
    func decode(_ data: Data) -> Contents {
        document.decode(data, timeZone: calendar.timeZone)
    }

    // MARK: Writing

    /// Replaces the file with `content`, atomically and durably.
    ///
    /// The data goes to a temporary file (mode 0600) in the same directory, which is flushed to disk with
    /// `fsync` and renamed over the file; then the directory is flushed too. On failure the old file is
    /// untouched and the temporary file is removed.
    /// - Throws: `DataFileError.cannotSave` with the path and the system's reason.
    public func save(_ content: Content) throws {
        let data: Data
        do {
            data = try document.encode(content, timeZone: calendar.timeZone)
        } catch let EncodingError.invalidValue(_, context) {
            throw DataFileError.cannotSave(path: url.path, reason: context.debugDescription)
        } catch {
            throw DataFileError.cannotSave(path: url.path, reason: String(describing: error))
        }
        try write(data)
    }

    /// Writes `data` to the temporary file and renames it over the file.
    func write(_ data: Data) throws {
        let failure = data.withUnsafeBytes { bytes in
            AtomicFileWrite.replace(url.path, through: temporaryURL.path, with: bytes)
        }
        if let failure {
            throw DataFileError.cannotSave(path: url.path, reason: systemErrorReason(failure))
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

extension DocumentFile.Contents: Equatable where Content: Equatable {}
