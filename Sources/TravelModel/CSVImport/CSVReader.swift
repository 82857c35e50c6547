/// Reads a CSV file's records one at a time, as RFC 4180 has them: fields separated by the file's separator,
/// a field in double quotes may hold the separator, line breaks and quotes (doubled); records end in CRLF,
/// LF or a lone CR. A UTF-8 byte order mark at the start is skipped; UTF-16 is refused (`CSVTextEncoding`), and
/// so is a field that is not UTF-8, with its line. Records with no text in any field (an empty line, a line of
/// separators alone) are passed over.
///
/// It holds one chunk of the file and one record at a time, so a file of any length takes the memory of a
/// chunk and its largest record; a record over `largestRecord` (a quote never closed in a large file, which
/// would take in the rest of it) is refused.
///
/// Where a file strays from the RFC the reader keeps what is written: a quote inside an unquoted field is a
/// quote, and text after a closing quote (`"abc"def`) is part of the field.
struct CSVReader {
    /// The largest record read, in bytes.
    static let largestRecord = 1 << 20

    private let source: CSVByteSource
    private let separator: UInt8
    private var chunk: [UInt8] = []
    private var position = 0
    /// Where the current chunk begins in the file.
    private var chunkStart = 0
    private var atEnd = false
    /// The line of the next byte.
    private var line = 1
    /// Whether the byte order mark has been looked for.
    private var begun = false
    /// The field being read (its bytes), kept between records so that its storage is reused.
    private var field: [UInt8] = []

    /// A reader of `source`'s records separated by `separator`.
    init(source: CSVByteSource, separator: CSVSeparator) {
        self.source = source
        self.separator = separator.byte
        field.reserveCapacity(256)
    }

    /// How many bytes of the file the records read so far took (for progress).
    var bytesRead: Int {
        chunkStart + position
    }

    /// The size of the file in bytes.
    var totalBytes: Int {
        source.size
    }

    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted
    }

    /// The next record with text in it; nil at the end of the file.
    ///
    /// - Throws: `CSVFileError` when the file cannot be read on, is UTF-16, holds a field that is not UTF-8, a
    ///   quote never closed, or a record over `largestRecord`.
    mutating func next() throws(CSVFileError) -> CSVRecord? {
        if !begun {
            begun = true
            try refill()
            position = try CSVTextEncoding.byteOrderMarkLength(of: chunk)
        }
        while true {
            guard let record = try nextRecord() else { return nil }
            if record.fields.contains(where: { !$0.trimmedForImport.isEmpty }) { return record }
        }
    }

    /// The next record, empty or not.
    private mutating func nextRecord() throws(CSVFileError) -> CSVRecord? {
        guard try peek() != nil else { return nil }
        let recordLine = line
        var fields: [String] = []
        var state = State.fieldStart
        var fieldLine = line
        var recordBytes = 0
        field.removeAll(keepingCapacity: true)
        while true {
            guard let byte = try peek() else {
                if state == .quoted { throw .unclosedQuote(line: fieldLine) }
                fields.append(try text(of: field, line: fieldLine))
                return CSVRecord(fields: fields, line: recordLine)
            }
            position += 1
            recordBytes += 1
            if recordBytes > Self.largestRecord { throw .recordTooLarge(line: recordLine) }
            switch state {
            case .quoted:
                if byte == UInt8(ascii: "\"") {
                    state = .quoteInQuoted
                } else {
                    field.append(byte)
                    try countLineBreak(byte)
                }
                continue
            case .quoteInQuoted where byte == UInt8(ascii: "\""):
                field.append(byte)
                state = .quoted
                continue
            case .fieldStart where byte == UInt8(ascii: "\""):
                state = .quoted
                fieldLine = line
                continue
            default:
                break
            }
            // Outside quotes.
            if byte == separator {
                fields.append(try text(of: field, line: fieldLine))
                field.removeAll(keepingCapacity: true)
                state = .fieldStart
                fieldLine = line
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                try countLineBreak(byte)
                fields.append(try text(of: field, line: fieldLine))
                return CSVRecord(fields: fields, line: recordLine)
            } else {
                field.append(byte)
                state = .unquoted
            }
        }
    }

    /// Counts the line that `byte`, just read, ends: an LF, a CR not followed by an LF (a CR followed by one is
    /// taken with it, outside quotes, or counted with it, inside).
    private mutating func countLineBreak(_ byte: UInt8) throws(CSVFileError) {
        if byte == UInt8(ascii: "\n") {
            line += 1
        } else if byte == UInt8(ascii: "\r") {
            if try peek() == UInt8(ascii: "\n") { return }
            line += 1
        }
    }

    /// The next byte, without taking it; nil at the end of the file.
    private mutating func peek() throws(CSVFileError) -> UInt8? {
        if position == chunk.count {
            if atEnd { return nil }
            try refill()
            if atEnd { return nil }
        }
        return chunk[position]
    }

    /// Reads the next chunk in place of the current one.
    private mutating func refill() throws(CSVFileError) {
        chunkStart += chunk.count
        chunk = try source.next()
        position = 0
        if chunk.isEmpty { atEnd = true }
    }

    /// The field `bytes` as text.
    ///
    /// - Throws: `CSVFileError.notUTF8` with the line of its first byte that is not UTF-8.
    private func text(of bytes: [UInt8], line fieldLine: Int) throws(CSVFileError) -> String {
        // Decoding repairs what is not UTF-8, and a repair changes the bytes: text that decodes to its own
        // bytes is UTF-8. (`String(validating:as:)` takes a slow path for an array, a fifth of the reading.)
        let text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.count == bytes.count && (bytes.allSatisfy { $0 < 0x80 } || text.utf8.elementsEqual(bytes)) { return text }
        // Where the bytes stop being UTF-8, and the lines before it within the field.
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var valid = 0
        parsing: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): valid += scalar.count
            case .error, .emptyInput: break parsing
            }
        }
        var breaks = 0
        for (index, byte) in bytes[..<valid].enumerated() {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") && (index + 1 == valid || bytes[index + 1] != UInt8(ascii: "\n")) {
                breaks += 1
            }
        }
        throw .notUTF8(line: fieldLine + breaks)
    }
}
