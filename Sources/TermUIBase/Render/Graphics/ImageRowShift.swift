/// A move of the cells of some rows by whole columns, from one column to the screen's right edge, which carries
/// the images shown on those rows with their text on a terminal that keeps its images in their cells
/// (`GraphicsSupport.movesImagesWithCharacters`): a row of pictures scrolled sideways is moved in place, and only
/// the pictures it brings into view are sent.
///
/// Found from a frame's image changes (`ImagePlacementChanges`) and the images shown before: it applies when
/// pictures taken off come back on the same rows, at the same size and the same part shown, all moved by the
/// same number of columns. On the terminal it is, for each row, deleting characters (DCH) at `fromColumn` to move
/// left, which drops the columns deleted and brings blanks in at the right edge, or inserting them (ICH) to move
/// right, which pushes columns off the right edge; everything right of `fromColumn` moves, so an image there
/// that stays would be moved with the rest: then there is no move. Any other image on the rows must be one the
/// frame takes off, lying within the rows; the cells left with its pixels are to be sent again
/// (`cellsToSendAgain`). What the move does not carry right of the text is whatever the terminal library then
/// finds different from the frame, once its idea of the screen has made the same move.
package struct ImageRowShift: Equatable, Sendable {
    /// The rows moved.
    package let rows: Range<Int>
    /// The first column moved: what lies left of it stays.
    package let fromColumn: Int
    /// How many columns the cells move: positive to the right, negative to the left.
    package let offset: Int
    /// The images shown before that the move carries to where the frame shows them, and where they end up.
    package let carried: [(before: ImagePlacement, after: ImagePlacement)]
    /// The other images shown before on the rows moved, all of which the frame takes off: the move drops their
    /// pixels, or they lie under `cellsToSendAgain` (where they were, left of the columns moved, or where the
    /// move takes them), with no rows sent again whole.
    package let movedOff: [ImagePlacement]
    /// The cells where pixels of images taken off end up after the move, which must be sent again to cover
    /// them.
    package let cellsToSendAgain: [Rect]

    package static func == (lhs: ImageRowShift, rhs: ImageRowShift) -> Bool {
        lhs.rows == rhs.rows && lhs.fromColumn == rhs.fromColumn && lhs.offset == rhs.offset
            && lhs.carried.map(\.before) == rhs.carried.map(\.before) && lhs.carried.map(\.after) == rhs.carried.map(\.after)
            && lhs.movedOff == rhs.movedOff && lhs.cellsToSendAgain == rhs.cellsToSendAgain
    }

    /// The move that takes `shown` (the images on a screen `screenColumns` wide) towards what `changes` make
    /// of them, if there is one: nil when no picture taken off comes back moved along its row, when those that
    /// do moved by different numbers of columns or lie on different rows, or when the move would also move an
    /// image that stays, or another image taken off on those rows reaches outside them.
    package static func find(_ changes: ImagePlacementChanges, shown: [ImagePlacement], screenColumns: Int) -> ImageRowShift? {
        guard !changes.removesAll else { return nil }
        var carried: [(before: ImagePlacement, after: ImagePlacement)] = []
        for before in changes.removed {
            let after = changes.placed.first { after in
                let offset = after.cells.minX - before.cells.minX
                return after.source === before.source && offset != 0 && after.cells == before.cells.offsetBy(columns: offset)
                    && after.visibleCells == before.visibleCells.offsetBy(columns: offset)
            }
            if let after { carried.append((before, after)) }
        }
        guard let first = carried.first else { return nil }
        let offset = first.after.cells.minX - first.before.cells.minX
        let rows = first.before.visibleCells.minY..<first.before.visibleCells.maxY
        guard carried.allSatisfy({
            $0.after.cells.minX - $0.before.cells.minX == offset && $0.before.visibleCells.minY == rows.lowerBound
                && $0.before.visibleCells.maxY == rows.upperBound
        }) else { return nil }
        let distance = abs(offset)
        // The first column moved: as far left as the pictures carried allow, so that nothing left of them moves.
        let fromColumn = offset < 0 ? carried.map(\.after.visibleCells.minX).min() ?? 0 : carried.map(\.before.visibleCells.minX).min() ?? 0
        guard fromColumn >= 0, fromColumn + distance < screenColumns else { return nil }
        var movedOff: [ImagePlacement] = [], cellsToSendAgain: [Rect] = []
        for other in shown where !carried.contains(where: { $0.before == other }) {
            let cells = other.visibleCells
            guard cells.minY < rows.upperBound, cells.maxY > rows.lowerBound else { continue }
            guard changes.removed.contains(other) else {
                // One that stays must lie wholly left of the columns moved.
                if cells.maxX > fromColumn { return nil }
                continue
            }
            // One taken off must lie within the rows: its cells are sent again over what is left of its pixels,
            // those left of the columns moved where they are, the others where the move takes them, less the
            // columns it drops (those deleted, or pushed off the right edge).
            guard cells.minY >= rows.lowerBound, cells.maxY <= rows.upperBound else { return nil }
            movedOff.append(other)
            if cells.minX < fromColumn {
                cellsToSendAgain.append(Rect(x: cells.minX, y: cells.minY, width: min(cells.maxX, fromColumn) - cells.minX, height: cells.height))
            }
            let movedFrom = max(cells.minX, fromColumn)
            let keptFrom = offset < 0 ? max(movedFrom, fromColumn + distance) : movedFrom
            let keptTo = offset < 0 ? cells.maxX : min(cells.maxX, screenColumns - distance)
            if keptTo > keptFrom {
                cellsToSendAgain.append(Rect(x: keptFrom + offset, y: cells.minY, width: keptTo - keptFrom, height: cells.height))
            }
        }
        return ImageRowShift(rows: rows, fromColumn: fromColumn, offset: offset, carried: carried, movedOff: movedOff, cellsToSendAgain: cellsToSendAgain)
    }

    /// The bytes that make the move on the terminal: for each row, the cursor to `fromColumn` and `DCH` or `ICH`
    /// of the distance, in the default colours (the columns brought in are blanks in the current background),
    /// between saving and restoring the cursor and its attributes (`ESC 7`, `ESC 8`), so that the terminal
    /// library's idea of both stays true.
    package var bytes: [UInt8] {
        let edit = offset < 0 ? "\(-offset)P" : "\(offset)@"
        let moves = rows.map { "\u{1B}[\($0 + 1);\(fromColumn + 1)H\u{1B}[\(edit)" }.joined()
        return Array("\u{1B}7\u{1B}[0m\(moves)\u{1B}8".utf8)
    }
}

extension Rect {
    /// The same rectangle `columns` to the right (to the left where negative).
    fileprivate func offsetBy(columns: Int) -> Rect {
        Rect(x: minX + columns, y: minY, width: width, height: height)
    }
}
