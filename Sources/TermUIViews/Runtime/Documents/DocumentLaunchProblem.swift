import Foundation

/// Why the file named on a document app's command line can be neither opened nor started as a new document
/// there: it is a folder (and the document reads no folders), or the folder it would be in is not there. The
/// app says it on standard error and exits with status 2 before it takes the terminal (`App.run(options:)`); a
/// file that does not exist in a folder that does is a new document, saved there by Ctrl-S. Not in SwiftUI,
/// whose documents come from the system's document browser.
package enum DocumentLaunchProblem: Error, Equatable, Sendable {
    /// The path names a folder.
    case isAFolder(URL)
    /// The folder the file (this URL) would be in does not exist, or is not a folder.
    case noFolder(URL)

    /// What is wrong with `url` as the first file of a document that reads `readableTypes`; nil when it can be
    /// opened, or made there, or when only opening it says what is wrong (no permission to look, say).
    package static func check(_ url: URL, readableTypes: [UTType]) -> DocumentLaunchProblem? {
        var status = stat()
        if stat(url.path, &status) == 0 {
            let readsFolders = readableTypes.contains { $0.conforms(to: .directory) }
            return status.st_mode & S_IFMT == S_IFDIR && !readsFolders ? .isAFolder(url) : nil
        }
        guard errno == ENOENT || errno == ENOTDIR else { return nil }
        let folder = url.deletingLastPathComponent()
        if stat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return nil }
        return .noFolder(url)
    }

    /// The problem of the first file of the first document group among an app's scenes (of type `scene`),
    /// found by the scenes' types alone, before the app's body is made; nil without one.
    @MainActor
    package static func check<S: Scene>(_ url: URL, in scene: S.Type) -> DocumentLaunchProblem? {
        if let launching = scene as? any DocumentLaunchScene.Type { return launching.launchProblem(with: url) }
        guard S.Body.self != Never.self else { return nil }
        return check(url, in: S.Body.self)
    }

    /// The sentence, in `languages` (`LocaleCategories.languages`).
    package func sentence(languages: [String]) -> String {
        switch self {
        case .isAFolder(let url):
            TermUIText.localized(
                "“%@” is a folder: name a file in it, to open or to start.", [url.path.sanitizedForTerminal()],
                languages: languages)
        case .noFolder(let url):
            TermUIText.localized(
                "“%@” can be neither opened nor started: there is no folder “%@”.",
                [url.path.sanitizedForTerminal(), url.deletingLastPathComponent().path.sanitizedForTerminal()],
                languages: languages)
        }
    }
}
