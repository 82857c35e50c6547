/// The dots of a braille cell (U+2800...U+28FF): two columns of four, each dot a bit, as Unicode numbers them.
///
/// A dot is half a cell wide and a quarter of a cell tall, so lines drawn with them are four times as fine
/// vertically and twice as fine horizontally as whole cells.
struct BrailleDots: Hashable, Sendable {
    /// The dots, in Unicode's bit order (dots 1 to 8).
    var bits: UInt8

    /// No dots.
    static let none = BrailleDots(bits: 0)

    /// The bit of the dot at a column (0 or 1) and row (0 to 3) of the cell.
    static func bit(column: Int, row: Int) -> UInt8 {
        // Dots 1-3 and 4-6 run down the columns; dots 7 and 8 were added below them.
        let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        return bits[column & 1][row & 3]
    }

    /// Sets the dot at a column and row of the cell.
    mutating func insert(column: Int, row: Int) {
        bits |= Self.bit(column: column, row: row)
    }

    /// Whether the dot at a column and row is set.
    func contains(column: Int, row: Int) -> Bool {
        bits & Self.bit(column: column, row: row) != 0
    }

    /// The braille character with these dots (U+2800, blank braille, for none).
    var scalar: UInt32 { 0x2800 + UInt32(bits) }

    /// The dots of a braille character's scalar, or nil for any other.
    init?(scalar: UInt32) {
        guard (0x2800...0x28FF).contains(scalar) else { return nil }
        bits = UInt8(scalar - 0x2800)
    }

    init(bits: UInt8) {
        self.bits = bits
    }
}
