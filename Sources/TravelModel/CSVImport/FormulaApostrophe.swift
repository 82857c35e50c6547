/// The apostrophe a spreadsheet-safe CSV puts before text that would run as a formula (`ExpenseCSV.inert`),
/// taken off again: text whose apostrophes are followed by `=`, `+`, `-`, `@`, a tab or a carriage return loses
/// its first apostrophe, so that what the export wrote reads back exactly ("'=1+1" is "=1+1", and "''=1", the
/// export's "'=1", is "'=1"); any other text is as it is ("'Tis").
enum FormulaApostrophe {
    /// The first characters that make a spreadsheet read a cell as a formula.
    static let formulaStarts: Set<UInt8> = [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D]

    /// Whether `text` would be written after an apostrophe: it starts with apostrophes (or none), then a
    /// formula's first character.
    static func needsApostrophe(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first(where: { $0 != UInt8(ascii: "'") }) else { return false }
        return formulaStarts.contains(first)
    }

    /// `text` without the apostrophe an export put before it.
    static func undo(_ text: String) -> String {
        guard text.utf8.first == UInt8(ascii: "'"), needsApostrophe(text.dropFirst()) else {
            return text
        }
        return String(text.dropFirst())
    }
}
