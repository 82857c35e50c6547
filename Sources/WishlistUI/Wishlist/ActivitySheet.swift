import TermUI

/// The sheet that adds an activity to a trip, or renames one: a name, which must not be blank.
struct ActivitySheet: View {
    /// The sheet's title ("New Activity", "Rename Activity").
    let title: String
    /// The confirming button's title ("Add", "Rename").
    let confirmTitle: String
    /// Called with the trimmed name when the user confirms.
    let onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name: String

    /// A sheet for a new activity.
    init(onSave: @escaping (String) -> Void) {
        self.init(title: "New Activity", confirm: "Add", name: "", onSave: onSave)
    }

    /// A sheet that renames an activity, starting from its name.
    init(renaming name: String, onSave: @escaping (String) -> Void) {
        self.init(title: "Rename Activity", confirm: "Rename", name: name, onSave: onSave)
    }

    private init(title: String, confirm: String, name: String, onSave: @escaping (String) -> Void) {
        self.title = title
        confirmTitle = confirm
        self.onSave = onSave
        _name = State(initialValue: name)
    }

    private var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Activity", text: $name)
            }
            .sheetChrome(title, confirm: confirmTitle, isEnabled: !trimmedName.isEmpty) {
                onSave(trimmedName)
                dismiss()
            }
        }
    }
}
