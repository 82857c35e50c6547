import TermUI
import TravelModel

/// A line on the trip's screen while fields of the trip or of its activities were changed on both machines
/// (sync kept the later change): how many, and that `C` reviews them (`TripConflictsButton`, in the toolbar).
/// Nothing while there are none. A view of its own, so that only it reads the conflicts from the database: the
/// screen's other changes (the selection moving) do not. Not a button: the screen's focus stays on the list.
struct TripConflictLine: View {
    let trip: Trip
    @Environment(TripStore.self) private var store

    var body: some View {
        let count = store.syncConflicts(of: trip).count
        if count > 0 {
            Label {
                Text("\(count) fields changed on both machines: C reviews", bundle: .module)
            } icon: {
                Image(systemName: "exclamationmark.triangle")
            }
                .foregroundStyle(.yellow)
                .lineLimit(1)
                .padding(.horizontal, 1)
                .accessibilityIdentifier("trip.conflicts")
        }
    }
}

/// The toolbar's "Conflicts" (`C`) on the trip's screen, while something was changed on both machines: it
/// opens `TripConflictsSheet`. Nothing while there is nothing to settle.
struct TripConflictsButton: View {
    let trip: Trip
    @Binding var isReviewing: Bool
    @Environment(TripStore.self) private var store

    var body: some View {
        if !store.syncConflicts(of: trip).isEmpty {
            Button { isReviewing = true } label: { Text("Conflicts", bundle: .module) }
                .keyboardShortcut("C", modifiers: [])
        }
    }
}
