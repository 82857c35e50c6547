/// Finds what a terminal must send to turn the frame it showed last into the next: the changed cells, each in
/// a look, as runs (`FrameUpdate`). A pure function of the frames, the terminal's colours and what it decided
/// before; it sends nothing itself. TermUI's own (SwiftUI draws no terminal; ratatui's `Buffer::diff` is the
/// nearest kin).
///
/// A blank's look is free within what shows on a blank: bold, dim, italic and the text colour do not (see
/// `CellLook.lends(to:)`), so a run of blanks may go out in the look of the text beside it where that saves
/// a change of attributes: a gap of a few cells between changes (which a terminal library sends rather than
/// moves past), the longer run of blanks that ends a row (cleared in one look, that of the row's last cell
/// sent), a row's leading blank. A backend sends both colours again after every change of attributes, so
/// each change saved is a dozen bytes or more: a row's dim "12 km ›" goes out in one look instead of three,
/// and a bold title's row is cleared without leaving bold first. The look is a function of the row, so equal
/// text always goes out equally (ncurses can shift a line's characters only when they are equal), and a blank
/// that took a look takes its own again when the text beside it goes.
///
/// Between frames it keeps the frame last sent, the look each cell went out in, each row's end as last sent
/// in one look and the cells that took a look not their own. With nothing to compare with (the first frame,
/// a frame of another size, after `forgetScreen()`) the update is whole.
///
/// Images are not cells: the pictures a frame shows as images (`CellCanvas.shownImages`) are compared with those
/// the frame before showed, and the update says which to take off and which to put on (`ImagePlacementChanges`):
/// an image whose cells something covered, or that moved, is taken off; one that appeared or moved is put on; a
/// whole update takes every image off and puts the frame's on. The cells go as they would without images.
package struct FrameDiff {
    /// The looks of the terminal's styles.
    private var looks: CellLookCache
    /// The frame last sent, to compare the next with.
    private var shown: CellCanvas?
    /// The look each cell was last sent in (a blank's may be another style's).
    private var drawnLooks: [CellLook] = []
    /// For each row, the blanks that end it as they were last sent together, in one look.
    private var paintedEnds: [RowEnd] = []
    /// For each row, the cells that may have been sent in a look not their own (every other cell had its own).
    private var takenSpans: [Range<Int>] = []
    /// The runs of the frame being compared.
    private var runs = FrameRunBuilder()
    /// The images the frame last sent shows.
    private var shownImages: [ImagePlacement] = []

    /// The most unchanged cells between two changes that a terminal library sends rather than moves the
    /// cursor past (moving costs about as many bytes).
    static let shortGap = 4

    /// A diff for a terminal whose colours `mapping` describes, with nothing sent yet.
    package init(mapping: TerminalStyleMapping) {
        looks = CellLookCache(mapping: mapping)
    }

    /// How styles are shown on the terminal the diff is for.
    var mapping: TerminalStyleMapping { looks.mapping }

    /// Forgets what the terminal shows, so that the next update is whole.
    mutating func forgetScreen() {
        shown = nil
    }

    /// What to send to show `canvas`, against the frame sent before (every cell when there is none to compare
    /// with), and the frame that becomes the one to compare the next with.
    mutating func update(to canvas: CellCanvas) -> FrameUpdate {
        runs.start()
        let images = canvas.shownImages
        defer { shownImages = images }
        guard var previous = shown, previous.columns == canvas.columns, previous.rows == canvas.rows else {
            putEveryCell(of: canvas)
            shown = canvas
            return FrameUpdate(frame: canvas, runs: runs.finish(), isWhole: true, images: .whole(images))
        }
        // Moved out, so that each is the only reference to its storage and is updated in place.
        shown = nil
        var drawn = drawnLooks
        drawnLooks = []
        drawn.withUnsafeMutableBufferPointer { drawn in
            canvas.withCells { cells in
                previous.withMutableCells { old in
                    for row in 0..<canvas.rows {
                        let start = row * canvas.columns
                        putChanges(of: Line(row: row, start: start, end: start + canvas.columns, cells: cells, shown: old, drawn: drawn))
                    }
                }
            }
        }
        drawnLooks = drawn
        shown = previous
        let imageChanges = images.isEmpty && shownImages.isEmpty ? ImagePlacementChanges() : .from(shownImages, to: images)
        return FrameUpdate(frame: canvas, runs: runs.finish(), isWhole: false, images: imageChanges)
    }

    /// One row of a frame: where its cells are, and what was sent there before.
    private struct Line {
        let row: Int
        /// The row's first cell and the end of its cells, as indices of the frame's cells.
        let start: Int, end: Int
        let cells: UnsafeBufferPointer<Cell>
        let shown: UnsafeMutableBufferPointer<Cell>
        let drawn: UnsafeMutableBufferPointer<CellLook>

        /// Whether the cell at `index` differs from what was shown (every cell does when nothing was).
        func changed(_ index: Int) -> Bool { shown.isEmpty || cells[index] != shown[index] }

        /// The first cell from `index` on that differs from what was shown, or `end` when none does: the scan
        /// most cells of a frame only pass through, kept to two pointers.
        func firstChange(from index: Int) -> Int {
            guard let next = cells.baseAddress, let before = UnsafePointer(shown.baseAddress) else { return index }
            var index = index
            while index < end, next[index] == before[index] { index += 1 }
            return index
        }
    }

    /// The blanks that end a row, from `first`, their style and the look they are sent in.
    private struct RowEnd: Equatable {
        let first: Int
        let style: CellStyle
        let look: CellLook

        static let none = RowEnd(first: -1, style: .plain, look: .plain)
    }

    /// A run of blanks of one style (or the part of it to send now), the look it is sent in, its own look,
    /// and whether it ends the row.
    private struct BlankRun {
        let cells: Range<Int>
        let look: CellLook
        let own: CellLook
        let endsRow: Bool

        /// Whether the run is sent in a look that is not its own.
        var takesALook: Bool { look != own }
    }

    /// What the scan of one row has found out so far about its runs of blanks.
    private struct RowScan {
        /// The last cell of a long run found not to end the row.
        var middleRunEnd: Int
        /// The blanks that end the row, once found: their first, their look and their own.
        var end: (first: Int, look: CellLook, own: CellLook)?
        /// The row's blanks that end it as last sent together in one look (see `paintedEnds`).
        var paintedEnd: RowEnd
        /// The row's cells that may be sent in a look not their own (see `takenSpans`).
        var takenSpan: Range<Int>

        init(_ line: Line, paintedEnd: RowEnd = .none, takenSpan: Range<Int> = 0..<0) {
            middleRunEnd = line.start - 1
            self.paintedEnd = paintedEnd
            self.takenSpan = takenSpan
        }

        /// Notes that cells are sent in a look not their own.
        mutating func noteTaken(_ cells: Range<Int>) {
            takenSpan = takenSpan.isEmpty
                ? cells : min(takenSpan.lowerBound, cells.lowerBound)..<max(takenSpan.upperBound, cells.upperBound)
        }

        /// Forgets how the end of the row was sent when a cell in it is sent otherwise.
        mutating func forgetPaintedEnd(ifItHas cell: Int) {
            if paintedEnd.first >= 0, cell >= paintedEnd.first { paintedEnd = .none }
        }
    }

    private mutating func putEveryCell(of canvas: CellCanvas) {
        if drawnLooks.count != canvas.rows * canvas.columns {
            drawnLooks = Array(repeating: .plain, count: canvas.rows * canvas.columns)
        }
        paintedEnds = Array(repeating: .none, count: canvas.rows)
        takenSpans = Array(repeating: 0..<0, count: canvas.rows)
        var drawn = drawnLooks
        drawnLooks = []
        drawn.withUnsafeMutableBufferPointer { drawn in
            canvas.withCells { cells in
                for row in 0..<canvas.rows {
                    let start = row * canvas.columns
                    // Nothing was shown before: the line compares with nothing.
                    let line = Line(
                        row: row, start: start, end: start + canvas.columns, cells: cells, shown: .init(start: nil, count: 0), drawn: drawn)
                    var index = start, scan = RowScan(line)
                    while index < line.end {
                        if cells[index].isBlankForLook {
                            let run = blankRun(around: index, in: line, scan: &scan)
                            putBlanks(run.cells, of: line, look: run.look)
                            if run.takesALook { scan.noteTaken(run.cells) }
                            if run.endsRow {
                                scan.paintedEnd = RowEnd(first: run.cells.lowerBound, style: cells[index].style, look: run.look)
                            }
                            index = run.cells.upperBound
                        } else {
                            put(index, of: line, look: ownLook(of: index, in: line))
                            index += 1
                        }
                    }
                    paintedEnds[row] = scan.paintedEnd
                    takenSpans[row] = scan.takenSpan
                }
            }
        }
        drawnLooks = drawn
    }

    /// Puts the cells of one row that changed since the last frame, and the blanks whose look changed with
    /// them.
    private mutating func putChanges(of line: Line) {
        var index = line.start
        var settled = line.start - 1  // the cells up to here have their look for this frame
        var scan = RowScan(line, paintedEnd: paintedEnds[line.row], takenSpan: takenSpans[line.row])
        while true {
            index = line.firstChange(from: index)
            guard index < line.end else { break }
            if index > settled {
                if line.cells[index].isBlankForLook {
                    settled = putRun(around: index, of: line, followsChange: false, scan: &scan)
                } else {
                    line.shown[index] = line.cells[index]
                    // A wide character whose second half changed is sent again.
                    let sent = line.cells[index].isContinuation && index > line.start ? index - 1 : index
                    put(sent, of: line, look: ownLook(of: sent, in: line))
                    scan.forgetPaintedEnd(ifItHas: sent)
                    settled = index
                    if index + 1 < line.end, line.cells[index + 1].isBlankForLook {
                        settled = putRun(around: index + 1, of: line, followsChange: true, scan: &scan)
                    }
                }
            }
            index = max(index + 1, settled + 1)
        }
        paintedEnds[line.row] = scan.paintedEnd
        takenSpans[line.row] = scan.takenSpan
    }

    /// Puts the changed blanks of the run around `blank` in the run's look, and the unchanged ones whose look
    /// differs where the look matters: at the end of the row (cleared in one look, that of the row's last cell
    /// sent), and in a gap between changes, which is sent rather than moved past. `followsChange` when the cell
    /// before the run was put this frame. Returns the last cell it settled.
    private mutating func putRun(around blank: Int, of line: Line, followsChange: Bool, scan: inout RowScan) -> Int {
        if let settled = putKnownEnd(from: blank, of: line, scan: &scan) { return settled }
        let run = blankRun(around: blank, in: line, scan: &scan)
        if run.endsRow {
            let end = RowEnd(first: run.cells.lowerBound, style: line.cells[blank].style, look: run.look)
            let sentAlready = scan.paintedEnd == end
            scan.paintedEnd = end
            if sentAlready || !run.takesALook {
                // Sent in this look already, or in their own: only the cells that took another look may be
                // sent otherwise, besides those that changed.
                let taken = sentAlready ? 0..<0 : scan.takenSpan.clamped(to: run.cells)
                if !sentAlready { scan.takenSpan = scan.takenSpan.clamped(to: line.start..<run.cells.lowerBound) }
                for cell in run.cells.lowerBound..<line.end
                where taken.contains(cell) && line.drawn[cell] != run.look || cell >= blank && line.changed(cell) {
                    putBlank(cell, of: line, look: run.look)
                }
                return line.end - 1
            }
        } else {
            scan.forgetPaintedEnd(ifItHas: run.cells.upperBound - 1)
        }
        var previousWasPut = followsChange
        for cell in run.cells {
            previousWasPut = line.changed(cell) || line.drawn[cell] != run.look
                && (run.endsRow || previousWasPut && changeFollows(cell, in: line))
            if previousWasPut { putBlank(cell, of: line, look: run.look) }
        }
        if run.takesALook { scan.noteTaken(run.cells) }
        return run.cells.upperBound - 1
    }

    /// Puts the changed cells from `blank` on, where `blank` is in the blanks that ended the row as last sent
    /// and those blanks still end it in the same look: they have the same style and the text before them lends
    /// the same look. Returns the last cell settled (before the first changed cell that is not a blank of their
    /// style), or nil when they do not, or when `blank` itself is not of their style.
    private mutating func putKnownEnd(from blank: Int, of line: Line, scan: inout RowScan) -> Int? {
        let end = scan.paintedEnd
        guard scan.end == nil, end.first >= 0, blank >= end.first, line.cells[end.first].isBlank(of: end.style),
              end.first == line.start || !line.cells[end.first - 1].isBlank(of: end.style)
        else { return nil }
        let own = looks.look(of: line.cells[end.first])
        guard end.look == (lookTaken(before: end.first, by: own, in: line) ?? own) else { return nil }
        var cell = line.firstChange(from: blank)
        while cell < line.end {
            guard line.cells[cell].isBlank(of: end.style) else {
                // The row ends otherwise now: what was put keeps a look that shows the same. When that is
                // `blank` itself, nothing was put, and its run is found as any other is.
                scan.paintedEnd = .none
                if end.look != own { scan.noteTaken(blank..<cell) }
                return cell > blank ? cell - 1 : nil
            }
            putBlank(cell, of: line, look: end.look)
            cell = line.firstChange(from: cell + 1)
        }
        return line.end - 1
    }

    private mutating func putBlank(_ cell: Int, of line: Line, look: CellLook) {
        line.shown[cell] = line.cells[cell]
        put(cell, of: line, look: look)
    }

    /// Whether a cell within a short gap after `cell` changed.
    private func changeFollows(_ cell: Int, in line: Line) -> Bool {
        (cell + 1..<min(line.end, cell + 1 + Self.shortGap)).contains(where: line.changed)
    }

    /// The run of blanks of one style around `index`, the look it is sent in, and whether it ends the row.
    ///
    /// A run that ends the row takes the look of the text before it (it is cleared in that look); a short run
    /// (a gap sent rather than moved past) that of the text before it or, failing that, after it. A longer run
    /// keeps its own look, and only its cell at `index` and the changed ones after it are returned of it: the
    /// terminal library moves past what did not change.
    private mutating func blankRun(around index: Int, in line: Line, scan: inout RowScan) -> BlankRun {
        if let end = scan.end, index >= end.first {
            return BlankRun(cells: end.first..<line.end, look: end.look, own: end.own, endsRow: true)
        }
        let cells = line.cells, style = cells[index].style
        func isInRun(_ cell: Int) -> Bool { cells[cell].isBlank(of: style) }
        var first = index, last = index
        while first > line.start, index - first < Self.shortGap, isInRun(first - 1) { first -= 1 }
        while last + 1 < line.end, last - index < Self.shortGap, isInRun(last + 1) { last += 1 }
        let own = looks.look(of: cells[index])
        guard !own.showsOnBlank else { return BlankRun(cells: index..<index + 1, look: own, own: own, endsRow: false) }
        let goesOnLeft = first > line.start && isInRun(first - 1), goesOnRight = last + 1 < line.end && isInRun(last + 1)
        let isShort = !goesOnLeft && !goesOnRight && last - first < Self.shortGap
        if !isShort {
            // A long run takes another look only if it ends the row.
            // Its changed blanks from `index` on go out together in its own look.
            var changedRun: Range<Int> {
                var end = index + 1
                while end < line.end, isInRun(end), line.changed(end) || line.drawn[end] != own && changeFollows(end, in: line) {
                    end += 1
                }
                return index..<end
            }
            guard !goesOnRight || index > scan.middleRunEnd && isInRun(line.end - 1) else {
                return BlankRun(cells: changedRun, look: own, own: own, endsRow: false)
            }
            while last + 1 < line.end, isInRun(last + 1) { last += 1 }
            guard last + 1 == line.end else {
                scan.middleRunEnd = last  // so that the next blanks of this run do not look for its end again
                return BlankRun(cells: changedRun, look: own, own: own, endsRow: false)
            }
            while first > line.start, isInRun(first - 1) { first -= 1 }
        }
        // A short run at the end of the row is a gap like any other: it is sent, or left as it is.
        let run = first..<last + 1, endsRow = run.upperBound == line.end && !isShort
        var look = own
        if let before = lookTaken(before: first, by: own, in: line) {
            look = before
        } else if isShort, run.upperBound < line.end, let after = lender(at: run.upperBound, in: line), after.lends(to: own) {
            look = after
        }
        if endsRow { scan.end = (first, look, own) }
        return BlankRun(cells: run, look: look, own: own, endsRow: endsRow)
    }

    /// The look of the cell at `index` for blanks beside it to take: a character's, not another blank's or a
    /// line's (a column's rule is seldom drawn with the text beside it).
    private mutating func lender(at index: Int, in line: Line) -> CellLook? {
        let cell = line.cells[index]
        guard cell.code != Cell.blank.code, !cell.hasGraphicCharacter else { return nil }
        return ownLook(of: index, in: line)
    }

    /// The look blanks of look `own` from `first` on take from the text before them, if that text lends one.
    private mutating func lookTaken(before first: Int, by own: CellLook, in line: Line) -> CellLook? {
        guard first > line.start, let before = lender(at: first - 1, in: line), before.lends(to: own) else { return nil }
        return before
    }

    /// The look of the cell at `index` by its own style (of the wide character, for the cell it covers).
    private mutating func ownLook(of index: Int, in line: Line) -> CellLook {
        looks.look(of: line.cells[index].isContinuation && index > line.start ? line.cells[index - 1] : line.cells[index])
    }

    /// Sends the blanks at `cells` in `look`, as `put(_:of:look:)` sends each.
    private mutating func putBlanks(_ cells: Range<Int>, of line: Line, look: CellLook) {
        for cell in cells { line.drawn[cell] = look }
        runs.add(row: line.row, columns: (cells.lowerBound - line.start)..<(cells.upperBound - line.start), look: look)
    }

    /// Sends the cell at `index` in `look`: a wide character takes its columns (as far as the row goes); the
    /// second column of one is sent with its first.
    private mutating func put(_ index: Int, of line: Line, look: CellLook) {
        let cell = line.cells[index]
        if cell.isContinuation { return }
        line.drawn[index] = look
        let column = index - line.start
        runs.add(row: line.row, columns: column..<min(column + max(1, Int(cell.width)), line.end - line.start), look: look)
    }
}

extension Cell {
    /// Whether the cell is a blank, whose look may be taken from the text beside it (see `FrameDiff`).
    var isBlankForLook: Bool { code == Cell.blank.code && width == 1 }

    /// Whether the cell is a blank of `style`: one of a run of blanks that is sent in one look.
    func isBlank(of style: CellStyle) -> Bool { isBlankForLook && self.style == style }
}
