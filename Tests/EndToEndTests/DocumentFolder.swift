import Foundation

/// A folder of its own for a document app's files (`termui-notes`), removed at the end of a test.
final class DocumentFolder {
    let url: URL

    /// A new folder, with `files` in it (name and text).
    init(_ files: [String: String] = [:]) throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("termui-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: file(name), atomically: false, encoding: .utf8) }
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in it, sorted.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// The temporary files of saves (`.NAME.UUID.partial`).
    var partials: [String] { names.filter { $0.hasSuffix(".partial") } }

    func text(of name: String) -> String? {
        try? String(contentsOf: file(name), encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
