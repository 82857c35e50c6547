/// What a CSV file's first bytes say of its encoding: UTF-8, with or without a byte order mark (which a
/// spreadsheet writes and the reader skips), or UTF-16 or UTF-32 (a byte order mark, or NUL bytes among the
/// first, as ASCII text in UTF-16 has), which the import refuses: a bank's "Unicode" export, or a spreadsheet's
/// "Unicode text", is to be saved again as UTF-8.
enum CSVTextEncoding {
    /// UTF-8's byte order mark.
    static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How many of the first bytes are looked at for a NUL.
    static let nulWindow = 4096

    /// How many bytes of a byte order mark to skip at the start of `bytes`, the file's first bytes (0 or 3).
    ///
    /// - Throws: `CSVFileError.utf16` for a file in UTF-16 or UTF-32; `.notText` for one with NULs that is not
    ///   text at all (a picture, an archive).
    static func byteOrderMarkLength(of bytes: [UInt8]) throws(CSVFileError) -> Int {
        if bytes.starts(with: utf8ByteOrderMark) { return utf8ByteOrderMark.count }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            throw .utf16
        }
        let window = bytes.prefix(nulWindow)
        guard window.contains(0) else { return 0 }
        throw isWideText(window) ? .utf16 : .notText
    }

    /// Whether `bytes`, with NULs among them, are text of two or four bytes a character: in UTF-16 or UTF-32,
    /// text of Latin letters has a NUL at every other place (the high byte of each unit), where the NULs of a
    /// picture, an archive or a program fall anywhere.
    static func isWideText(_ bytes: ArraySlice<UInt8>) -> Bool {
        var zeros = [0, 0], counts = [0, 0]
        for (offset, byte) in bytes.enumerated() {
            counts[offset & 1] += 1
            if byte == 0 { zeros[offset & 1] += 1 }
        }
        return (0...1).contains { counts[$0] > 0 && zeros[$0] * 4 >= counts[$0] * 3 }
    }
}
