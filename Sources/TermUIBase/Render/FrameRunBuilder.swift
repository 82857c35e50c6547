/// Gathers the cells the frame diff sends, one at a time, into runs: a cell next to the last run, in its look,
/// lengthens it; a cell the last run already covers in that look (the first column of a wide character sent
/// again for its second) adds nothing.
struct FrameRunBuilder {
    private var runs: [FrameRun] = []
    /// The run being lengthened, not yet in `runs` (none while `row` is -1): kept as plain values, as a cell is
    /// added for nearly every cell of a whole frame.
    private var row = -1, first = 0, end = 0
    private var look = CellLook.plain

    /// Starts the runs of a frame, keeping the room the last one took.
    mutating func start() {
        runs.removeAll(keepingCapacity: true)
        row = -1
    }

    /// Adds cells of a row sent in a look.
    mutating func add(row: Int, columns: Range<Int>, look: CellLook) {
        if row == self.row, look == self.look {
            if columns.lowerBound == end {
                end = columns.upperBound
                return
            }
            if first <= columns.lowerBound, columns.upperBound <= end { return }
        }
        if self.row >= 0 { runs.append(FrameRun(row: self.row, columns: first..<end, look: self.look)) }
        self.row = row
        first = columns.lowerBound
        end = columns.upperBound
        self.look = look
    }

    /// The runs of the frame, in the order their cells were added.
    mutating func finish() -> [FrameRun] {
        if row >= 0 { runs.append(FrameRun(row: row, columns: first..<end, look: look)) }
        row = -1
        return runs
    }
}
