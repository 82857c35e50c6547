extension CellCanvas {
    /// Draws a vertical scroll thumb in a column (`x`) over the rows `track` covers: its length is the share of
    /// the content on screen (`visible` of `content` rows) and its place follows `offset`, the first row on
    /// screen. Draws nothing when the content fits.
    package mutating func drawScrollIndicator(atColumn x: Int, rows track: Range<Int>, content: Int, visible: Int, offset: Int) {
        guard content > visible, !track.isEmpty else { return }
        let thumb = max(1, track.count * visible / content)
        let maxStart = track.count - thumb
        let lastOffset = max(1, content - visible)
        let start = min(maxStart, Int((Double(offset) / Double(lastOffset) * Double(maxStart)).rounded()))
        for row in start..<(start + thumb) {
            put(Glyph(character: "┃", width: 1), at: Point(x: x, y: track.lowerBound + row), style: CellStyle(attributes: .dim))
        }
    }
}
