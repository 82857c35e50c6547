/// Starts renaming what the view around stands for, as SwiftUI's `RenameAction`: `.renameAction` sets it for
/// the views inside, and a `RenameButton` calls it.
public struct RenameAction {
    let action: @MainActor () -> Void

    /// Starts renaming.
    @MainActor
    public func callAsFunction() {
        action()
    }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// How to rename what the view around stands for, as in SwiftUI; nil where no `.renameAction` is set.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}
