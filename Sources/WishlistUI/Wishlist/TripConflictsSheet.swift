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
    @Environment(\.localeCategories) private var locales

    var body: some View {
        NavigationStack {
            Form {
                if let trip = store.tripWithActivities(id: tripID) {
                    let conflicts = store.syncConflicts(of: trip)
                    if conflicts.isEmpty {
                        Text("Nothing is left to settle: each field has the value you chose.", bundle: .module)
                    }
                    ForEach(conflicts) { conflict in
                        Section(title(of: conflict.field, in: trip)) {
                            if case .activityDeleted(let activity) = conflict.field {
                                deletedActivity(activity, conflict: conflict, of: trip)
                            } else {
                                changedOnBoth(conflict, of: trip)
                            }
                        }
                    }
                } else {
                    Text("The trip was deleted.", bundle: .module)
                }
            }
            .sheetChrome("Changed on both machines", cancel: "Done")
        }
    }

    /// A field changed on both machines: this machine's value, the other's, and a button for each.
    @ViewBuilder
    private func changedOnBoth(_ conflict: TripConflict, of trip: Trip) -> some View {
        LabeledContent { Text(value(of: conflict.field, in: trip)) } label: { Text("This machine", bundle: .module) }
        LabeledContent {
            Text(conflict.other.map { value(of: conflict.field, in: $0) } ?? locales.localized("deleted"))
        } label: {
            Text("Other machine", bundle: .module)
        }
        changedThere(conflict, label: Text("Changed there", bundle: .module))
        Button { store.takeOther(conflict, of: trip) } label: {
            conflict.other == nil
                ? Text("Delete the trip, as the other machine did", bundle: .module)
                : Text("Take the other machine's", bundle: .module)
        }
        Button { store.keepThis(conflict) } label: { Text("Keep this machine's", bundle: .module) }
    }

    /// An activity deleted while changed elsewhere: the activity as it was changed, when, and a button that
    /// brings it back (after the trip's last activity) and one that leaves it deleted.
    @ViewBuilder
    private func deletedActivity(_ activity: Activity, conflict: TripConflict, of trip: Trip) -> some View {
        LabeledContent {
            Text(activity.isComplete ? locales.localized("\(activity.name) (done)") : activity.name)
        } label: {
            Text("Activity", bundle: .module)
        }
        changedThere(conflict, label: Text("Changed", bundle: .module))
        Button { store.takeOther(conflict, of: trip) } label: { Text("Bring it back", bundle: .module) }
        Button { store.keepThis(conflict) } label: { Text("Leave it deleted", bundle: .module) }
    }

    /// When the other machine made its change, if it is known.
    @ViewBuilder
    private func changedThere(_ conflict: TripConflict, label: Text) -> some View {
        if let date = conflict.otherDate {
            LabeledContent {
                Text(date, format: Date.FormatStyle(date: .abbreviated, time: .shortened))
            } label: {
                label
            }
        }
    }

    /// What the section of a field is called: "Name", "Activity “Walk the Philosopher's Path”: done".
    private func title(of field: TripConflict.Field, in trip: Trip) -> String {
        switch field {
        case .name: locales.localized("Name")
        case .subtitle: locales.localized("Subtitle")
        case .picture: locales.localized("Picture")
        case .collection: locales.localized("Collection")
        case .firstDay: locales.localized("First day")
        case .lastDay: locales.localized("Last day")
        case .budget: locales.localized("Budget")
        case .budgetCurrency: locales.localized("Budget's currency")
        case .activityName(let id): locales.localized("Activity \(activityName(id, in: trip)): name")
        case .activityDone(let id): locales.localized("Activity \(activityName(id, in: trip)): done")
        case .activityDeletedThere(let id): locales.localized("Activity \(activityName(id, in: trip)): deleted there")
        case .deletedThere: locales.localized("The trip: deleted there")
        case .activityDeleted(let activity):
            locales.localized("Activity “\(activity.name.sanitizedForTerminal(maxLength: 30))”: deleted while changed elsewhere")
        }
    }

    /// The field's value in `trip`, as a line of text.
    private func value(of field: TripConflict.Field, in trip: Trip) -> String {
        let none = locales.localized("none"), deleted = locales.localized("deleted"), kept = locales.localized("kept")
        func day(_ date: Date) -> String { date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locales.time)) }
        switch field {
        case .name: return trip.name
        case .subtitle: return trip.subtitle.isEmpty ? none : trip.subtitle
        case .picture: return trip.photoName.map { $0.hasPrefix("user:") ? locales.localized("your own picture") : $0 } ?? none
        case .collection: return trip.collection.map { locales.localized(name: $0.title) } ?? trip.collectionID
        case .firstDay: return trip.dates.map { day($0.lowerBound) } ?? none
        case .lastDay: return trip.dates.map { day($0.upperBound) } ?? none
        case .budget, .budgetCurrency:
            return trip.budget.map { $0.amount.formatted(.currency(code: $0.currencyCode).locale(locales.monetary)) } ?? none
        case .activityName(let id): return (trip.activities ?? []).first { $0.id == id }?.name ?? deleted
        case .activityDone(let id):
            return (trip.activities ?? []).first { $0.id == id }.map { locales.localized($0.isComplete ? "done" : "not done") } ?? deleted
        case .activityDeletedThere(let id): return (trip.activities ?? []).contains { $0.id == id } ? kept : deleted
        case .deletedThere: return kept
        case .activityDeleted(let activity): return (trip.activities ?? []).contains { $0.id == activity.id } ? kept : deleted
        }
    }

    /// An activity's name, quoted and short, or "since deleted".
    private func activityName(_ id: Activity.ID, in trip: Trip) -> String {
        (trip.activities ?? []).first { $0.id == id }.map { locales.localized("“\($0.name.sanitizedForTerminal(maxLength: 30))”") }
            ?? locales.localized("since deleted")
    }
}
