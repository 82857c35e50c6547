import Foundation

extension DataDocumentImport {
    /// Whether the file at `path` is to be read as a data document (`wishlist export --format json`) rather than
    /// as a CSV file: its name ends in `.json` (in any case), or its first character that is not white space,
    /// after a UTF-8 byte order mark, is `{` (no CSV file of a bank begins so). Content decides over a name: a
    /// document saved as `backup.txt` is still one. A file that cannot be opened is one only by its name.
    public static func isDocument(atPath path: String) -> Bool {
        if path.lowercased().hasSuffix(".json") { return true }
        guard case .opened(let chunks) = FileChunks.open(path), let first = try? chunks.next() else { return false }
        return beginsAsDocument(first)
    }

    /// Whether `bytes`, a file's first, begin as a JSON object: `{` after a byte order mark and white space.
    static func beginsAsDocument(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: CSVTextEncoding.utf8ByteOrderMark) ? CSVTextEncoding.utf8ByteOrderMark.count : 0
        let whiteSpace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        return bytes[start...].first { !whiteSpace.contains($0) } == UInt8(ascii: "{")
    }
}
