/// A picture shown as an image over a rectangle of cells: what a frame records where an `Image` is drawn at
/// the terminal's resolution, beside its cells.
package struct ImagePlacement: Equatable, Sendable {
    /// The picture (compared by identity).
    package let source: PictureSource
    /// The cells the image covers.
    package let cells: Rect

    /// A picture over `cells`.
    package init(source: PictureSource, cells: Rect) {
        self.source = source
        self.cells = cells
    }

    package static func == (lhs: ImagePlacement, rhs: ImagePlacement) -> Bool {
        lhs.source === rhs.source && lhs.cells == rhs.cells
    }
}

/// A placement as drawn into a canvas, with the cells drawn under it (its half blocks): if anything drawn after
/// changes one of them (a sheet, a menu, the dimming behind a sheet), the image is not shown (see
/// `CellCanvas.shownImages`).
@usableFromInline
package struct ImageRecord: Sendable {
    /// Where the picture goes.
    let placement: ImagePlacement
    /// The canvas's cells under it just after it was drawn, row by row.
    let cellsUnder: [Cell]
}
