import Foundation

/// Files and data directories as the benches that run commands on copies of one use them.
enum BenchFiles {
    /// A copy of the data directory `source` at `destination` (its files, which the bench's process has
    /// closed).
    static func copy(_ source: URL, to destination: URL) throws -> URL {
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
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
