extension CellCanvas {
    /// Draws a raster's cells with the area's top-left cell at `origin`, in a style: a covered cell as its
    /// block, dots as braille, joined with the braille already in a cell (two lines crossing keep both
    /// lines' dots; the cell takes the newer style). Cells are marked `.graphic`, so highlights leave them.
    package mutating func draw(_ raster: VectorRaster, at origin: Point, style: CellStyle) {
        var style = style
        style.attributes.insert(.graphic)
        raster.forEachDrawnCell { point, dots, coverage in
            let target = Point(x: origin.x + point.x, y: origin.y + point.y)
            guard clip.contains(target) else { return }
            if let block = coverage.character {
                put(Glyph(character: block, width: 1), at: target, style: style)
                return
            }
            guard dots != .none else { return }
            var joined = dots
            if let earlier = BrailleDots(scalar: self[target.x, target.y].code) { joined.bits |= earlier.bits }
            guard let scalar = Unicode.Scalar(joined.scalar) else { return }
            put(Glyph(character: Character(scalar), width: 1), at: target, style: style)
        }
    }
}
