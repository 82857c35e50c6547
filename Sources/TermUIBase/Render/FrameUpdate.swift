/// What a terminal is asked to send for one frame: runs of the frame's cells, each in one look, found by the
/// frame diff (`FrameDiff`) against the frame before. A backend only encodes them; which cells go and in which
/// look was decided above it. TermUI's own value (SwiftUI draws no terminal).
///
/// Every cell that differs from the frame before is in a run, and so are blanks whose look changes with them
/// (a gap between changes, the end of a row). When the update `isWhole`, nothing was known of the screen and
/// the runs cover every cell of the frame.
public struct FrameUpdate: Sendable {
    /// The frame to show; the runs name its cells.
    public let frame: CellCanvas
    /// The runs, row by row from the top, left to right within a row, none overlapping another.
    public let runs: [FrameRun]
    /// Whether the runs cover every cell: the terminal's screen was unknown (the first frame, a resize, a
    /// resume, `Terminal.invalidateScreen()`, or a terminal that asked for a whole frame).
    public let isWhole: Bool
    /// The images to take off and put on (`ImagePlacementChanges`), after the runs; none where pictures are
    /// drawn in cells.
    package let images: ImagePlacementChanges

    /// An update from its parts, changing no image.
    public init(frame: CellCanvas, runs: [FrameRun], isWhole: Bool) {
        self.init(frame: frame, runs: runs, isWhole: isWhole, images: ImagePlacementChanges())
    }

    /// An update from its parts.
    package init(frame: CellCanvas, runs: [FrameRun], isWhole: Bool, images: ImagePlacementChanges) {
        self.frame = frame
        self.runs = runs
        self.isWhole = isWhole
        self.images = images
    }

    /// The cells of a run, left to right (the second column of a wide character included).
    public func cells(of run: FrameRun) -> ArraySlice<Cell> {
        let start = run.row * frame.columns
        return frame.cells[(start + run.columns.lowerBound)..<(start + run.columns.upperBound)]
    }

    /// How many cells the runs cover.
    public var cellCount: Int { runs.reduce(0) { $0 + $1.columns.count } }
}
