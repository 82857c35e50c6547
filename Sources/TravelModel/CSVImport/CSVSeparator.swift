/// What separates the fields of a CSV file: a comma (RFC 4180, and most US exports), a semicolon (most German
/// and other European bank exports, whose amounts have a decimal comma) or a tab.
public enum CSVSeparator: String, CaseIterable, Equatable, Hashable, Sendable {
    case comma
    case semicolon
    case tab

    /// The separator's byte.
    var byte: UInt8 {
        switch self {
        case .comma: UInt8(ascii: ",")
        case .semicolon: UInt8(ascii: ";")
        case .tab: UInt8(ascii: "\t")
        }
    }

    /// The separator as a person names it: "comma", "semicolon", "tab".
    public var name: String {
        rawValue
    }

    /// How many bytes of a file's beginning `guess(from:)` looks at, at most.
    static let guessLength = 64 << 10

    /// How many records of a file's beginning `guess(from:)` looks at, at most.
    static let guessRecords = 30

    /// The separator of a file whose first bytes are `bytes` (after any byte order mark): the one that divides
    /// the most of its first records (up to `guessRecords`) into the same number of fields, and, between two
    /// that divide as many, into more fields; a comma when none divides any line. Separators inside quoted
    /// fields do not count, so that "1,234.56" in quotes says nothing, and neither does a decimal comma of a
    /// semicolon file, which varies from line to line where the semicolons do not.
    static func guess(from bytes: some Collection<UInt8>) -> CSVSeparator {
        // For each candidate, the number of its separators in each record.
        var counts: [[Int]] = Array(repeating: [], count: allCases.count)
        var current = Array(repeating: 0, count: allCases.count)
        var quoted = false
        var recordHasContent = false
        func endRecord() {
            if recordHasContent {
                for index in counts.indices { counts[index].append(current[index]) }
            }
            current = Array(repeating: 0, count: allCases.count)
            recordHasContent = false
        }
        for byte in bytes.prefix(guessLength) {
            if counts[0].count == guessRecords { break }
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
                recordHasContent = true
                continue
            }
            if quoted { continue }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                endRecord()
                continue
            }
            recordHasContent = true
            for (index, candidate) in allCases.enumerated() where byte == candidate.byte {
                current[index] += 1
            }
        }
        endRecord()
        var best = (separator: CSVSeparator.comma, records: 0, fields: 0)
        for (index, candidate) in allCases.enumerated() {
            // The most common count of separators among the records, and how many records have it.
            var tally: [Int: Int] = [:]
            for count in counts[index] where count > 0 { tally[count, default: 0] += 1 }
            guard let (count, records) = tally.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { continue }
            if records > best.records || records == best.records && count > best.fields {
                best = (candidate, records, count)
            }
        }
        return best.separator
    }
}
