/// Why the app scenarios could not run.
enum AppBenchmarkError: Error, CustomStringConvertible {
    /// The data set could not be written to the directory at a path, for the app's notice.
    case cannotWrite(String, String)
    /// A child process (its command line) could not start or failed, for a reason.
    case childFailed(String, String)
    /// The app did not show what a scenario expected.
    case unexpectedScreen(String)

    var description: String {
        switch self {
        case let .cannotWrite(path, notice): return "cannot write the data set to \(path): \(notice)"
        case let .childFailed(command, reason): return "\(command): \(reason)"
        case let .unexpectedScreen(what): return "the app scenario went wrong: \(what)"
        }
    }
}
