import Foundation

/// JSON text without the white space between its tokens: the compact form of a pretty-printed file, made a
/// chunk at a time (strings, escapes and all, are copied as they are).
enum JSONCompaction {
    /// Writes the text of `source` without its white space outside strings to a new file at `destination`.
    static func copy(_ source: URL, to destination: URL) throws {
        let input = try FileHandle(forReadingFrom: source)
        defer { try? input.close() }
        guard FileManager.default.createFile(atPath: destination.path, contents: nil) else {
            throw AppBenchmarkError.cannotWrite(destination.path, "cannot create the file")
        }
        let output = try FileHandle(forWritingTo: destination)
        defer { try? output.close() }
        var inString = false, escaped = false
        while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty {
            var kept = [UInt8]()
            kept.reserveCapacity(chunk.count)
            for byte in chunk {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    continue
                }
                kept.append(byte)
            }
            try output.write(contentsOf: kept)
        }
    }
}
