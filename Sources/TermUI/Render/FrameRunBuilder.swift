/// Gathers the cells the frame diff sends, one at a time, into runs: a cell next to the last run, in its look,
/// lengthens it; a cell the last run already covers in that look (the first column of a wide character sent
/// again for its second) adds nothing.
struct FrameRunBuilder {
    private var runs: [FrameRun] = []
    /// The run being lengthened, not yet in `runs`.
    private var last: (row: Int, columns: Range<Int>, look: CellLook)?

    /// Starts the runs of a frame, keeping the room the last one took.
    mutating func start() {
        runs.removeAll(keepingCapacity: true)
        last = nil
    }

    /// Adds cells of a row sent in a look.
    mutating func add(row: Int, columns: Range<Int>, look: CellLook) {
        if let current = last, current.row == row, current.look == look {
            if columns.lowerBound == current.columns.upperBound {
                last = (row, current.columns.lowerBound..<columns.upperBound, look)
                return
            }
            if current.columns.lowerBound <= columns.lowerBound, columns.upperBound <= current.columns.upperBound { return }
        }
        if let current = last { runs.append(FrameRun(row: current.row, columns: current.columns, look: current.look)) }
        last = (row, columns, look)
    }

    /// The runs of the frame, in the order their cells were added.
    mutating func finish() -> [FrameRun] {
        if let current = last { runs.append(FrameRun(row: current.row, columns: current.columns, look: current.look)) }
        last = nil
        return runs
    }
}
