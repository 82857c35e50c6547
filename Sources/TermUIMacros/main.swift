import Foundation
import PreviewMacroExpansion

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// TermUI's macro plugin: the compiler starts it, writes framed JSON messages to its standard input and reads
// one answer to each from its standard output, until it closes the input. Nothing else may be written to
// standard output. See `PluginMessageHandler` for the messages.

/// Reads exactly `count` bytes, or nil at the end of the input.
func readExactly(_ count: Int) -> Data? {
    var data = Data(count: count)
    var filled = 0
    while filled < count {
        let got = data.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return read(STDIN_FILENO, base + filled, count - filled)
        }
        if got < 0, errno == EINTR { continue }
        guard got > 0 else { return nil }
        filled += got
    }
    return data
}

/// Writes all of `data`; false if the compiler has gone.
func writeAll(_ data: Data) -> Bool {
    var written = 0
    while written < data.count {
        let wrote = data.withUnsafeBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return write(STDOUT_FILENO, base + written, data.count - written)
        }
        if wrote < 0, errno == EINTR { continue }
        guard wrote > 0 else { return false }
        written += wrote
    }
    return true
}

var handler = PluginMessageHandler()
while let header = readExactly(8), let length = PluginMessageFraming.length(ofHeader: header),
      let message = readExactly(length) {
    guard writeAll(PluginMessageFraming.frame(handler.answer(message))) else { break }
}
