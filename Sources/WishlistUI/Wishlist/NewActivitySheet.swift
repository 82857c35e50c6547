import TermUI

/// The sheet that adds an activity to a trip.
struct NewActivitySheet: View {
    let onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    private var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Activity", text: $name)
            }
            .sheetChrome("New Activity", confirm: "Add", isEnabled: !trimmedName.isEmpty) {
                onSave(trimmedName)
                dismiss()
            }
        }
    }
}
