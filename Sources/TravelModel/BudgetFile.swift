import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The expenses file, `expenses.json` in the data directory, and its lock.
///
/// Saving replaces the file atomically: a crash leaves the old file or the new one, never part of one.
/// A file that cannot be read is never overwritten by this type; `moveAside(now:)` keeps it under a new name.
public struct BudgetFile: Sendable {
    /// The name of the expenses file inside the data directory.
    public static let fileName = "expenses.json"
    /// The name of the lock file inside the data directory.
    public static let lockFileName = "expenses.lock"
    /// The schema version that this program reads and writes.
    public static let schemaVersion = BudgetDocument.currentSchemaVersion

    /// The data directory holding the file.
    public let directory: URL
    /// The calendar whose time zone decides the day of each expense, when writing and when reading.
    public let calendar: Calendar

    /// Creates a handle on `expenses.json` in `directory`; nothing is read or written yet.
    public init(directory: URL, calendar: Calendar = .current) {
        self.directory = directory
        self.calendar = calendar
    }

    /// The location of `expenses.json`.
    public var url: URL {
        directory.appendingPathComponent(Self.fileName, isDirectory: false)
    }

    /// The location of the temporary file that a save of this process writes before renaming it.
    var temporaryURL: URL {
        directory.appendingPathComponent("\(Self.fileName).tmp-\(getpid())", isDirectory: false)
    }

    /// What reading the expenses file found.
    public enum Contents: Equatable, Sendable {
        /// There is no file yet: the first run.
        case missing
        /// The file held these expenses, each dated noon of its day in the reader's time zone.
        case loaded([Expense])
        /// The file exists but cannot be used, for a short `reason` such as "not JSON" or "empty file".
        case unreadable(reason: String)
    }

    // MARK: Reading

