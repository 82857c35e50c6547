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

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
