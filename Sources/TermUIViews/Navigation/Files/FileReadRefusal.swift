import Foundation

/// Why `FileWrapper` will not read what a URL names, though it exists: reading it would wait for ever or never
/// end. Not in Foundation, whose file wrapper reads a FIFO until something writes to it.
public enum FileReadRefusal: Error, Equatable, Sendable {
    /// A FIFO, a device or a socket: neither a regular file nor a folder.
    case notARegularFile(URL)
    /// A link inside a folder that leads back to a folder it is in.
    case linkLoop(URL)
}
