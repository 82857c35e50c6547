/// Which parts of a cell a filled shape covers: an 8x8 grid of samples, bit `row * 8 + column` (row 0 at the
/// top), and the character that shows it best: a full block, an eighth block (▁▂▃▄▅▆▇ from the bottom,
/// ▏▎▍▌▋▊▉ from the left), a half or quadrant block, and braille dots for what none of them fits.
struct CellCoverage: Hashable, Sendable {
    /// The samples covered.
    var mask: UInt64

    /// Every sample.
    static let full = CellCoverage(mask: .max)

    /// The samples of rows `range` (0 at the top), every column.
    static func rows(_ range: Range<Int>) -> UInt64 {
        guard !range.isEmpty else { return 0 }
        let count = range.count * 8
        let bits: UInt64 = count >= 64 ? .max : (1 << UInt64(count)) - 1
        return bits << UInt64(range.lowerBound * 8)
    }

    /// The samples of columns `range` (0 at the left), every row.
    static func columns(_ range: Range<Int>) -> UInt64 {
        guard !range.isEmpty else { return 0 }
        let row = UInt64(((1 << range.count) - 1) << range.lowerBound)
        return (0..<8).reduce(0) { $0 | row << UInt64($1 * 8) }
    }

    /// How many of a column's samples are covered, counted up from the bottom while they are (nil when the
    /// column's covered samples do not all touch the bottom as one run).
    private func heightFromBottom(column: Int) -> Int? {
        var height = 0
        var row = 7
        while row >= 0, mask & (1 << UInt64(row * 8 + column)) != 0 { height += 1; row -= 1 }
        while row >= 0 {
            if mask & (1 << UInt64(row * 8 + column)) != 0 { return nil }
            row -= 1
        }
        return height
    }

    /// How many of a row's samples are covered from the left while they are (nil when they are not one run
    /// from the left edge).
    private func widthFromLeft(row: Int) -> Int? {
        let bits = (mask >> UInt64(row * 8)) & 0xFF
        let width = (~bits).trailingZeroBitCount
        return bits >> UInt64(width) == 0 ? width : nil
    }

    /// The character that shows this coverage, or nil when nothing is covered.
    var character: Character? {
        if mask == 0 { return nil }
        if mask == .max { return "█" }
        if let character = Self.exactBlocks[mask] ?? quadrantCharacter(wholly: true) { return character }
        // A slope (the top of an area, a bar's corner): the column heights' mean as an eighth block.
        let heights = (0..<8).compactMap { heightFromBottom(column: $0) }
        if let character = Self.meanEighth(of: heights, in: Self.lowerEighths) { return character }
        let widths = (0..<8).compactMap { widthFromLeft(row: $0) }
        if let character = Self.meanEighth(of: widths, in: Self.leftEighths) { return character }
        if let quadrants = quadrantCharacter(wholly: false) { return quadrants }
        return brailleCharacter
    }

    /// The eighth block of the mean of eight runs from one edge, when there are eight (each column's, or
    /// row's, covered samples are one run from that edge) and they differ by half a cell at most: a slope.
    private static func meanEighth(of runs: [Int], in blocks: [Character]) -> Character? {
        guard runs.count == 8, let low = runs.min(), let high = runs.max(), high - low <= 4 else { return nil }
        let mean = (runs.reduce(0, +) + 4) / 8
        return mean == 0 ? nil : mean == 8 ? "█" : blocks[mean - 1]
    }

    /// The quadrant block of the quarters that are covered: wholly (and the others not at all), or mostly.
    private func quadrantCharacter(wholly: Bool) -> Character? {
        let quarters = [Self.rows(0..<4) & Self.columns(0..<4), Self.rows(0..<4) & Self.columns(4..<8),
                        Self.rows(4..<8) & Self.columns(0..<4), Self.rows(4..<8) & Self.columns(4..<8)]
        var index = 0
        for (bit, quarter) in quarters.enumerated() {
            let covered = (mask & quarter).nonzeroBitCount
            if wholly, covered != 0, covered != 16 { return nil }
            if covered >= 8 { index |= 1 << bit }
        }
        // Bits: top-left, top-right, bottom-left, bottom-right.
        let characters: [Character?] = [nil, "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
        return characters[index]
    }

    /// Braille dots, each set when most of its eighth of the cell (4 samples wide, 2 tall) is covered.
    private var brailleCharacter: Character? {
        var dots = BrailleDots.none
        for row in 0..<4 {
            for column in 0..<2 {
                let part = Self.rows((row * 2)..<(row * 2 + 2)) & Self.columns((column * 4)..<(column * 4 + 4))
                if (mask & part).nonzeroBitCount >= 4 { dots.insert(column: column, row: row) }
            }
        }
        guard dots != .none, let scalar = Unicode.Scalar(dots.scalar) else { return nil }
        return Character(scalar)
    }

    /// ▁▂▃▄▅▆▇: one to seven eighths from the bottom.
    static let lowerEighths: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]
    /// ▏▎▍▌▋▊▉: one to seven eighths from the left.
    static let leftEighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The coverages a block character shows exactly.
    private static let exactBlocks: [UInt64: Character] = {
        var blocks: [UInt64: Character] = [:]
        for eighths in 1...7 {
            blocks[rows((8 - eighths)..<8)] = lowerEighths[eighths - 1]
            blocks[columns(0..<eighths)] = leftEighths[eighths - 1]
        }
        blocks[rows(0..<4)] = "▀"
        blocks[rows(0..<1)] = "▔"
        blocks[columns(4..<8)] = "▐"
        blocks[columns(7..<8)] = "▕"
        return blocks
    }()
}
