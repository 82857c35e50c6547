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
            .sheetChrome("New Trip", confirm: "Save", isEnabled: !trimmedName.isEmpty) { save() }
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