    /// Reads and decodes the expenses file.
    public func read() -> Contents {
        let path = url.path
        let descriptor = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let code = errno
            return code == ENOENT ? .missing : .unreadable(reason: systemErrorReason(code))
        }
        defer { close(descriptor) }

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
        }
        return Self.decode(data, timeZone: calendar.timeZone)
    }

    /// Decodes the contents of an expenses file, dating each expense noon of its day in `timeZone`.
    static func decode(_ data: Data, timeZone: TimeZone) -> Contents {
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        if data.allSatisfy({ whitespace.contains($0) }) {
            return .unreadable(reason: "empty file")
        }
        guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
            return .unreadable(reason: "not JSON")
        }
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(BudgetDocumentHeader.self, from: data) else {
            return .unreadable(reason: "not an expenses file")
        }
        guard let version = header.schemaVersion else {
            return .unreadable(reason: "no schemaVersion")
        }
        guard version == BudgetDocument.currentSchemaVersion else {
            return .unreadable(reason: "unknown schemaVersion \(version)")
        }
        let document: BudgetDocument
        do {
            document = try decoder.decode(BudgetDocument.self, from: data)
        } catch let error as DecodingError {
            return .unreadable(reason: Self.reason(for: error))
        } catch {
            return .unreadable(reason: "not an expenses file")
        }
        var expenses: [Expense] = []
        expenses.reserveCapacity(document.expenses.count)
        for (index, stored) in document.expenses.enumerated() {
            switch stored.expense(timeZone: timeZone) {
            case let .success(expense):
                expenses.append(expense)
            case let .failure(error):
                return .unreadable(reason: "\(error) in expenses[\(index)]")
            }
        }
        return .loaded(expenses)
    }

    /// A short reason for a document of the right version whose content does not fit.
    private static func reason(for error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "the document" : text
        }
        switch error {
        case let .keyNotFound(key, context):
            let parent = place(context.codingPath)
            return "missing \(key.stringValue) in \(parent)"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "unexpected value at \(place(context.codingPath))"
        case let .dataCorrupted(context):
            return "invalid value at \(place(context.codingPath))"
        @unknown default:
            return "not an expenses file"
        }
    }

    // MARK: Writing

    /// Encodes `expenses` as an expenses file, writing each date as its day in `timeZone`.
    static func encode(_ expenses: [Expense], timeZone: TimeZone) throws -> Data {
        let document = BudgetDocument(
            schemaVersion: BudgetDocument.currentSchemaVersion,
            expenses: try expenses.map { try StoredExpense($0, timeZone: timeZone) }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(document)
        data.append(0x0A)
        return data
    }

    /// Replaces the expenses file with `expenses`, atomically and durably.
    ///
    /// The data goes to a temporary file (mode 0600) in the same directory, which is flushed to disk with
    /// `fsync` and renamed over `expenses.json`; then the directory is flushed too. On failure the old file
    /// is untouched and the temporary file is removed.
    /// - Throws: `BudgetFileError.cannotSave` with the path and the system's reason.
    public func save(_ expenses: [Expense]) throws {
        let data: Data
        do {
            data = try Self.encode(expenses, timeZone: calendar.timeZone)
        } catch let EncodingError.invalidValue(_, context) {
            throw BudgetFileError.cannotSave(path: url.path, reason: context.debugDescription)
        } catch {
            throw BudgetFileError.cannotSave(path: url.path, reason: String(describing: error))
        }
        try write(data)
    }

    /// Writes `data` to the temporary file and renames it over the expenses file.
    func write(_ data: Data) throws {
        let target = url.path
        let temporary = temporaryURL.path
        func failure(_ code: Int32) -> BudgetFileError {
            .cannotSave(path: target, reason: systemErrorReason(code))
        }

        // A leftover from a crashed save of a process with the same id; O_EXCL below refuses anything else.
        if unlink(temporary) != 0, errno != ENOENT, errno != EISDIR {
            throw failure(errno)
        }
        let descriptor = retryingOnInterrupt {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            throw failure(errno)
        }
        var isOpen = true
        var isRenamed = false
        defer {
            if isOpen {
                close(descriptor)
            }
            if !isRenamed {
                unlink(temporary)
            }
        }

        // The umask may have removed bits: the file must be exactly 0600.
        guard fchmod(descriptor, 0o600) == 0 else {
            throw failure(errno)
        }
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = retryingOnInterrupt {
                    systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                }
                guard written > 0 else {
                    throw failure(written < 0 ? errno : EIO)
                }
                offset += written
            }
        }
        guard retryingOnInterrupt({ fsync(descriptor) }) == 0 else {
            throw failure(errno)
        }
        isOpen = false
        guard close(descriptor) == 0 else {
            throw failure(errno)
        }
        guard rename(temporary, target) == 0 else {
            throw failure(errno)
        }
        isRenamed = true
        syncDirectory()
    }

    /// Flushes the directory entry of a rename to disk, as far as the file system allows.
    ///
    /// Failure is not reported: the new file is already in place, and some file systems refuse to sync a
    /// directory.
    private func syncDirectory() {
        let descriptor = retryingOnInterrupt { open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        _ = retryingOnInterrupt { fsync(descriptor) }
        close(descriptor)
    }

    /// Removes temporary files left in the directory by saves that crashed.
    ///
    /// Call this only while holding the lock, so that no other process is saving.
    public func removeStaleTemporaryFiles() {
        let prefix = "\(Self.fileName).tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(directory.appendingPathComponent(name, isDirectory: false).path)
        }
    }

    // MARK: Keeping a bad file

    /// Renames the expenses file to `expenses.json.corrupt-<timestamp>` and returns its new location.
    ///
    /// The timestamp is `now` in the calendar's time zone, such as `20261129-141502`; when that name is taken,
    /// `-2`, `-3` and so on are appended.
    /// - Throws: `BudgetFileError.cannotMoveAside` with the path and the system's reason.
    public func moveAside(now: Date) throws -> URL {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        let stamp = "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))-"
            + "\(two(parts.hour))\(two(parts.minute))\(two(parts.second))"
        let base = "\(Self.fileName).corrupt-\(stamp)"

        var suffix = 1
        while true {
            let name = suffix == 1 ? base : "\(base)-\(suffix)"
            let destination = directory.appendingPathComponent(name, isDirectory: false)
            var info = stat()
            if lstat(destination.path, &info) == 0 {
                suffix += 1
                continue
            }
            guard errno == ENOENT else {
                throw BudgetFileError.cannotMoveAside(path: url.path, reason: systemErrorReason(errno))
            }
            guard rename(url.path, destination.path) == 0 else {
                throw BudgetFileError.cannotMoveAside(path: url.path, reason: systemErrorReason(errno))
            }
            syncDirectory()
            return destination
        }
    }

    // MARK: Locking

    /// Takes the advisory lock on the data directory, held until the returned lock is released.
    ///
    /// The lock is `flock(LOCK_EX | LOCK_NB)` on `expenses.lock`, created 0600 when missing.
    /// - Throws: `BudgetFileError.inUse` when another copy of wishlist holds the lock, or
    ///   `BudgetFileError.cannotLock` when the lock file cannot be opened or locked.
    public func acquireLock() throws -> BudgetLock {
        let lockURL = directory.appendingPathComponent(Self.lockFileName, isDirectory: false)
        let descriptor = retryingOnInterrupt {
            open(lockURL.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            throw BudgetFileError.cannotLock(path: lockURL.path, reason: systemErrorReason(errno))
        }
        guard retryingOnInterrupt({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0 else {
            let code = errno
            close(descriptor)
            if code == EWOULDBLOCK {
                throw BudgetFileError.inUse(directory: directory.path)
            }
            throw BudgetFileError.cannotLock(path: lockURL.path, reason: systemErrorReason(code))
        }
        return BudgetLock(descriptor: descriptor, url: lockURL)
    }
}

/// An advisory lock on a data directory, held by this process until `release()` or deinitialization.
public final class BudgetLock: @unchecked Sendable {
    // The descriptor is only touched under `mutex`.
    private let mutex = NSLock()
    private var descriptor: Int32

    /// The lock file.
    public let url: URL

    init(descriptor: Int32, url: URL) {
        self.descriptor = descriptor
        self.url = url
    }

    /// Whether the lock is still held.
    public var isHeld: Bool {
        mutex.withLock { descriptor >= 0 }
    }

    /// Releases the lock; later calls do nothing.
    public func release() {
        mutex.withLock {
            if descriptor >= 0 {
                close(descriptor)
                descriptor = -1
            }
        }
    }

    deinit {
        release()
    }
}

/// Why the expenses file could not be saved, kept aside or locked.
public enum BudgetFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another process holds the lock on the data directory.
    case inUse(directory: String)
    /// The file at `path` could not be saved, for the system's `reason`, such as "Permission denied".
    case cannotSave(path: String, reason: String)
    /// The unreadable file at `path` could not be renamed, for the system's `reason`.
    case cannotMoveAside(path: String, reason: String)
    /// The lock file at `path` could not be opened or locked, for the system's `reason`.
    case cannotLock(path: String, reason: String)

    /// A one-line message for the user that names the path and the reason.
    public var description: String {
        switch self {
        case let .inUse(directory):
            return "The data in \(directory) is in use by another copy of wishlist"
        case let .cannotSave(path, reason):
            return "Cannot save \(path): \(reason)"
        case let .cannotMoveAside(path, reason):
            return "Cannot keep \(path) aside: \(reason)"
        case let .cannotLock(path, reason):
            return "Cannot lock \(path): \(reason)"
        }
    }
}
