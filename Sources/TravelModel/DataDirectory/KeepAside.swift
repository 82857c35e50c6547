import Foundation

/// Moving a file out of the way under a name that says why and when, so that it is never overwritten:
/// `<name>.<reason>-<timestamp>`, such as `expenses.json.corrupt-20261129-141502` or
/// `expenses.json.imported-20261201-090000`.
enum KeepAside {
    /// Renames the file at `url` to `<name>.<reason>-<timestamp>` beside it, and returns the new location.
    ///
    /// The timestamp is `now` in `timeZone`; when that name is taken, `-2`, `-3` and so on are appended.
    /// - Throws: `DataFileError.cannotMoveAside` with the path and the system's reason.
    static func move(_ url: URL, reason: String, now: Date, timeZone: TimeZone) throws -> URL {
        let directory = url.deletingLastPathComponent()
        let base = "\(url.lastPathComponent).\(reason)-\(stamp(now, timeZone: timeZone))"
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
                throw DataFileError.cannotMoveAside(path: url.path, reason: systemErrorReason(errno))
            }
            guard rename(url.path, destination.path) == 0 else {
                throw DataFileError.cannotMoveAside(path: url.path, reason: systemErrorReason(errno))
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
