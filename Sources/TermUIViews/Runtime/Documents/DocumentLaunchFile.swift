import Foundation

private struct DocumentLaunchFileKey: EnvironmentKey {
    static var defaultValue: URL? { nil }
}

extension EnvironmentValues {
    /// The file a `DocumentGroup` opens first: the one named on the app's command line (`LaunchOptions`), or
    /// given by a test's driver; nil starts with a new document.
    package var documentLaunchFile: URL? {
        get { self[DocumentLaunchFileKey.self] }
        set { self[DocumentLaunchFileKey.self] = newValue }
    }
}

/// The file named on a document app's command line.
package enum DocumentLaunchArguments {
    /// The first argument that is not an option (`-x`, `--name`), as a file URL from the working directory;
    /// nil when there is none. After `--`, every argument is a name.
    package static func file(in arguments: [String]) -> URL? {
        var optionsEnd = false
        for argument in arguments {
            if !optionsEnd, argument == "--" {
                optionsEnd = true
                continue
            }
            guard optionsEnd || !argument.hasPrefix("-"), !argument.isEmpty else { continue }
            return URL(fileURLWithPath: argument)
        }
        return nil
    }
}
