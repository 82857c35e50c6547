import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The copies of the database made before each update of its schema, beside it in the data directory:
/// `wishlist.before-v7-2026-12-05.sqlite` is the data as it was before the update to schema 7, copied on that
/// day (`-2.sqlite`, `-3.sqlite`… for another copy of that day). An update that goes wrong, or a version that
/// turns out wrong, loses nothing: the copy opens in any SQLite tool, and `wishlist restore` puts it back.
///
/// Only the latest `keptCount` are kept, so that updates do not fill the disk (a million expenses take some
/// 350-560 MB); copies of other names, and every other file, are left alone.
enum MigrationBackups {
    /// What the copies' names start with.
    static let namePrefix = "wishlist.before-v"
    /// What the copies' names end with: they are SQLite databases.
    static let nameSuffix = ".sqlite"
    /// How many copies are kept: the one just made and the one before it.
    static let keptCount = 2

    /// Writes a copy of the database `connection` has open at `url` (at schema `version`) beside it, named for
    /// the update to `target` and the day of `now` in `timeZone`, then removes all but the latest `keptCount`
    /// copies (and what copies killed midway left); gives the copy's location.
    ///
    /// - Throws: `BackupError.noCopyBeforeUpdate` when the copy cannot be written (a full disk): the update
    ///   must not run without it. A `DatabaseError` of the database itself when it is damaged or not a
    ///   database, as it is, so that the opening keeps it aside as it keeps any damaged database.
    @discardableResult
    static func write(
        of connection: DatabaseConnection, at url: URL, version: Int32, target: Int32, now: Date, timeZone: TimeZone
    ) throws -> URL {
        let directory = url.deletingLastPathComponent()
        let copyURL = freeURL(in: directory, target: target, day: day(of: now, in: timeZone))
        do {
            try DatabaseFileCopy.write(of: connection, beside: copyURL).install()
        } catch let BackupError.cannotWrite(_, reason) {
            throw BackupError.noCopyBeforeUpdate(path: url.path, version: version, target: target, reason: reason)
        }
        removeAllButLatest(in: directory)
        return copyURL
    }

    /// The name of a copy before the update to `target`, made on `day` (`2026-12-05`), the `number`th of that
    /// day and update.
    static func name(target: Int32, day: String, number: Int = 1) -> String {
        "\(namePrefix)\(target)-\(day)\(number == 1 ? "" : "-\(number)")\(nameSuffix)"
    }

    /// The first name of a copy before the update to `target` on `day` that no file in `directory` has.
    private static func freeURL(in directory: URL, target: Int32, day: String) -> URL {
        var number = 1
        while true {
            let url = directory.appendingPathComponent(name(target: target, day: day, number: number), isDirectory: false)
            var info = stat()
            if lstat(url.path, &info) != 0, errno == ENOENT {
                return url
            }
            number += 1
        }
    }

    /// `date`'s day in `timeZone`, as `yyyy-MM-dd`.
    static func day(of date: Date, in timeZone: TimeZone) -> String {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        let parts = gregorian.dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 0, month = parts.month ?? 0, day = parts.day ?? 0
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// Where a copy's name puts it among the others, latest last: its day, then its update's schema, then its
    /// number within the day; nil for a name that is not a copy's.
    static func order(ofName name: String) -> (day: String, target: Int, number: Int)? {
        guard name.hasPrefix(namePrefix), name.hasSuffix(nameSuffix) else { return nil }
        let middle = name.dropFirst(namePrefix.count).dropLast(nameSuffix.count)
        // `7-2026-12-05` or `7-2026-12-05-2`.
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 4 || parts.count == 5, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isWholeNumber) && $0.allSatisfy(\.isASCII) }),
              let target = Int(parts[0]), parts[1].count == 4, parts[2].count == 2, parts[3].count == 2 else { return nil }
        let number = parts.count == 5 ? Int(parts[4]) ?? 0 : 1
        guard number >= 1 else { return nil }
        return (parts[1...3].joined(separator: "-"), target, number)
    }

    /// Removes every copy in `directory` but the latest `keptCount` (regular files only), and the temporary
    /// files of copies killed midway. A copy that cannot be removed stays; it is tried again after the next.
    static func removeAllButLatest(in directory: URL) {
        DatabaseFileCopy.removeLeftovers(in: directory, forNamesStartingWith: namePrefix)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let copies = names.compactMap { name in order(ofName: name).map { (name, $0) } }
            .sorted { ($0.1.day, $0.1.target, $0.1.number) < ($1.1.day, $1.1.target, $1.1.number) }
        for (name, _) in copies.dropLast(keptCount) {
            let url = directory.appendingPathComponent(name, isDirectory: false)
            var info = stat()
            guard lstat(url.path, &info) == 0, RegularFile.kind(ofMode: info.st_mode) == nil else { continue }
            DatabaseFileCopy.removeDatabaseFiles(at: url)
        }
        KeepAside.syncDirectory(directory)
    }
}
