extension CellCanvas {
    /// Records `source` as an image over `rect`, which has just been drawn with the cells that stand for it
    /// where no image shows (its half blocks). Only a rectangle wholly inside the clip becomes an image: a
    /// picture partly scrolled out or cut by its container stays in its cells.
    package mutating func recordImage(_ source: PictureSource, in rect: Rect) {
        guard !rect.isEmpty, clip.intersection(rect) == rect else { return }
        var under: [Cell] = []
        under.reserveCapacity(rect.width * rect.height)
        for row in rect.minY..<rect.maxY {
            under += cells[(row * columns + rect.minX)..<(row * columns + rect.maxX)]
        }
        imageRecords.append(ImageRecord(placement: ImagePlacement(source: source, cells: rect), cellsUnder: under))
    }

    /// The images the frame shows: each recorded one whose cells nothing drawn after it changed, in the order
    /// they were drawn. (A later image over an earlier one changes its cells, so images never overlap.)
    package var shownImages: [ImagePlacement] {
        imageRecords.filter { record in
            let rect = record.placement.cells
            for row in 0..<rect.height {
                let start = (rect.minY + row) * columns + rect.minX
                if !cells[start..<(start + rect.width)].elementsEqual(record.cellsUnder[(row * rect.width)..<((row + 1) * rect.width)]) {
                    return false
                }
            }
            return true
        }.map(\.placement)
    }
}
