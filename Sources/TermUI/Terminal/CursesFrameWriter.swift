import CNcurses

/// Hands ncurses the cells of each frame that changed since the last one, each in the look it is drawn with.
///
/// A blank's look is free within what shows on a blank: bold, dim, italic and the text colour do not, so a
/// run of blanks may be drawn in the look of the text beside it (see `blankRun(around:in:scan:)`).
/// ncurses sends both colours again after every change of attributes, so each change saved is a dozen bytes
/// or more: a row's dim "12 km ›" goes out under one change instead of three, and a bold title's row is
/// cleared without leaving bold first.
@MainActor
final class CursesFrameWriter {
    private let window: UnsafeMutablePointer<WINDOW>
    private var looks: CursesLooks
    /// The frame ncurses was last handed, to compare the next with.
    private var shown: CellCanvas?
    /// The look each cell was last drawn with (a blank's may be another style's).
    private var drawnLooks: [CursesStyle] = []
    /// For each row, the blanks that end it as they were last drawn together, in one look.
    private var paintedEnds: [RowEnd] = []
    /// For each row, the cells that may be drawn in a look not their own (every other cell has its own).
    private var takenSpans: [Range<Int>] = []
    /// The colour pair number `setcchar` reads (an `int`, so that pairs above 32,767 work).
    private let pairNumber = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    /// Room for the wide characters of one cell and the terminating zero.
    private let characters = UnsafeMutablePointer<wchar_t>.allocate(capacity: 8)

    init(window: UnsafeMutablePointer<WINDOW>, mapping: TerminalStyleMapping) {
        self.window = window
        looks = CursesLooks(mapping: mapping)
    }

    /// Hands ncurses the cells of `canvas` (the part of it within `rows` and `columns`) that differ from the
    /// frame before, or every cell when there is none to compare with.
    func write(_ canvas: CellCanvas, rows: Int, columns: Int) {
        // Every index below is within the canvas, whatever the terminal's size says: a row is never read past
        // its end, nor the frame past its last row.
        let rows = max(0, min(rows, canvas.rows)), columns = max(0, min(columns, canvas.columns))
        guard var previous = shown, previous.columns == canvas.columns, previous.rows == canvas.rows else {
            putEveryCell(of: canvas, rows: rows, columns: columns)
            shown = canvas
            return
        }
        shown = nil  // `previous` is now the only reference, so it is updated in place (no copy of the frame).
        drawnLooks.withUnsafeMutableBufferPointer { drawn in
            canvas.withCells { cells in
                previous.withMutableCells { old in
                    for row in 0..<rows {
                        let start = row * canvas.columns
                        let line = Line(row: row, start: start, end: start + columns, cells: cells, shown: old, drawn: drawn)
                        putChanges(of: line)
                    }
                }
            }
        }
        shown = previous
        if looks.pairsRunOut {
            // ncurses has begun to reuse pairs, some perhaps of cells this frame drew: start the pairs again.
            looks.startAgain()
            clearok(window, true)
            putEveryCell(of: canvas, rows: rows, columns: columns)
        }
    }

    /// Forgets what the screen shows, so the next frame sends every cell.
    func forgetScreen() {
        shown = nil
    }

    /// Frees the memory kept for ncurses' calls.
    func deallocate() {
        characters.deallocate()
        pairNumber.deallocate()
    }

    /// One row of a frame: where its cells are, and what was drawn there before.
    private struct Line {
        let row: Int
        /// The row's first cell and the end of its cells, as indices of the frame's cells.
        let start: Int, end: Int
        let cells: UnsafeBufferPointer<Cell>
        let shown: UnsafeMutableBufferPointer<Cell>
        let drawn: UnsafeMutableBufferPointer<CursesStyle>

        /// Whether the cell at `index` differs from what was shown (every cell does when nothing was).
        func changed(_ index: Int) -> Bool { shown.isEmpty || cells[index] != shown[index] }
    }

    /// The blanks that end a row, from `first`, their style and the look they are drawn with.
    private struct RowEnd: Equatable {
        let first: Int
        let style: CellStyle
        let look: CursesStyle

