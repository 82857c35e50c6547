import Foundation
import TravelModel

/// Files and data directories as the benches that run commands on copies of one use them.
enum BenchFiles {
    /// A copy of the data directory `source` at `destination` (its files, once nothing in the bench's process
    /// holds its lock; SQLite's shared-memory index, `-shm`, which the next opening makes again, is left).
    static func copy(_ source: URL, to destination: URL) throws -> URL {
        let deadline = ContinuousClock.now + .seconds(5)
        while (try? DataLock.acquire(in: source).release()) == nil, ContinuousClock.now < deadline {
            usleep(10_000)
        }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where !name.hasSuffix("-shm") {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
        return destination
    }

    /// The size of the file at `url` in bytes, 0 when it is not there.
    static func size(of url: URL) -> Int {
        var status = stat()
        return stat(url.path, &status) == 0 ? Int(status.st_size) : 0
    }
}
