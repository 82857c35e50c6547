extension CellCanvas {
    /// Records `source` as an image over `rect`, which has just been drawn with the cells that stand for it
    /// where no image shows (its half blocks). Only the part inside the clip becomes an image: a picture partly
    /// scrolled out or cut by its container shows that part, cut from the whole picture.
    package mutating func recordImage(_ source: PictureSource, in rect: Rect) {
        let visible = clip.intersection(rect)
        guard !visible.isEmpty else { return }
        var under: [Cell] = []
        under.reserveCapacity(visible.width * visible.height)
        for row in visible.minY..<visible.maxY {
            under += cells[(row * columns + visible.minX)..<(row * columns + visible.maxX)]
        }
        let placement = ImagePlacement(source: source, cells: rect, visibleCells: visible)
        imageRecords.append(ImageRecord(placement: placement, cellsUnder: under))
    }

    /// The images the frame shows: each recorded one whose cells nothing drawn after it changed, in the order
    /// they were drawn. (A later image over an earlier one changes its cells, so images never overlap.)
    package var shownImages: [ImagePlacement] {
        imageRecords.filter { record in
            let rect = record.placement.visibleCells
            for row in 0..<rect.height {
                let start = (rect.minY + row) * columns + rect.minX
                if !cells[start..<(start + rect.width)].elementsEqual(record.cellsUnder[(row * rect.width)..<((row + 1) * rect.width)]) {
                    return false
                }
            }
            return true
        }.map(\.placement)
    }

    /// Leaves the pictures of `placements` to the half blocks drawn under them: the frame no longer shows them
    /// as images (`PictureMotionHold`: pictures moving on a terminal that must send each moved one again).
    package mutating func showAsCells(_ placements: [ImagePlacement]) {
        guard !placements.isEmpty else { return }
        imageRecords.removeAll { placements.contains($0.placement) }
    }
}

extension CellCanvas {
    /// Changes the style of the cells in `rect` but those of the images recorded inside it, as a control's focus
    /// does: a picture shown as an image stays one (the image covers its cells, so their style would not show),
    /// and the focus shows on the cells around it, such as a card's caption. Where no image is recorded in
    /// `rect` (a terminal without images, whose half blocks change as ever), or images cover all of it (the
    /// focus would not show), every cell changes, as `restyle` does.
    package mutating func restyleAroundImages(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(clip)
        let images = imageRecords.map(\.placement.visibleCells).filter { !$0.intersection(area).isEmpty }
        let covered = images.reduce(0) { $0 + $1.intersection(area).width * $1.intersection(area).height }
        guard !images.isEmpty, covered < area.width * area.height else {
            restyle(rect, change)
            return
        }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where !images.contains(where: { $0.contains(Point(x: x, y: y)) }) {
                change(&cells[y * columns + x].style)
            }
        }
    }
}