        static let none = RowEnd(first: -1, style: .plain, look: .plain)
    }

    /// A run of blanks of one style (or the part of it to draw now), the look it is drawn with, its own look,
    /// and whether it ends the row.
    private struct BlankRun {
        let cells: Range<Int>
        let look: CursesStyle
        let own: CursesStyle
        let endsRow: Bool

        /// Whether the run is drawn in a look that is not its own.
        var takesALook: Bool { look != own }
    }

    /// What the scan of one row has found out so far about its runs of blanks.
    private struct RowScan {
        /// The last cell of a long run found not to end the row.
        var middleRunEnd: Int
        /// The blanks that end the row, once found: their first, their look and their own.
        var end: (first: Int, look: CursesStyle, own: CursesStyle)?
        /// The row's blanks that end it as last drawn together in one look (see `paintedEnds`).
        var paintedEnd: RowEnd
        /// The row's cells that may be drawn in a look not their own (see `takenSpans`).
        var takenSpan: Range<Int>

        init(_ line: Line, paintedEnd: RowEnd = .none, takenSpan: Range<Int> = 0..<0) {
            middleRunEnd = line.start - 1
            self.paintedEnd = paintedEnd
            self.takenSpan = takenSpan
        }

        /// Notes that cells are drawn in a look not their own.
        mutating func noteTaken(_ cells: Range<Int>) {
            takenSpan = takenSpan.isEmpty
                ? cells : min(takenSpan.lowerBound, cells.lowerBound)..<max(takenSpan.upperBound, cells.upperBound)
        }

        /// Forgets how the end of the row was drawn when a cell in it is drawn otherwise.
        mutating func forgetPaintedEnd(ifItHas cell: Int) {
            if paintedEnd.first >= 0, cell >= paintedEnd.first { paintedEnd = .none }
        }
    }

