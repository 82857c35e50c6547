/// Cells of one row of a frame that go to the terminal together, in one look: part of what a `FrameUpdate`
/// asks a terminal to send. TermUI's own value (SwiftUI draws no terminal).
///
/// The cells are the frame's own (`FrameUpdate.cells(of:)`). A wide character's run takes both its columns; a
/// run never starts on the second column of one. The look is the one the diff chose for every cell of the run,
/// which for a blank may be the look of the text beside it (see `CellLook.lends(to:)`).
public struct FrameRun: Equatable, Sendable {
    /// The row, from 0 at the top.
    public let row: Int
    /// The columns, from 0 at the left.
    public let columns: Range<Int>
    /// The look every cell of the run is sent in.
    public let look: CellLook

    /// A run from its parts.
    public init(row: Int, columns: Range<Int>, look: CellLook) {
        self.row = row
        self.columns = columns
        self.look = look
    }
}
