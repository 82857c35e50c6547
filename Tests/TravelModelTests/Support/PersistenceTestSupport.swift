import Foundation
import Glibc
import Testing
@testable import TravelModel

/// A fresh directory under the system's temporary directory, removed with everything in it when the last copy of
/// it goes: at the end of the test that made it, also when the test fails or throws.
struct TemporaryDirectory {
    let url: URL
    /// What removes the directory when the last copy goes; nil for a view of a directory another owns.
    private let owner: Owner?

    /// Removes its directory on `deinit`.
    private final class Owner: Sendable {
        let url: URL
        init(_ url: URL) { self.url = url }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    init() throws {
        var template = Array((FileManager.default.temporaryDirectory.path + "/wishlist-test-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        let path = try #require(created.map { String(cString: $0) }, "mkdtemp failed: errno \(errno)")
        url = URL(fileURLWithPath: path, isDirectory: true)
        owner = Owner(url)
    }

    /// A view of an existing directory, such as one inside a temporary directory: never removed by this value.
    init(url: URL) {
        self.url = url
        owner = nil
    }

    var path: String { url.path }

    func appending(_ name: String) -> URL {
        url.appendingPathComponent(name, isDirectory: false)
    }

    /// The names of the entries in the directory, sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

/// The permission bits of the file at `url`, such as 0o600.
func permissions(of url: URL) throws -> mode_t {
    var info = stat()
    #expect(stat(url.path, &info) == 0, "stat \(url.path): errno \(errno)")
    return info.st_mode & 0o7777
}

/// The bytes of the file at `url`.
func contents(of url: URL) throws -> Data {
    try Data(contentsOf: url)
}

/// Writes `text` to `url`, replacing any file there.
///
/// The file is opened close-on-exec: end-to-end tests start processes on other threads meanwhile, and a child
/// forked while a writable descriptor is open would otherwise keep it for its whole life (a tmux server lives
/// long), so that a tmpfs written this way could no longer be remounted read-only.
func write(_ text: String, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0, "open \(url.path): errno \(errno)")
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    try #require(written == bytes.count, "write \(url.path): errno \(errno)")
}

/// An exact decimal from its text.
func decimal(_ text: String) throws -> Decimal {
    try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
}

/// A Gregorian calendar in the named time zone.
func gregorian(_ timeZone: String) throws -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: timeZone))
    return calendar
}

/// A moment given by its wall-clock time in `calendar`.
func moment(_ calendar: Calendar, _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0,
            _ second: Int = 0) throws -> Date {
    try #require(calendar.date(from: DateComponents(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second
    )))
}

/// Small file systems mounted for a test, to get real "Read-only file system" and "No space left on device"
/// errors even as root, who ignores permission bits. Only possible where mounting is allowed.
enum TemporaryMount {
    /// Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN, outside a restrictive sandbox).
    static let isPermitted: Bool = {
        guard let directory = try? TemporaryDirectory() else { return false }
        guard Glibc.mount("tmpfs", directory.path, "tmpfs", 0, "size=64k,mode=0700") == 0 else { return false }
        umount2(directory.path, Int32(MNT_DETACH))
        return true
    }()

    /// Mounts a tmpfs of `size` bytes on `directory`.
    static func mountTmpfs(on directory: TemporaryDirectory, size: Int) throws {
        let result = Glibc.mount("tmpfs", directory.path, "tmpfs", 0, "size=\(size),mode=0700")
        try #require(result == 0, "mount failed: errno \(errno)")
    }

    /// Makes the tmpfs on `directory` read-only.
    static func remountReadOnly(_ directory: TemporaryDirectory) throws {
        let flags = UInt(MS_REMOUNT) | UInt(MS_RDONLY)
        let result = Glibc.mount("tmpfs", directory.path, "tmpfs", flags, nil)
        try #require(result == 0, "remount failed: errno \(errno)")
    }

    /// Unmounts whatever is mounted on `directory`.
    static func unmount(_ directory: TemporaryDirectory) {
        umount2(directory.path, Int32(MNT_DETACH))
    }
}

/// Takes a lock that was just released (or opens what takes it), retrying for up to two seconds while it is
/// still busy: other tests spawn processes at the same time, and between fork and exec a child shares this
/// process's open files (the lock among them) for a moment.
func acquireSoon<Result>(_ acquire: () throws -> Result) throws -> Result {
    let deadline = Date().addingTimeInterval(2)
    while true {
        do {
            return try acquire()
        } catch DataFileError.inUse where Date() < deadline {
            usleep(10_000)
        }
    }
}

/// The columns of an expense's row from schema version 3 to 5, before an expense could name a trip: what
/// tests of the updates from those versions write.
let expenseColumnsBeforeTrips = "id, title, amount, category_id, category_title, category_symbol, date, currency"

/// Adds `expenses` as `ExpenseTable.insert(_:in:)` does, also into a database of schema version 6 to 8, whose
/// rows do not yet say whether they are known to be readable (`known_readable`, version 9): what tests of the
/// updates from those versions write.
func insertExpenses(_ expenses: [Expense], anySchemaSince6 connection: DatabaseConnection) throws {
    let columns = try connection.prepare("SELECT name FROM pragma_table_info('expense')").rows { try $0.column(0, as: String.self) }
    guard !columns.contains("known_readable") else { return try ExpenseTable.insert(expenses, in: connection) }
    let insert = try connection.prepare("INSERT INTO expense (\(expenseColumnsBeforeTrips), title_key, trip) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
    for expense in expenses {
        try insert.bind([
            expense.id.uuidString, expense.title, try ExpenseTable.storedAmount(of: expense), expense.category.id, expense.category.title,
            expense.category.symbol, expense.date.timeIntervalSinceReferenceDate, expense.currencyCode,
            NameOrderKey.key(for: expense.title), expense.tripID?.uuidString,
        ])
        try insert.execute()
        insert.reset()
    }
}
