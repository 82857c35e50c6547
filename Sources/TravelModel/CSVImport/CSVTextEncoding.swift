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
    /// - Throws: `CSVFileError.utf16` for a file in UTF-16 or UTF-32.
    static func byteOrderMarkLength(of bytes: [UInt8]) throws(CSVFileError) -> Int {
        if bytes.starts(with: utf8ByteOrderMark) { return utf8ByteOrderMark.count }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            throw .utf16
        }
        if bytes.prefix(nulWindow).contains(0) { throw .utf16 }
        return 0
    }
}
