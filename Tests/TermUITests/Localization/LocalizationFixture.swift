import Foundation
@testable import TermUIViews

/// A bundle of string tables written to a temporary folder of its own, for one test: each test makes its
/// own, so that the process-wide cache of tables (keyed by the folder) never mixes two tests' files. The folder
/// is removed when the last copy of the fixture goes, also when the test fails: the tables are read when a key
/// is first looked up, so a test keeps its fixture (a suite's stored property, or a constant of the test) for as
/// long as it uses the bundle.
struct LocalizationFixture {
    private let folder = TestFolder("termui-l10n")

    /// The bundle's folder.
    var root: URL { folder.url }

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
