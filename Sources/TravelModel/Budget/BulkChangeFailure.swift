/// Why a change of many expenses at once (`BulkChange`) could not be made; it changed nothing. The app says it
/// in words ("Could not undo Import 1200 expenses: … Nothing was changed.").
public enum BulkChangeFailure: Equatable, Sendable {
    /// It did not start: the change before it, its opposite (the redo of an undo, the undo of a redo), did not
    /// finish, so there is nothing to take back.
    case earlierUnfinished(BulkChange.Direction, name: UndoActionName)
    /// It failed for `reason` (the database's error) and was rolled back.
    case failed(BulkChange.Direction, name: UndoActionName, reason: FailureReason)
}
