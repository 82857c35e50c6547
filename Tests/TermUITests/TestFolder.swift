import Foundation

/// A folder of its own under the system's temporary directory for one test, removed with everything in it
/// when its last reference goes: with the test's suite instance, for a suite that keeps one as a stored property
/// (Swift Testing makes an instance for each test), or at the end of the test that holds it, also when the test
/// fails or throws.
final class TestFolder: Sendable {
    /// Where it is.
    let url: URL

    /// A new empty folder named after `prefix` and a UUID.
    init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A new folder named after `prefix` and a UUID, with `files` (name and bytes) in it.
    convenience init(_ prefix: String, files: [String: Data]) throws {
        self.init(prefix)
        for (name, data) in files { try data.write(to: file(name)) }
    }

    /// The URL of `name` in it.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in it, sorted.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// The text of the file `name` in it, as UTF-8; nil when it cannot be read.
    func text(of name: String) -> String? {
        (try? Data(contentsOf: file(name))).flatMap { String(data: $0, encoding: .utf8) }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
