import CNcurses
import TermUIBase
import TermUIViews

/// Hands ncurses the runs of a frame update (`FrameUpdate`), each cell in its run's look. Which cells go and in
/// which look was decided by the frame diff; this only puts them in ncurses' window, whose `doupdate()` then
/// writes the fewest bytes that turn the screen into it.
@MainActor
final class CursesFrameWriter {
    private let window: UnsafeMutablePointer<WINDOW>
    private var looks = CursesLooks()
    /// The colour pair number `setcchar` reads (an `int`, so that pairs above 32,767 work).
    private let pairNumber = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    /// Room for the wide characters of one cell and the terminating zero.
    private let characters = UnsafeMutablePointer<wchar_t>.allocate(capacity: 8)

    init(window: UnsafeMutablePointer<WINDOW>) {
        self.window = window
    }

    /// Puts the update's cells within `rows` and `columns` (the terminal's size) in the window. Returns false when
    /// ncurses ran out of colour pairs on the way: the pairs start again, and the frame must be put again whole
    /// (a whole update never asks again).
    func write(_ update: FrameUpdate, rows: Int, columns: Int) -> Bool {
        // Every index below is within the frame, whatever the terminal's size says: a row is never read past its
        // end, nor the frame past its last row.
        let rows = max(0, min(rows, update.frame.rows)), columns = max(0, min(columns, update.frame.columns))
        update.frame.withCells { cells in
            for run in update.runs where run.row < rows && run.columns.lowerBound < columns {
                let style = looks.style(of: run.look)
                pairNumber.pointee = style.pair
                let start = run.row * update.frame.columns
                for column in run.columns.clamped(to: 0..<columns) {
                    put(cells[start + column], atColumn: column, row: run.row, end: columns, attributes: style.attributes)
                }
            }
        }
        guard !update.isWhole, looks.pairsRunOut else { return true }
        // ncurses has begun to reuse pairs, some perhaps of cells this frame put: start the pairs again.
        looks.startAgain()
        return false
    }

    /// Frees the memory kept for ncurses' calls.
    func deallocate() {
        characters.deallocate()
        pairNumber.deallocate()
    }

    /// Hands ncurses a cell at a column (the second column of a wide character goes with its first).
    private func put(_ cell: Cell, atColumn column: Int, row: Int, end: Int, attributes: attr_t) {
        if cell.isContinuation { return }
        guard cell.code >= 0x8000_0000 else {
            characters[0] = wchar_t(bitPattern: cell.code)
            characters[1] = 0
            putCharacters(atColumn: column, row: row, attributes: attributes)
            return
        }
        putPieces(of: cell.character, from: column, to: min(column + Int(cell.width), end), row: row, attributes: attributes)
    }

    /// Puts a character of several scalars in the columns from `first` to before `end`. ncurses holds in one
    /// cell one character that takes columns and the marks after it (at most five in all): a character with
    /// more that take columns (a flag's two letters, the people of a family) goes out as those pieces one after
    /// the other, as a terminal that knows no such sequences shows them, as far as its columns go, with a blank
    /// in any column left, so that ncurses never believes a column shows what it no longer does.
    private func putPieces(of character: Character, from first: Int, to end: Int, row: Int, attributes: attr_t) {
        // The piece being gathered: its scalars in `characters[0..<count]`, and the columns it takes.
        var column = first, count = 0, pieceWidth = 0
        func putPiece() {
            characters[count] = 0
            putCharacters(atColumn: column, row: row, attributes: attributes)
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
        characters[0] = wchar_t(bitPattern: Cell.blank.code)
        characters[1] = 0
        while column < end {
            putCharacters(atColumn: column, row: row, attributes: attributes)
            column += 1
        }
    }

    /// Hands ncurses the characters in `characters` (ended by a zero) for the cell at a column, in the colour
    /// pair in `pairNumber`.
    private func putCharacters(atColumn column: Int, row: Int, attributes: attr_t) {
        var complex = cchar_t()
        setcchar(&complex, characters, attributes, 0, pairNumber)
        mvwadd_wch(window, Int32(row), Int32(column), &complex)
    }
}
