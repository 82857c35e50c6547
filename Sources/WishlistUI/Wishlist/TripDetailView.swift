import Foundation
import TermUI
import TravelModel

/// One trip: its picture, name and subtitle, how many activities are done, and the activities. Space ticks
/// the selected activity off (the checkmark animates), `+` adds one, `e` renames it, Shift-↑↓ (or K J) move
/// it up or down, `d` deletes one; `E` edits the trip (name, subtitle, collection, picture), `D` deletes it
/// after asking; `$` opens the trip's money (`TripMoneyView`), which the line under the header sums up; `C`
/// reviews what was changed on both machines, while something was (`TripConflictLine`). Opened
/// from the wishlist's search results, it selects the first activity the search found.
struct TripDetailView: View {
    let tripID: Trip.ID
    @Environment(TripStore.self) private var store
    @Environment(BudgetStore.self) private var budget
    @Environment(AppNavigation.self) private var navigation
    @Environment(\.localeCategories) private var locales
    @Environment(\.dismiss) private var dismiss
    @State private var selection: Activity.ID?
    @State private var isAddingActivity = false
    /// The activity being renamed, while its sheet shows.
    @State private var renaming: Activity?
    /// The name of a draft reopened into the activity sheet, while it shows.
    @State private var reopenedName: String?
    @Environment(DraftKeeper.self) private var drafts: DraftKeeper?
    @State private var isConfirmingDelete = false
    @State private var isEditingTrip = false
    @State private var isReviewingConflicts = false
    /// A draft of this trip's changes reopened into the edit sheet, while it shows.
    @State private var reopenedTripDraft: TripDraft?

