import Foundation
import TermUI
import TravelModel

/// The fields of a trip and of its activities that two machines changed at once (`C` on the trip's screen,
/// while there are any): for each, this machine's value (the later change, which sync kept) and the other
/// machine's, with a button that takes the other (a change made here, which undo takes back) and one that keeps
/// this one; an activity deleted while changed elsewhere (the deletion later), as it was changed, with a button
/// that brings it back and one that leaves it deleted. Each settled conflict leaves the list; the sheet says when
/// none is left.
struct TripConflictsSheet: View {
    let tripID: Trip.ID
    @Environment(TripStore.self) private var store

    var body: some View {
        NavigationStack {
            Form {
                if let trip = store.trip(id: tripID) {
                    let conflicts = store.syncConflicts(of: trip)
                    if conflicts.isEmpty {
                        Text("Nothing is left to settle: each field has the value you chose.")
                    }
                    ForEach(conflicts) { conflict in
                        Section(Self.title(of: conflict.field, in: trip)) {
                            if case .activityDeleted(let activity) = conflict.field {
                                deletedActivity(activity, conflict: conflict, of: trip)
                            } else {
                                changedOnBoth(conflict, of: trip)
                            }
                        }
                    }
                } else {
                    Text("The trip was deleted.")
                }
            }
            .sheetChrome("Changed on both machines", cancel: "Done")
        }
    }

    /// A field changed on both machines: this machine's value, the other's, and a button for each.
    @ViewBuilder
    private func changedOnBoth(_ conflict: TripConflict, of trip: Trip) -> some View {
        LabeledContent("This machine", value: Self.value(of: conflict.field, in: trip))
        LabeledContent("Other machine", value: conflict.other.map { Self.value(of: conflict.field, in: $0) } ?? "deleted")
        if let date = conflict.otherDate {
            LabeledContent("Changed there", value: date, format: Date.FormatStyle(date: .abbreviated, time: .shortened))
        }
        Button(conflict.other == nil ? "Delete the trip, as the other machine did" : "Take the other machine's") {
            store.takeOther(conflict, of: trip)
        }
        Button("Keep this machine's") { store.keepThis(conflict) }
    }

    /// An activity deleted while changed elsewhere: the activity as it was changed, when, and a button that
    /// brings it back (after the trip's last activity) and one that leaves it deleted.
    @ViewBuilder
    private func deletedActivity(_ activity: Activity, conflict: TripConflict, of trip: Trip) -> some View {
        LabeledContent("Activity", value: activity.name + (activity.isComplete ? " (done)" : ""))
        if let date = conflict.otherDate {
            LabeledContent("Changed", value: date, format: Date.FormatStyle(date: .abbreviated, time: .shortened))
        }
        Button("Bring it back") { store.takeOther(conflict, of: trip) }
        Button("Leave it deleted") { store.keepThis(conflict) }
    }

    /// What the section of a field is called: "Name", "Activity “Walk the Philosopher's Path”: done".
    static func title(of field: TripConflict.Field, in trip: Trip) -> String {
        switch field {
        case .name: "Name"
        case .subtitle: "Subtitle"
        case .picture: "Picture"
        case .collection: "Collection"
        case .firstDay: "First day"
        case .lastDay: "Last day"
        case .budget: "Budget"
        case .budgetCurrency: "Budget's currency"
        case .activityName(let id): "Activity \(activityName(id, in: trip)): name"
        case .activityDone(let id): "Activity \(activityName(id, in: trip)): done"
        case .activityDeletedThere(let id): "Activity \(activityName(id, in: trip)): deleted there"
        case .deletedThere: "The trip: deleted there"
        case .activityDeleted(let activity): "Activity “\(activity.name.sanitizedForTerminal(maxLength: 30))”: deleted while changed elsewhere"
        }
    }

    /// The field's value in `trip`, as a line of text.
    static func value(of field: TripConflict.Field, in trip: Trip) -> String {
        switch field {
        case .name: return trip.name
        case .subtitle: return trip.subtitle.isEmpty ? "none" : trip.subtitle
        case .picture: return trip.photoName.map { $0.hasPrefix("user:") ? "your own picture" : $0 } ?? "none"
        case .collection: return trip.collection?.title ?? trip.collectionID
        case .firstDay: return trip.dates.map { $0.lowerBound.formatted(date: .abbreviated, time: .omitted) } ?? "none"
        case .lastDay: return trip.dates.map { $0.upperBound.formatted(date: .abbreviated, time: .omitted) } ?? "none"
        case .budget, .budgetCurrency:
            return trip.budget.map { $0.amount.formatted(.currency(code: $0.currencyCode)) } ?? "none"
        case .activityName(let id): return trip.activities.first { $0.id == id }?.name ?? "deleted"
        case .activityDone(let id): return trip.activities.first { $0.id == id }.map { $0.isComplete ? "done" : "not done" } ?? "deleted"
        case .activityDeletedThere(let id): return trip.activities.contains { $0.id == id } ? "kept" : "deleted"
        case .deletedThere: return "kept"
        case .activityDeleted(let activity): return trip.activities.contains { $0.id == activity.id } ? "kept" : "deleted"
        }
    }

    /// An activity's name, quoted and short, or "since deleted".
    private static func activityName(_ id: Activity.ID, in trip: Trip) -> String {
        trip.activities.first { $0.id == id }.map { "“\($0.name.sanitizedForTerminal(maxLength: 30))”" } ?? "since deleted"
    }
}
