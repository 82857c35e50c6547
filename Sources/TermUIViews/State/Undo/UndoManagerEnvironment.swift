private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// The window's record of changes that can be undone, as SwiftUI's `undoManager`: views that change data
    /// register how to undo it here. Each renderer makes one for its window; it is read-only for views, as in
    /// SwiftUI.
    public internal(set) var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
