import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Moving a file out of the way under a name that says why and when, so that it is never overwritten:
/// `<name>.<reason>-<timestamp>`, such as `expenses.json.corrupt-20261129-141502` or
/// `expenses.json.imported-20261201-090000`.
enum KeepAside {
    /// Renames the file at `url` to `<name>.<reason>-<timestamp>` beside it, and returns the new location.
    ///
    /// The timestamp is `now` in `timeZone`; when that name is taken, `-2`, `-3` and so on are appended.
    /// - Throws: `DataFileError.cannotMoveAside` with the path and the system's reason.
    static func move(_ url: URL, reason: String, now: Date, timeZone: TimeZone) throws -> URL {
        try keep(url, reason: reason, now: now, timeZone: timeZone) { rename($0, $1) }
    }

    /// Gives the file at `url` a second name beside it, `<name>.<reason>-<timestamp>` as `move` names it (a
    /// hard link), and returns it: the file stays at `url` too, until something is renamed over it, so that
    /// there is no moment without a file there.
    ///
    /// - Throws: `DataFileError.cannotMoveAside` with the path and the system's reason, such as "Operation not
    ///   permitted" on a file system without hard links.
    static func link(_ url: URL, reason: String, now: Date, timeZone: TimeZone) throws -> URL {
        try keep(url, reason: reason, now: now, timeZone: timeZone) { Glibc.link($0, $1) }
    }

    /// Gives the file at `url` the first free name of `<name>.<reason>-<timestamp>`, `-2`, `-3`… through
    /// `operation` (of the path and the new path, returning 0 or -1 with `errno`, which fails with `EEXIST`
    /// for a name taken meanwhile), syncs the directory and returns the new location.
    private static func keep(
        _ url: URL, reason: String, now: Date, timeZone: TimeZone, through operation: (String, String) -> Int32
    ) throws -> URL {
        let directory = url.deletingLastPathComponent()
        let base = "\(url.lastPathComponent).\(reason)-\(stamp(now, timeZone: timeZone))"
        var suffix = 1
        while true {
            let name = suffix == 1 ? base : "\(base)-\(suffix)"
            let destination = directory.appendingPathComponent(name, isDirectory: false)
            suffix += 1
            var info = stat()
            if lstat(destination.path, &info) == 0 {
                continue
            }
            guard errno == ENOENT else {
                throw DataFileError.cannotMoveAside(path: url.path, reason: .system(code: errno))
            }
            guard operation(url.path, destination.path) == 0 else {
                if errno == EEXIST { continue }
                throw DataFileError.cannotMoveAside(path: url.path, reason: .system(code: errno))
            }
            syncDirectory(directory)
            return destination
        }
    }

    /// `now` as `yyyyMMdd-HHmmss` in `timeZone`, such as `20261129-141502`.
    static func stamp(_ now: Date, timeZone: TimeZone) -> String {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))-\(two(parts.hour))\(two(parts.minute))\(two(parts.second))"
    }

    /// Makes a rename in `directory` durable.
    static func syncDirectory(_ directory: URL) {
        let descriptor = retryingOnInterrupt { open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        _ = retryingOnInterrupt { fsync(descriptor) }
        close(descriptor)
    }
}
