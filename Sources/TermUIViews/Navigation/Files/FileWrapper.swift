import Foundation

/// A file or a folder of files as a value in memory, as Foundation's `FileWrapper`, which swift-corelibs-
/// foundation does not have on Linux (checked on Swift 6.3.1): what a `FileDocument` reads from and gives to be
/// written. Regular files and directories; symbolic links are read as what they point to.
///
/// Differences from Foundation's: it is a final class with the members a document uses; nothing is read lazily
/// or mapped (`ReadingOptions` are accepted and change nothing), and `.withNameUpdating` changes nothing; a
/// FIFO, a device or a socket, and a link back to a folder being read, are refused (`FileReadRefusal`).
public final class FileWrapper {
    /// How a wrapper is read from a file, as Foundation's; both options change nothing here.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Makes the option set.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Reads everything at once (always done here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Does not map the file into memory (never done here).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper is written, as Foundation's.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Makes the option set.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Writes to a temporary file beside the target and renames it over the target, so a reader sees the
        /// old file or the new one, never half of one.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Would update the wrappers' names after writing; changes nothing here.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    /// What the wrapper holds.
    enum Contents: Sendable {
        case file(Data)
        case directory([String: Contents])
    }

    private(set) var contents: Contents
    /// The name it was read with, or is written with inside a directory.
    public var filename: String?
    /// The name the app would like it to have.
    public var preferredFilename: String?

    /// A regular file with these bytes.
    public init(regularFileWithContents contents: Data) {
        self.contents = .file(contents)
    }

    /// A directory of these files, by name.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        contents = .directory(childrenByPreferredName.mapValues(\.contents))
    }

    /// The file or directory at a URL, read whole.
    public init(url: URL, options: ReadingOptions = []) throws {
        contents = try Self.read(url)
        filename = url.lastPathComponent
        preferredFilename = filename
    }

    init(contents: Contents) {
        self.contents = contents
    }

    /// Whether it is a regular file.
    public var isRegularFile: Bool {
        if case .file = contents { true } else { false }
    }

    /// Whether it is a directory.
    public var isDirectory: Bool {
        if case .directory = contents { true } else { false }
    }

    /// A regular file's bytes; nil for a directory.
    public var regularFileContents: Data? {
        if case .file(let data) = contents { data } else { nil }
    }

    /// A directory's files by name; nil for a regular file.
    public var fileWrappers: [String: FileWrapper]? {
        guard case .directory(let children) = contents else { return nil }
        return children.reduce(into: [:]) { result, child in
            let wrapper = FileWrapper(contents: child.value)
            wrapper.filename = child.key
            wrapper.preferredFilename = child.key
            result[child.key] = wrapper
        }
    }

    /// Writes the file or directory at a URL; with `.atomic`, into a temporary item beside it first, renamed over
    /// what was there: a regular file through a link, keeping the permissions of the file it replaces
    /// (`FileReplacement`).
    public func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        try Self.write(contents, to: url, atomically: options.contains(.atomic))
    }

    /// Reads a regular file or a folder, following symbolic links; anything else (a FIFO, a device, a socket),
    /// and a link back to a folder being read, is refused (`FileReadRefusal`) rather than read for ever.
    static func read(_ url: URL) throws -> Contents {
        try read(url, inside: [])
    }

    /// Reads `url`, which is inside the folders `ancestors` names by device and inode.
    private static func read(_ url: URL, inside ancestors: Set<FileIdentity>) throws -> Contents {
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            guard errno == ENOENT || errno == ENOTDIR else { return .file(try Data(contentsOf: url)) }
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url])
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return .file(try Data(contentsOf: url))
        case S_IFDIR:
            let identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            guard !ancestors.contains(identity) else { throw FileReadRefusal.linkLoop(url) }
            var children: [String: Contents] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try read(url.appendingPathComponent(name), inside: ancestors.union([identity]))
            }
            return .directory(children)
        default:
            throw FileReadRefusal.notARegularFile(url)
        }
    }

    /// A file as the system knows it, whatever the path it is reached by.
    private struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    static func write(_ contents: Contents, to url: URL, atomically: Bool) throws {
        switch contents {
        case .file(let data):
            if atomically {
                try FileReplacement.write(data, to: url)
            } else {
                try data.write(to: url)
            }
        case .directory(let children):
            let manager = FileManager.default
            guard atomically else {
                try manager.createDirectory(at: url, withIntermediateDirectories: false)
                for (name, child) in children { try write(child, to: url.appendingPathComponent(name), atomically: false) }
                return
            }
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
            do {
                try write(contents, to: temporary, atomically: false)
                if manager.fileExists(atPath: url.path) {
                    _ = try manager.replaceItemAt(url, withItemAt: temporary)
                } else {
                    try manager.moveItem(at: temporary, to: url)
                }
            } catch {
                try? manager.removeItem(at: temporary)
                throw error
            }
        }
    }
}
