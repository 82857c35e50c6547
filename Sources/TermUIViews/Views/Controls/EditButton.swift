/// Whether the user is editing the content (a list's rows, say), as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe, in SwiftUI).
    case transient
    /// Editing.
    case active

    /// Whether this is a mode of editing (`.transient` or `.active`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the content, as SwiftUI's `editMode`: a binding that `EditButton` toggles and the content
    /// reads. Each window gives its content one, inactive at first (`EditModeContainer`), as SwiftUI's hosting
    /// views do; `.environment(\.editMode, $mode)` gives a part of the screen its own.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns the environment's edit mode on and off, as SwiftUI's: "Edit" while inactive, "Done" while
/// editing. Without an edit mode in the environment it is disabled.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// The button.
    public init() {}

    /// "Edit" or "Done".
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
        .disabled(editMode == nil)
    }
}
