/// A button that starts renaming, as SwiftUI's `RenameButton`: labelled "Rename" with a pencil, it calls the
/// `\.rename` action that `.renameAction` set around it (in a context menu, a toolbar or a row), and is disabled
/// where none is set.
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    let label: Label

    /// The button, with SwiftUI's label.
    public init() where Label == TermUIViews.Label<Text, Image> {
        label = TermUIViews.Label("Rename", systemImage: "pencil")
    }

    /// A button that calls the rename action.
    public var body: some View {
        Button {
            rename?()
        } label: {
            label
        }
        .disabled(rename == nil)
    }
}

extension View {
    /// Sets what a `RenameButton` inside does: run `action`.
    public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    /// Sets what a `RenameButton` inside does: move focus to the view bound to `isFocused` (a text field that
    /// holds the name).
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction { isFocused.wrappedValue = true })
    }
}
