import Foundation
import Testing
@testable import TravelModel

/// Reading CSV records as RFC 4180 has them, a chunk at a time, and refusing what is not UTF-8 text.
@Suite("CSV reader")
struct CSVReaderTests {
    /// The records of `text` read with `separator`, the bytes handed over in chunks of `chunkSize`.
    static func records(_ bytes: [UInt8], separator: CSVSeparator = .comma, chunkSize: Int = 1 << 20) throws(CSVFileError) -> [CSVRecord] {
        let chunks = stride(from: 0, to: bytes.count, by: chunkSize).map { Array(bytes[$0..<min($0 + chunkSize, bytes.count)]) }
        var reader = CSVReader(source: CSVByteSource(chunks: chunks), separator: separator)
        var records: [CSVRecord] = []
        while let record = try reader.next() { records.append(record) }
        return records
    }

    static func records(_ text: String, separator: CSVSeparator = .comma, chunkSize: Int = 1 << 20) throws(CSVFileError) -> [CSVRecord] {
        try records(Array(text.utf8), separator: separator, chunkSize: chunkSize)
    }

    @Test("Quoted fields hold the separator, doubled quotes and line breaks; each record has the line it begins on")
    func quotedFields() throws {
        let text = "date,title,amount\r\n2026-03-14,\"Dinner, drinks\",12.5\r\n2026-03-15,\"The \"\"good\"\" bar\",3\r\n"
            + "2026-03-16,\"Two\nlines\r\nand CRLF\",4\r\n2026-03-17,last,5"
        // Every chunk size, down to a byte at a time: a record, a quote or a CRLF cut anywhere reads the same.
        for size in [1, 2, 3, 7, 64, 1 << 20] {
            let records = try Self.records(text, chunkSize: size)
            #expect(records.map(\.fields) == [
                ["date", "title", "amount"], ["2026-03-14", "Dinner, drinks", "12.5"], ["2026-03-15", "The \"good\" bar", "3"],
                ["2026-03-16", "Two\nlines\r\nand CRLF", "4"], ["2026-03-17", "last", "5"],
            ], "chunks of \(size)")
            #expect(records.map(\.line) == [1, 2, 3, 4, 7], "chunks of \(size)")
        }
    }

    @Test("LF, CRLF and a lone CR end records; empty lines and lines of separators alone are passed over")
    func lineEndsAndEmptyLines() throws {
        let records = try Self.records("a;b\n\n;;\r\n1;2\r3;4\r\n\r\n  \n5;6\n", separator: .semicolon)
        #expect(records.map(\.fields) == [["a", "b"], ["1", "2"], ["3", "4"], ["5", "6"]])
        #expect(records.map(\.line) == [1, 4, 5, 8])
        #expect(try Self.records("").isEmpty)
        #expect(try Self.records("\n\r\n").isEmpty)
    }

    @Test("A UTF-8 byte order mark is skipped; text after a closing quote and quotes inside unquoted fields are kept")
    func byteOrderMarkAndLenientQuotes() throws {
        let records = try Self.records([0xEF, 0xBB, 0xBF] + Array("\"Datum\";x\"y\n\"a\"b;\"\"\n".utf8), separator: .semicolon)
        #expect(records.map(\.fields) == [["Datum", "x\"y"], ["ab", ""]])
    }

    @Test("UTF-16 and UTF-32, with a byte order mark or without (NULs among the first bytes), are refused")
    func utf16IsRefused() {
        let text = "Datum;Betrag\n14.03.2026;-12,50\n"
        let littleEndian: [UInt8] = text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let bigEndian: [UInt8] = text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let little: [UInt8] = [0xFF, 0xFE] + littleEndian
        let big: [UInt8] = [0xFE, 0xFF] + bigEndian
        let bare = littleEndian
        for bytes in [little, big, bare] {
            #expect(throws: CSVFileError.utf16) { try Self.records(bytes, separator: .semicolon) }
        }
        #expect(CSVFileError.utf16.description.contains("save it as UTF-8"))
    }

    @Test("A file with NULs that is no UTF-16 or UTF-32 text (a picture, an archive) is refused as not text")
    func binaryIsNotText() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 0x40, 0, 0, 0, 0x28, 0x08, 0x02]
            + Array(repeating: 0x7F, count: 64)
        let zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0, 0x21, 0] + Array("content.xml".utf8)
        for bytes in [png, zip] {
            #expect(throws: CSVFileError.notText) { try Self.records(bytes, separator: .comma) }
        }
        let utf32: [UInt8] = "Datum;Betrag\n".unicodeScalars.flatMap { scalar -> [UInt8] in [UInt8(scalar.value & 0xFF), 0, 0, 0] }
        #expect(throws: CSVFileError.utf16) { try Self.records(utf32, separator: .semicolon) }
        #expect(CSVFileError.notText.description.contains("not text"))
    }

    @Test("A field that is not UTF-8 is refused with its line, inside a quoted field of several lines too")
    func invalidUTF8SaysItsLine() {
        // "Café" in Latin-1, as a bank may write it.
        let latin1: [UInt8] = Array("a,b\n1,ok\n2,\"two\nlines\nCaf".utf8) + [0xE9] + Array("\"\n".utf8)
        #expect(throws: CSVFileError.notUTF8(line: 5)) { try Self.records(latin1) }
        #expect(throws: CSVFileError.notUTF8(line: 1)) { try Self.records([0x41, 0xC3]) }
        #expect(CSVFileError.notUTF8(line: 5).description.hasPrefix("line 5 is not UTF-8"))
    }

    @Test("A quote never closed is refused with the line it opens on; so is a record over the largest size")
    func unclosedQuoteAndHugeRecord() {
        #expect(throws: CSVFileError.unclosedQuote(line: 2)) { try Self.records("a,b\n1,\"never\nclosed\n") }
        let huge = "a,\"" + String(repeating: "x", count: CSVReader.largestRecord) + "\"\n"
        #expect(throws: CSVFileError.recordTooLarge(line: 1)) { try Self.records(huge, chunkSize: 1 << 16) }
    }

    @Test("The separator is the one that divides the first lines evenly, quoted ones aside", arguments: [
        ("Datum;Betrag;Text\n14.03.2026;-12,50;REWE, Berlin\n15.03.2026;-3,20;Bäcker\n", CSVSeparator.semicolon),
        ("Date,Description,Amount\n03/14/2026,\"Diner; NYC\",\"1,234.50\"\n03/15/2026,Hotel,-5\n", .comma),
        ("Date\tTitle\tAmount\n2026-03-14\tA, B\t1,5\n", .tab),
        ("\"Konto\";\"DE12\";\n\n\"Buchungstag\";\"Betrag\";\"Text\"\n\"14.03.2026\";\"-1,5\";\"a\"\n\"15.03.2026\";\"-2,5\";\"b\"\n", .semicolon),
        ("just one column\nno separators\n", .comma),
    ])
    func separatorGuess(text: String, separator: CSVSeparator) {
        #expect(CSVSeparator.guess(from: Array(text.utf8)) == separator)
    }
}