    var body: some View {
        if let trip = store.trip(id: tripID) {
            let activities = store.activities(ofTrip: tripID)
            // A trip whose activities cannot be read is kept as it is: nothing of it is offered to change.
            let cannotChange = store.activitiesReadFailure(ofTrip: tripID) != nil
            VStack(alignment: .leading, spacing: 0) {
                // On a short window the header shrinks to one row, so that the activities keep rows of their
                // own: it is chosen by the height of its text (its picture shrinks to what it is given).
                ViewThatFits(in: .vertical) {
                    TripHeader(trip: trip).frame(idealHeight: TripHeader.shortestHeight)
                    CompactTripHeader(trip: trip)
                }
                TripMoneyLine(budget: trip.budget, totals: budget.totals(ofTrip: tripID))
                    .padding(.horizontal, 1)
                TripConflictLine(trip: trip)
                Divider()
                List(selection: $selection) {
                    ForEach(activities) { activity in
                        ActivityRow(activity: activity)
                    }
                    .onDelete { offsets in
                        store.removeActivities(atOffsets: offsets, fromTrip: tripID)
                    }
                }
                .overlay {
                    if let failure = store.activitiesReadFailure(ofTrip: tripID) {
                        ContentUnavailableView {
                            Label { Text("The activities cannot be read", bundle: .module) } icon: { Image(systemName: "exclamationmark.triangle") }
                        } description: {
                            Text("\(failure.description(in: locales).sanitizedForTerminal(maxLength: 120)). The trip is kept as it is, and cannot be changed.", bundle: .module)
                        }
                    } else if activities.isEmpty {
                        ContentUnavailableView {
                            Label { Text("No activities yet", bundle: .module) } icon: { Image(systemName: "list.bullet") }
                        } description: {
                            Text("Press + to add something to do.", bundle: .module)
                        }
                    }
                }
                // The keys that act on an activity are offered while there is one (reordering, while there are two).
                .onKeyPress(.space, hint: activities.isEmpty ? nil : "done", shownAs: "Space") {
                    toggle(selection ?? activities.first?.id)
                    return .handled
                }
                .onKeyPress("e", hint: activities.isEmpty ? nil : "rename") {
                    guard let id = selection ?? activities.first?.id,
                          let activity = activities.first(where: { $0.id == id }) else { return .ignored }
                    reopenedName = nil
                    renaming = activity
                    return .handled
                }
                .onKeyPress(reorderKeys(of: activities))
            }
            .navigationTitle(trip.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        reopenedName = nil
                        isAddingActivity = true
                    } label: {
                        Label { Text("Activity", bundle: .module) } icon: { Image(systemName: "plus") }
                    }
                    .keyboardShortcut("+", modifiers: [])
                    .disabled(cannotChange)
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button { navigation.wishlistPath.append(TripMoneyRoute(tripID: tripID)) } label: { Text("Money", bundle: .module) }
                        .keyboardShortcut("$", modifiers: [])
                }
                ToolbarItem(placement: .secondaryAction) {
                    TripConflictsButton(trip: trip, isReviewing: $isReviewingConflicts)
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button {
                        reopenedTripDraft = nil
                        isEditingTrip = true
                    } label: {
                        Text("Edit", bundle: .module)
                    }
                    .keyboardShortcut("E", modifiers: [])
                    .disabled(cannotChange)
                }
                ToolbarItem(placement: .destructiveAction) {
                    Button(role: .destructive) { isConfirmingDelete = true } label: { Text("Delete Trip", bundle: .module) }
                        .keyboardShortcut("D", modifiers: [])
                        .disabled(cannotChange)
                }
            }
            .sheet(isPresented: $isAddingActivity) {
                ActivitySheet(newIn: tripID, name: reopenedName ?? "") { name in
                    withAnimation {
                        if let activity = store.addActivity(named: name, toTrip: tripID) { selection = activity.id }
                    }
                }
            }
            .sheet(item: $renaming) { activity in
                ActivitySheet(renaming: activity, in: tripID, name: reopenedName) { name in
                    store.renameActivity(id: activity.id, inTrip: tripID, to: name)
                }
            }
            .sheet(isPresented: $isReviewingConflicts) {
                TripConflictsSheet(tripID: tripID)
            }
            .sheet(isPresented: $isEditingTrip) {
                TripSheet(editing: trip, draft: reopenedTripDraft) { fields in
                    store.updateTrip(id: tripID, actionName: .edit(trip.name)) { trip in
                        trip.name = fields.name
                        trip.subtitle = fields.subtitle
                        trip.collectionID = fields.collectionID
                        if let photoName = fields.photoName { trip.photoName = photoName }
                        trip.dates = fields.dates
                        trip.budget = fields.budget
                    }
                }
            }
            // Enter deletes, as the button it starts on is the default action: `D` then Enter is the way to
            // delete a trip, and `u` brings it back.
            .confirmationDialog(
                Text("Delete \(trip.name.sanitizedForTerminal(maxLength: 40))?", bundle: .module), isPresented: $isConfirmingDelete,
                titleVisibility: .visible
            ) {
                Button(role: .destructive) {
                    dismiss()
                    store.removeTrip(id: tripID)
                } label: {
                    Text("Delete Trip", bundle: .module)
                }
                .keyboardShortcut(.defaultAction)
                Button(role: .cancel) {} label: { Text("Keep", bundle: .module) }
            } message: {
                activities.isEmpty
                    ? Text("u undoes it.", bundle: .module) : Text("Its activities go with it; u undoes it.", bundle: .module)
            }
            .onAppear {
                store.markTripViewed(id: tripID)
                selectFoundActivity(of: trip)
                reopenDraft(of: trip)
            }
            .onChange(of: drafts?.reopening) { _, _ in reopenDraft(of: trip) }
        } else {
            TripNotFound(title: "Trip")
        }
    }

    /// Shows the edit sheet or the activity sheet with a draft of this trip's that the user chose to reopen.
    private func reopenDraft(of trip: Trip) {
        if let draft = drafts?.takeReopening({ draft -> TripDraft? in
            if case .trip(let edit) = draft, edit.editing == tripID { return edit }
            return nil
        }) {
            reopenedTripDraft = draft
            isEditingTrip = true
            return
        }
        guard let draft = drafts?.takeReopening({ draft -> ActivityDraft? in
            if case .activity(let activity) = draft, activity.tripID == tripID { return activity }
            return nil
        }) else { return }
        reopenedName = draft.name
        if let id = draft.editing {
            renaming = store.activities(ofTrip: tripID).first { $0.id == id }
        } else {
            isAddingActivity = true
        }
    }

    /// Selects the first of the trip's activities that the wishlist's search finds, while a search shows: the
    /// trip was opened from its results, and the activity found is what the user was after (the list scrolls
    /// to it).
    private func selectFoundActivity(of trip: Trip) {
        guard selection == nil, !store.searchText.isEmpty,
              let found = store.activities(ofTrip: tripID, matching: store.searchText).first else { return }
        selection = found.id
    }

    /// Shift-↑↓ (K J) move the selected activity a place up or down, while there are two to reorder.
    private func reorderKeys(of activities: [Activity]) -> KeyBinding? {
        guard activities.count > 1 else { return nil }
        let shifted = KeyMatch.presses(KeyPress(.upArrow, modifiers: .shift), KeyPress(.downArrow, modifiers: .shift))
        return KeyBinding(shifted.union(.keys("K", "J")), "⇧↑↓", "reorder", also: ["K J"]) { press in
            guard let id = selection ?? activities.first?.id else { return }
            withAnimation { store.moveActivity(id: id, inTrip: tripID, by: press.key == .upArrow || press.key == "K" ? -1 : 1) }
            selection = id
        }
    }

    private func toggle(_ id: Activity.ID?) {
        guard let id else { return }
        withAnimation { store.toggleActivity(id: id, inTrip: tripID) }
    }
}

