import Foundation
@testable import TermUIViews

/// A bundle of string tables written to a temporary folder of its own, for one test: each test makes its
/// own, so that the process-wide cache of tables (keyed by the folder) never mixes two tests' files.
struct LocalizationFixture {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("termui-l10n-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Writes a file at a path inside the bundle (`de.lproj/Localizable.strings`).
    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    /// The bundle, made after its files are written.
    func bundle() throws -> Bundle {
        guard let bundle = Bundle(url: root) else { throw CocoaError(.fileNoSuchFile) }
        return bundle
    }

    /// An environment whose languages are those of a locale, as `\.locale` sets them.
    static func environment(_ identifier: String) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: identifier)
        return environment
    }
}
