import Foundation
import TermUI
import TravelModel

/// The sheet that adds a trip: a name, a subtitle and a collection. Save is disabled until the name is not
/// blank.
struct NewTripSheet: View {
    let onSave: (Trip) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var subtitle = ""
    @State private var collectionID = TripCollection.springBlossoms.id

    private var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                TextField("Subtitle", text: $subtitle)
                Picker("Collection", selection: $collectionID) {
                    ForEach(TripCollection.all) { collection in
                        Label(collection.title, systemImage: collection.season.symbolName).tag(collection.id)
                    }
                }
            }
            .navigationTitle("New Trip")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { save() }
                        .disabled(trimmedName.isEmpty)
                }
            }
        }
    }

    private func save() {
        guard !trimmedName.isEmpty else { return }
        let trip = Trip(
            name: trimmedName, subtitle: subtitle.trimmingCharacters(in: .whitespacesAndNewlines),
            collectionID: collectionID, activities: [], lastViewed: .now)
        onSave(trip)
        dismiss()
    }
}

/// The sheet that adds an activity to a trip.
struct NewActivitySheet: View {
    let onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Activity", text: $name)
            }
            .navigationTitle("New Activity")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onSave(name.trimmingCharacters(in: .whitespacesAndNewlines))
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                }
            }
        }
    }
}

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
            .navigationTitle("Delete Trip")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Keep") { dismiss() }
                }
            }
        }
    }
}
