import Foundation

/// Where an export goes: standard output, or a file (`-o FILE`).
///
/// A file is replaced atomically (`AtomicFileReplacement`): the export is written to a temporary file beside
/// it, mode 0600, which `finish()` flushes to disk and renames over the file, so that the file is either as it
/// was or the whole export, never part of one; a failed or abandoned export leaves no file of its own. A path
/// that is a symbolic link replaces the file it points to, and keeps the link. A path that names something
/// other than a regular file or a directory (a FIFO, a device such as `/dev/null` or `/dev/stdout`) has
/// nothing to replace and is written as it is.
///
/// It belongs to one thread at a time (it is not `Sendable`).
public final class ExportDestination {
    /// What the export is written to, a chunk at a time.
    public let output: ChunkedOutput
    /// The file replaced, while it is being written: nil for standard output and a FIFO or device.
    private let replacement: AtomicFileReplacement?
    /// A descriptor this opened, and closes when done (a FIFO's or a device's).
    private var openedDescriptor: Int32?

    private init(output: ChunkedOutput, replacement: AtomicFileReplacement?, openedDescriptor: Int32?) {
        self.output = output
        self.replacement = replacement
        self.openedDescriptor = openedDescriptor
    }

    /// Standard output (file descriptor 1).
    public static func standardOutput() -> ExportDestination {
        ExportDestination(output: ChunkedOutput(descriptor: STDOUT_FILENO), replacement: nil, openedDescriptor: nil)
    }

    /// The file at `path`, replaced when the export finishes (see the type's description).
    ///
    /// - Throws: `SystemCallError` when it cannot be written (its directory is missing or read-only, it is a
    ///   directory, a link to nothing).
    public static func file(atPath path: String) throws(SystemCallError) -> ExportDestination {
        var target = path
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else { throw SystemCallError(code: errno) }
            target = String(cString: resolved)
            free(resolved)
        }
        if stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            guard info.st_mode & S_IFMT != S_IFDIR else { throw SystemCallError(code: EISDIR) }
            let descriptor = retryingOnInterrupt { open(target, O_WRONLY | O_CLOEXEC) }
            guard descriptor >= 0 else { throw SystemCallError(code: errno) }
            return ExportDestination(output: ChunkedOutput(descriptor: descriptor), replacement: nil, openedDescriptor: descriptor)
        }
        let replacement = try AtomicFileReplacement(replacing: target)
        return ExportDestination(
            output: ChunkedOutput(descriptor: replacement.descriptor), replacement: replacement, openedDescriptor: nil)
    }

    /// The temporary file written until `finish()`, if there is one: for a signal handler that removes it when
    /// the export is interrupted.
    public var temporaryPath: String? {
        replacement?.temporary
    }

    /// Sends out what is left and puts the file in place.
    ///
    /// - Throws: `SystemCallError` when the last bytes cannot be written or the file cannot be put in place;
    ///   the export is then abandoned.
    public func finish() throws(SystemCallError) {
        do {
            try output.flush()
            try replacement?.commit()
            try closeOpened()
        } catch {
            abandon()
            throw error
        }
    }

    /// Leaves the file as it was: removes the temporary file (nothing once finished).
    public func abandon() {
        replacement?.abandon()
        _ = try? closeOpened()
    }

    /// Closes the descriptor this opened, if it did.
    private func closeOpened() throws(SystemCallError) {
        guard let descriptor = openedDescriptor else { return }
        openedDescriptor = nil
        guard close(descriptor) == 0 else { throw SystemCallError(code: errno) }
    }
}

/// A destination is confined to one thread at a time.
@available(*, unavailable)
extension ExportDestination: Sendable {}
