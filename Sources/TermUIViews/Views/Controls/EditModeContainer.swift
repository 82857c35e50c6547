/// The edit mode a window (and a sheet) gives its content, as SwiftUI's hosting views do, so that an
/// `EditButton` works without the app making one; an edit mode the environment already has is kept.
struct EditModeContainer<Content: View>: View {
    let content: Content
    @State private var mode = EditMode.inactive
    @Environment(\.editMode) private var given

    var body: some View {
        content.environment(\.editMode, given ?? $mode)
    }
}
