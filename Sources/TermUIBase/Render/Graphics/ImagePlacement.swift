/// A picture shown as an image over a rectangle of cells: what a frame records where an `Image` is drawn at
/// the terminal's resolution, beside its cells. A picture partly scrolled out of its container or cut by it
/// shows only the part inside (`visibleCells`), cut from the picture at its whole size.
package struct ImagePlacement: Equatable, Sendable {
    /// The picture (compared by identity).
    package let source: PictureSource
    /// The cells the whole picture covers: its size, and where it lies.
    package let cells: Rect
    /// The cells of it that show: `cells`, or the part of them inside the container that cuts the picture.
    package let visibleCells: Rect

    /// A picture over `cells`, of which `visibleCells` show (all of them by default).
    package init(source: PictureSource, cells: Rect, visibleCells: Rect? = nil) {
        self.source = source
        self.cells = cells
        self.visibleCells = visibleCells.map { $0.intersection(cells) } ?? cells
    }

    /// Whether only a part of the picture shows.
    package var isCut: Bool { visibleCells != cells }

    package static func == (lhs: ImagePlacement, rhs: ImagePlacement) -> Bool {
        lhs.source === rhs.source && lhs.cells == rhs.cells && lhs.visibleCells == rhs.visibleCells
    }
}

/// A placement as drawn into a canvas, with the cells drawn under its visible part (its half blocks): if
/// anything drawn after changes one of them (a sheet, a menu, the dimming behind a sheet), the image is not
/// shown (see `CellCanvas.shownImages`).
@usableFromInline
package struct ImageRecord: Sendable {
    /// Where the picture goes.
    let placement: ImagePlacement
    /// The canvas's cells under its visible part just after it was drawn, row by row.
    let cellsUnder: [Cell]
}