    private func putEveryCell(of canvas: CellCanvas, rows: Int, columns: Int) {
        if drawnLooks.count != canvas.rows * canvas.columns {
            drawnLooks = Array(repeating: .plain, count: canvas.rows * canvas.columns)
        }
        paintedEnds = Array(repeating: .none, count: canvas.rows)
        takenSpans = Array(repeating: 0..<0, count: canvas.rows)
        drawnLooks.withUnsafeMutableBufferPointer { drawn in
            canvas.withCells { cells in
                for row in 0..<rows {
                    let start = row * canvas.columns
                    // Nothing was shown before: the line compares with nothing.
                    let line = Line(row: row, start: start, end: start + columns, cells: cells, shown: .init(start: nil, count: 0), drawn: drawn)
                    var index = start, scan = RowScan(line)
                    while index < line.end {
                        if cells[index].isBlankForLook {
                            let run = blankRun(around: index, in: line, scan: &scan)
                            for blank in run.cells { put(blank, of: line, look: run.look) }
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
    }

    /// Puts the cells of one row that changed since the last frame, and the blanks whose look changed with
    /// them.
    private func putChanges(of line: Line) {
        var index = line.start
        var settled = line.start - 1  // the cells up to here have their look for this frame
        var scan = RowScan(line, paintedEnd: paintedEnds[line.row], takenSpan: takenSpans[line.row])
        defer {
            paintedEnds[line.row] = scan.paintedEnd
            takenSpans[line.row] = scan.takenSpan
        }
        while index < line.end {
            guard line.changed(index) else {
                index += 1
                continue
            }
            if index > settled {
                if line.cells[index].isBlankForLook {
                    settled = putRun(around: index, of: line, followsChange: false, scan: &scan)
                } else {
                    line.shown[index] = line.cells[index]
                    // A wide character whose second half changed is drawn again.
                    let drawn = line.cells[index].isContinuation && index > line.start ? index - 1 : index
                    put(drawn, of: line, look: ownLook(of: drawn, in: line))
                    scan.forgetPaintedEnd(ifItHas: drawn)
                    settled = index
                    if index + 1 < line.end, line.cells[index + 1].isBlankForLook {
                        settled = putRun(around: index + 1, of: line, followsChange: true, scan: &scan)
                    }
                }
            }
            index = max(index + 1, settled + 1)
        }
    }

    /// Puts the changed blanks of the run around `blank` in the run's look, and the unchanged ones whose look
    /// differs where the look matters: at the end of the row (ncurses clears it in one look, that of the row's
    /// last cell), and in a gap between changes, which ncurses sends rather than moves past. `followsChange`
    /// when the cell before the run was put this frame. Returns the last cell it settled.
    private func putRun(around blank: Int, of line: Line, followsChange: Bool, scan: inout RowScan) -> Int {
        if let settled = putKnownEnd(from: blank, of: line, scan: &scan) { return settled }
        let run = blankRun(around: blank, in: line, scan: &scan)
        if run.endsRow {
            let end = RowEnd(first: run.cells.lowerBound, style: line.cells[blank].style, look: run.look)
            let drawnAlready = scan.paintedEnd == end
            scan.paintedEnd = end
            if drawnAlready || !run.takesALook {
                // Drawn in this look already, or in their own: only the cells that took another look may be
                // drawn otherwise, besides those that changed.
                if !drawnAlready {
                    for cell in scan.takenSpan.clamped(to: run.cells) where line.drawn[cell] != run.look {
                        putBlank(cell, of: line, look: run.look)
                    }
                    scan.takenSpan = scan.takenSpan.clamped(to: line.start..<run.cells.lowerBound)
                }
                for cell in blank..<line.end where line.changed(cell) { putBlank(cell, of: line, look: run.look) }
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

    /// Puts the changed cells from `blank` on, where `blank` is in the blanks that ended the row as last drawn
    /// and those blanks still end it in the same look: they have the same style, the text before them lends the
    /// same look, and every changed cell among them is a blank of their style. Returns the last cell settled, or
    /// nil when they do not.
    private func putKnownEnd(from blank: Int, of line: Line, scan: inout RowScan) -> Int? {
        let end = scan.paintedEnd
        guard scan.end == nil, end.first >= 0, blank >= end.first, line.cells[end.first].isBlank(of: end.style),
              end.first == line.start || !line.cells[end.first - 1].isBlank(of: end.style)
        else { return nil }
        let own = looks.look(of: line.cells[end.first])
        guard end.look == (lookTaken(before: end.first, by: own, in: line) ?? own) else { return nil }
        for cell in blank..<line.end where line.changed(cell) {
            guard line.cells[cell].isBlank(of: end.style) else {
                // The row ends otherwise now: what was put keeps a look that shows the same.
                scan.paintedEnd = .none
                if end.look != own { scan.noteTaken(blank..<cell) }
                return cell - 1
            }
            putBlank(cell, of: line, look: end.look)
        }
        return line.end - 1
    }

    private func putBlank(_ cell: Int, of line: Line, look: CursesStyle) {
        line.shown[cell] = line.cells[cell]
        put(cell, of: line, look: look)
    }

    /// Whether a cell within a short gap after `cell` changed.
    private func changeFollows(_ cell: Int, in line: Line) -> Bool {
        (cell + 1..<min(line.end, cell + 1 + CursesStyle.shortGap)).contains(where: line.changed)
    }

    /// The run of blanks of one style around `index`, the look it is drawn with, and whether it ends the row.
    ///
    /// A run that ends the row takes the look of the text before it (ncurses clears it in that look); a short
    /// run (a gap ncurses sends rather than moves past) that of the text before it or, failing that, after it.
    /// A longer run keeps its own look, and only its cell at `index` and the changed ones after it are returned
    /// of it: ncurses moves past what did not change. The look is a function of the row alone, so the same text
    /// always goes out the same way (ncurses can shift a line's characters only when they are equal).
    private func blankRun(around index: Int, in line: Line, scan: inout RowScan) -> BlankRun {
        if let end = scan.end, index >= end.first {
            return BlankRun(cells: end.first..<line.end, look: end.look, own: end.own, endsRow: true)
        }
        let cells = line.cells, style = cells[index].style
        func isInRun(_ cell: Int) -> Bool { cells[cell].isBlank(of: style) }
        var first = index, last = index
        while first > line.start, index - first < CursesStyle.shortGap, isInRun(first - 1) { first -= 1 }
        while last + 1 < line.end, last - index < CursesStyle.shortGap, isInRun(last + 1) { last += 1 }
        let own = looks.look(of: cells[index])
        guard !own.showsOnBlank else { return BlankRun(cells: index..<index + 1, look: own, own: own, endsRow: false) }
        let goesOnLeft = first > line.start && isInRun(first - 1), goesOnRight = last + 1 < line.end && isInRun(last + 1)
        let isShort = !goesOnLeft && !goesOnRight && last - first < CursesStyle.shortGap
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
        // A short run at the end of the row is a gap like any other: ncurses sends it, or leaves it as it is.
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
    private func lender(at index: Int, in line: Line) -> CursesStyle? {
        let cell = line.cells[index]
        guard cell.code != CursesStyle.blank, !cell.hasGraphicCharacter else { return nil }
        return ownLook(of: index, in: line)
    }

    /// The look blanks of look `own` from `first` on take from the text before them, if that text lends one.
    private func lookTaken(before first: Int, by own: CursesStyle, in line: Line) -> CursesStyle? {
        guard first > line.start, let before = lender(at: first - 1, in: line), before.lends(to: own) else { return nil }
        return before
    }

    /// The look of the cell at `index` by its own style (of the wide character, for the cell it covers).
    private func ownLook(of index: Int, in line: Line) -> CursesStyle {
        looks.look(of: line.cells[index].isContinuation && index > line.start ? line.cells[index - 1] : line.cells[index])
    }

    /// Hands ncurses the cell at `index`, drawn with `look`.
    private func put(_ index: Int, of line: Line, look: CursesStyle) {
        let cell = line.cells[index]
        if cell.isContinuation { return }
        line.drawn[index] = look
        pairNumber.pointee = look.pair
        let column = index - line.start
        guard cell.code >= 0x8000_0000 else {
            characters[0] = wchar_t(bitPattern: cell.code)
            characters[1] = 0
            putCharacters(atColumn: column, row: line.row, look: look)
            return
        }
        putPieces(of: cell.character, from: column, to: min(column + Int(cell.width), line.end - line.start), row: line.row, look: look)
    }

    /// Puts a character of several scalars in the columns from `first` to before `end`. ncurses holds in one
    /// cell one character that takes columns and the marks after it (at most five in all): a character with
    /// more that take columns (a flag's two letters, the people of a family) goes out as those pieces one after
    /// the other, as a terminal that knows no such sequences shows them, as far as its columns go, with a blank
    /// in any column left, so that ncurses never believes a column shows what it no longer does.
    private func putPieces(of character: Character, from first: Int, to end: Int, row: Int, look: CursesStyle) {
        // The piece being gathered: its scalars in `characters[0..<count]`, and the columns it takes.
        var column = first, count = 0, pieceWidth = 0
        func putPiece() {
            characters[count] = 0
            putCharacters(atColumn: column, row: row, look: look)
            column += pieceWidth
            count = 0
            pieceWidth = 0
        }
        for scalar in character.unicodeScalars {
            let width = TerminalWidth.of(scalar)
            if width > 0 {
                if pieceWidth > 0 { putPiece() }
                guard column + width <= end else { break }
                pieceWidth = width
            } else if pieceWidth == 0 {
                continue  // a mark with nothing to go on
            }
            if count < 5 {
                characters[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
        }
        if pieceWidth > 0 { putPiece() }
        characters[0] = wchar_t(bitPattern: CursesStyle.blank)
        characters[1] = 0
        while column < end {
            putCharacters(atColumn: column, row: row, look: look)
            column += 1
        }
    }

    /// Hands ncurses the characters in `characters` (ended by a zero) for the cell at a column.
    private func putCharacters(atColumn column: Int, row: Int, look: CursesStyle) {
        var complex = cchar_t()
        setcchar(&complex, characters, look.attributes, 0, pairNumber)
        mvwadd_wch(window, Int32(row), Int32(column), &complex)
    }
}
