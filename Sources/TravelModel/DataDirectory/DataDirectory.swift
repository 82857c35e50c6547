import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and creates the directory where wishlist keeps its data.
///
/// The directory is, in order of preference, the one given with `--data-dir`, `$XDG_DATA_HOME/wishlist`,
/// or `~/.local/share/wishlist`.
public enum DataDirectory {
    /// The name of wishlist's directory inside the user's data home.
    public static let name = "wishlist"

    /// Returns the data directory without touching the file system.
    ///
    /// - Parameters:
    ///   - explicitPath: The path given with `--data-dir`, if any; a relative path is taken from the current
    ///     directory.
    ///   - environment: The process environment, such as `ProcessInfo.processInfo.environment`. An empty or
    ///     relative `XDG_DATA_HOME` is ignored, as the XDG Base Directory specification asks.
    /// - Throws: `DataDirectoryError.noHome` when neither a path nor `XDG_DATA_HOME` nor `HOME` is usable.
    public static func url(explicitPath: String?, environment: [String: String]) throws -> URL {
        if let explicitPath, !explicitPath.isEmpty {
            return URL(fileURLWithPath: explicitPath, isDirectory: true).standardizedFileURL
        }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true)
                .appendingPathComponent(name, isDirectory: true).standardizedFileURL
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share", isDirectory: true)
                .appendingPathComponent(name, isDirectory: true).standardizedFileURL
        }
        throw DataDirectoryError.noHome
    }

    /// Creates the directory at `url`, and any missing parents, with mode 0700.
    ///
    /// A directory that already exists is left as it is, permissions included.
    /// - Throws: `DataDirectoryError.cannotCreate` naming the path and the reason.
    public static func create(at url: URL) throws {
        let path = url.standardizedFileURL.path
        var prefix = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            if mkdir(prefix, 0o700) == 0 {
                // The umask may have removed bits; the directory must be exactly 0700.
                if chmod(prefix, 0o700) != 0 {
                    throw DataDirectoryError.cannotCreate(path: path, reason: .system(code: errno))
                }
                continue
            }
            let code = errno
            var info = stat()
            if code == EEXIST, stat(prefix, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFDIR {
                    continue
                }
                throw DataDirectoryError.cannotCreate(path: path, reason: .system(code: ENOTDIR))
            }
            throw DataDirectoryError.cannotCreate(path: path, reason: .system(code: code))
        }
    }

    /// Returns the data directory, creating it with mode 0700 when it is missing.
    ///
    /// This is `url(explicitPath:environment:)` followed by `create(at:)`.
    public static func prepare(explicitPath: String?, environment: [String: String]) throws -> URL {
        let url = try url(explicitPath: explicitPath, environment: environment)
        try create(at: url)
        return url
    }
}

/// Why the data directory could not be found or created.
public enum DataDirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither `--data-dir`, `XDG_DATA_HOME` nor `HOME` gives a directory.
    case noHome
    /// The directory at `path` could not be created, for the system's `reason`, such as "Permission denied".
    case cannotCreate(path: String, reason: FailureReason)

    /// A one-line message for the user.
    public var description: String {
        switch self {
        case .noHome:
            return "Cannot find a data directory: HOME is not set; use --data-dir DIR"
        case let .cannotCreate(path, reason):
            return "Cannot create the data directory \(path): \(reason)"
        }
    }
}
