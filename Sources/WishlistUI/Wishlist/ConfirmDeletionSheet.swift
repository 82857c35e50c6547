import TermUI

/// Asks before deleting something: Enter (or Ctrl-S) deletes, Esc keeps it.
struct ConfirmDeletionSheet: View {
    let name: String
    let onDelete: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 1) {
                Text("Delete \(name) and all its activities?")
                Button("Delete", role: .destructive) {
                    dismiss()
                    onDelete()
                }
            }
            .sheetChrome("Delete Trip", cancel: "Keep")
        }
    }
}
