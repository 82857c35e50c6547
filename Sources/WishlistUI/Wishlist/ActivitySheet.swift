import TermUI
import TravelModel

/// The sheet that adds an activity to a trip, or renames one: a name, which must not be blank. A name typed
/// and not saved is kept as a draft (see `SheetChrome`).
struct ActivitySheet: View {
    /// The sheet's title ("New Activity", "Rename Activity"), a key of the app's tables.
    let title: String
    /// The confirming button's title ("Add", "Rename").
    let confirmTitle: String
    /// The trip the activity belongs to.
    let tripID: Trip.ID
    /// The activity renamed; nil for a new one.
    let editing: Activity.ID?
    /// The name the sheet started from.
    let originalName: String
    /// Called with the trimmed name when the user confirms.
    let onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name: String

    /// A sheet for a new activity of a trip, starting from `name` (a draft's, when one is reopened).
    init(newIn tripID: Trip.ID, name: String = "", onSave: @escaping (String) -> Void) {
        self.init(title: "New Activity", confirm: "Add", tripID: tripID, editing: nil, original: "", name: name, onSave: onSave)
    }

    /// A sheet that renames an activity, starting from `name` (its name, or a draft's).
    init(renaming activity: Activity, in tripID: Trip.ID, name: String? = nil, onSave: @escaping (String) -> Void) {
        self.init(
            title: "Rename Activity", confirm: "Rename", tripID: tripID, editing: activity.id, original: activity.name,
            name: name ?? activity.name, onSave: onSave)
    }

    private init(
        title: String, confirm: String, tripID: Trip.ID, editing: Activity.ID?, original: String, name: String,
        onSave: @escaping (String) -> Void
    ) {
        self.title = title
        confirmTitle = confirm
        self.tripID = tripID
        self.editing = editing
        originalName = original
        self.onSave = onSave
        _name = State(initialValue: name)
    }

    private var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// What the sheet holds, once it differs from where it started.
    private var draft: SheetDraft? {
        name == originalName ? nil : .activity(ActivityDraft(tripID: tripID, editing: editing, name: name))
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField(text: $name) { Text("Activity", bundle: .module) }
            }
            .sheetChrome(title, confirm: confirmTitle, isEnabled: !trimmedName.isEmpty, draft: draft) {
                onSave(trimmedName)
                dismiss()
            }
        }
    }
}