/// The top of a trip's screen: the picture beside the name, subtitle and progress.
struct TripHeader: View {
    /// The rows of its text: name, subtitle, a gap, and the progress with its label.
    static let shortestHeight: CGFloat = 5

    let trip: Trip

    var body: some View {
        HStack(alignment: .top, spacing: 2) {
            // A quarter of the column, 30 to 40 cells wide, and never more than half of it.
            TripPicture(trip: trip)
                .aspectRatio(TripPicture.cellAspectRatio, contentMode: .fit)
                .containerRelativeFrame(.horizontal) { length, _ in
                    min(floor(length / 2), min(40, max(30, floor(length / 4))))
                }
            VStack(alignment: .leading, spacing: 0) {
                Text(trip.name).font(.largeTitle)
                Text(trip.subtitle).foregroundStyle(.secondary)
                Text(verbatim: " ")
                ProgressView(value: trip.progress) {
                    trip.activityProgressText
                }
            }
        }
        .padding(.horizontal, 1)
    }
}

/// The top of a trip's screen in one row, when the window is too short for the picture: the name and how
/// many activities are done.
struct CompactTripHeader: View {
    let trip: Trip

    var body: some View {
        HStack(spacing: 2) {
            Text(trip.name).bold().lineLimit(1)
            Spacer(minLength: 0)
            Text("\(trip.completedActivityCount) of \(trip.activityCount) done", bundle: .module)
                .foregroundStyle(.secondary)
                .fixedSize()
        }
        .padding(.horizontal, 1)
    }
}

/// An activity: a circle that fills into a checkmark when it is done, and its name.
struct ActivityRow: View {
    let activity: Activity

    var body: some View {
        // A name that wraps keeps its symbol beside its first line.
        HStack(alignment: .firstTextBaseline, spacing: 1) {
            Image(systemName: activity.isComplete ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(activity.isComplete ? Color.green : Color.secondary)
                .contentTransition(.symbolEffect)
            Text(activity.name)
                .strikethrough(activity.isComplete)
                .foregroundStyle(activity.isComplete ? HierarchicalShapeStyle.secondary : .primary)
            Spacer()
        }
    }
}
