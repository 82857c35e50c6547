extension CellCanvas {
    /// Whether a cell shows nothing: a space with no background and no reverse video (what a mask leaves
    /// where it draws nothing).
    package static func showsNothing(_ cell: Cell) -> Bool {
        cell.code == 0x20 && cell.style.background == nil && !cell.style.attributes.contains(.reverse)
    }

    /// Puts back, inside the clip, every cell of `rect` where `mask` (a canvas of the same size) shows
    /// nothing, as it was in `earlier` (a copy of this canvas taken before some drawing): `.mask(_:)`'s cut.
    /// A wide character of the earlier cells half kept comes back as a blank in its style, so the grid stays
    /// one a terminal can show.
    package mutating func restore(_ rect: Rect, from earlier: CellCanvas, whereNothingShowsIn mask: CellCanvas) {
        precondition(earlier.columns == columns && earlier.rows == rows && mask.columns == columns && mask.rows == rows,
                     "the canvases of a mask are the same size")
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let index = y * columns + x
                guard Self.showsNothing(mask.cells[index]) else { continue }
                releaseCell(at: index, x: x)
                var cell = earlier.cells[index]
                let partnerRestored: Bool
                switch cell.width {
                case 2: partnerRestored = x + 1 < area.maxX && Self.showsNothing(mask.cells[index + 1])
                case 0: partnerRestored = x > area.minX && Self.showsNothing(mask.cells[index - 1])
                default: partnerRestored = true
                }
                if !partnerRestored { cell = Cell(code: 0x20, width: 1, style: cell.style) }
                cells[index] = cell
            }
        }
    }
}
