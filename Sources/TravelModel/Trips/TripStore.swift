import Foundation
import Observation

/// The observable wishlist that the app shows and edits: trips keyed by identifier, the search text, and the
/// achievements, which are recomputed whenever the trips change.
///
/// Badges earned by a change are queued in `newlyEarned`, so that the interface can announce each earning
/// exactly once: observe `newlyEarned` and take each badge with `takeNewlyEarned()` when it is shown. Badges
/// already earned by the trips a store starts with are not queued. Dates are days: the methods of this class
/// store each `lastViewed` at noon of its day in `calendar`.
///
/// A store made with a database (`init(database:calendar:)`) keeps its trips there: each change writes the
/// trips it changed, a moment later (see `AppDatabase`); `lastSaveError` says when that failed.
@MainActor
@Observable
public final class TripStore {
    /// All trips, keyed by identifier, each without its list of activities (`Trip.activities` nil; their
    /// numbers are there): `activities(ofTrip:)` gives a trip's. Every change recomputes `achievements`.
    ///
    /// Set to trips with their activities, it keeps those; a trip set without (nil) keeps the activities it had.
    public var trips: [Trip.ID: Trip] {
        get {
            access(keyPath: \.trips)
            return storedTrips
        }
        set {
            let oldTrips = storedTrips
            var changedLists: Set<Trip.ID> = []
            var newTrips = newValue
            for (id, trip) in newValue {
                guard let activities = trip.activities else { continue }
                if activityLists[id] != activities { changedLists.insert(id) }
                activityLists[id] = activities
                newTrips[id] = trip.withoutActivityList
            }
            withMutation(keyPath: \.trips) { storedTrips = newTrips }
            tripsDidChange(.all(from: oldTrips, changedLists: changedLists))
        }
    }
    /// The trips, changed in place by the store's own methods: a `didSet` that reads its old value copies all
    /// of them (10,000 trips, 10 ms) for a change of one. Each is without its list of activities.
    @ObservationIgnored private var storedTrips: [Trip.ID: Trip]
    /// The trips' activities that are in memory: every trip's, for a store only in memory; for a store kept in
    /// a database, those of the trips read (`activities(ofTrip:)`) or changed since it opened, which are few
    /// (the trips a person opened): reading them all at the start kept 40 MB for 10,000 trips.
    @ObservationIgnored private var activityLists: [Trip.ID: [Activity]] = [:]
    /// Why the activities of a trip could not be read from the database, for the trips whose list was asked for
    /// and holds a row the app never writes (or stood on a damaged page); such a trip is never written.
    @ObservationIgnored private var unreadableLists: [Trip.ID: UnreadableRows.Reason] = [:]

    /// What the reading methods worked out from `trips`, kept until the trips change (bodies ask for the same
    /// orders at every evaluation; with ten thousand trips, sorting them each time cost a key tens of ms).
    @ObservationIgnored private var derived = DerivedTrips()
    /// The trips' folded text for search.
    @ObservationIgnored private var searchIndex: TripSearchIndex
    /// The key of each trip's name, for the display order (`NameOrderKey`).
    @ObservationIgnored private var nameKeys: [Trip.ID: String]

    /// Counts the conflicts of sync settled here, or found by a round of sync, so that a screen that shows a
    /// trip's (`syncConflicts(of:)`, `TripConflict.swift`) reads them again.
    var conflictsSettled = 0

    /// The text typed in the search field; `searchResults` are the trips it finds.
    public var searchText = ""

    /// Every badge, earned or locked, with its progress, in the order of `Achievement.all(for:)`.
    public private(set) var achievements: [Achievement]

    /// Badges earned by changes to the trips and not yet taken with `takeNewlyEarned()`, oldest first.
    ///
    /// A badge that is locked again before it is taken leaves the queue; earning it again queues it again.
    public private(set) var newlyEarned: [Achievement] = []

    /// Where each change registers how to undo it (the window's undo manager in the app); nil registers nothing.
    @ObservationIgnored public weak var undoRegistry: (any UndoRegistering)?
    /// The calendar whose days the `lastViewed` dates are kept in.
    public let calendar: Calendar

    /// The database the trips are kept in; nil for a store only in memory (`--demo`, the sample, tests).
    @ObservationIgnored public let database: AppDatabase?
    /// The message of the last commit when it failed, or nil when it succeeded.
    public private(set) var lastSaveError: FailureReason?
    /// The trips of the database left out because their rows could not be read (see
    /// `TripTable.all(from:timeZone:)`); they are never written. A trip one of whose activities cannot be read
    /// is shown, and never written: see `activitiesReadFailure(ofTrip:)`.
    public let unreadableTrips: UnreadableRows
    /// The activities of the database whose trip could not be told, left out.
    public let unreadableActivities: UnreadableRows
    /// Whether the trips are being read again from the database (after sync applied another machine's
    /// changes there): what is set then is written already, and is not written back.
    @ObservationIgnored private var isReading = false

    /// Creates a store holding `trips` (a later trip replaces an earlier one with the same identifier), with
    /// each `lastViewed` moved to noon of its day in `calendar`, kept only in memory.
    public convenience init(trips: [Trip] = [], calendar: Calendar = .current) {
        var byID: [Trip.ID: Trip] = [:]
        var lists: [Trip.ID: [Activity]] = [:]
        for var trip in trips {
            trip.lastViewed = Self.noon(of: trip.lastViewed, in: calendar)
            lists[trip.id] = trip.activities ?? []
            byID[trip.id] = trip.withoutActivityList
        }
        self.init(trips: byID, nameKeys: byID.mapValues { NameOrderKey.key(for: $0.name) }, searchIndex: TripSearchIndex(),
                  calendar: calendar, database: nil, unreadable: (UnreadableRows(), UnreadableRows()))
        activityLists = lists
        prepareSearch()
    }

    /// Creates a store of the trips kept in `database`, which keeps every change made to them; each
    /// `lastViewed` is noon of its day in `calendar`.
    ///
    /// A trip that cannot be read is left out and counted in `unreadableTrips`.
    ///
    /// - Throws: `DatabaseError` when the trips cannot be read at all (a damaged page).
    public convenience init(database: AppDatabase, calendar: Calendar = .current) throws {
        let loaded = try database.read { try TripTable.all(from: $0, timeZone: calendar.timeZone) }
        var byID: [Trip.ID: Trip] = [:]
        byID.reserveCapacity(loaded.trips.count)
        for trip in loaded.trips { byID[trip.id] = trip }
        self.init(trips: byID, nameKeys: loaded.nameKeys, searchIndex: TripSearchIndex(texts: loaded.searchTexts),
                  calendar: calendar, database: database,
                  unreadable: (loaded.unreadableTrips, loaded.unreadableActivities))
        // The status is read when the main actor runs the task, not when the commit ended: tasks from two
        // commits may run in either order, and the last to run must leave the last commit's status.
        // Weakly: the database keeps its observers, and a store's must not keep the database (nor the lock).
        database.addCommitObserver { [weak self, weak database] in
            Task { @MainActor in
                guard let self, let database else { return }
                let failure = database.lastFailure
                if self.lastSaveError != failure { self.lastSaveError = failure }
            }
        }
    }

    private init(
        trips: [Trip.ID: Trip], nameKeys: [Trip.ID: String], searchIndex: TripSearchIndex, calendar: Calendar,
        database: AppDatabase?, unreadable: (trips: UnreadableRows, activities: UnreadableRows)
    ) {
        self.calendar = calendar
        self.database = database
        unreadableTrips = unreadable.trips
        unreadableActivities = unreadable.activities
        storedTrips = trips
        self.nameKeys = nameKeys
        self.searchIndex = searchIndex
        self.achievements = Achievement.all(for: trips.values)
    }

    /// Folds the trips' text for search in the background, for the first search letter not to wait for it
    /// (the database keeps it folded: this is for many trips given in memory); a trip changed meanwhile keeps
    /// the text folded since.
    private func prepareSearch() {
        guard storedTrips.count > 100, searchIndex.isEmpty else { return }
        let snapshot = storedTrips.values.map(withActivities)
        Task.detached(priority: .utility) { [weak self] in
            let index = TripSearchIndex(folding: snapshot)
            await self?.adoptSearchIndex(index, of: snapshot)
        }
    }

    /// Takes the texts folded in the background for the trips that have not changed since.
    private func adoptSearchIndex(_ index: TripSearchIndex, of snapshot: [Trip]) {
        var current = index
        for trip in snapshot where storedTrips[trip.id] != trip.withoutActivityList || activityLists[trip.id] != trip.activities {
            current.forget(trip.id)
        }
        searchIndex.adopt(current)
    }

    // MARK: Reading

    /// Every collection, in the order of the seasons from spring, whether or not it has trips.
    public var collections: [TripCollection] {
        TripCollection.all
    }

    /// All trips in display order: by collection (unknown collections last), then by name (case, accents
    /// and the width of numbers ignored: see `NameOrderKey`; names equal so by `localizedStandardCompare`),
    /// then by identifier.
    public var sortedTrips: [Trip] {
        // What is worked out from the trips is read from them, for observers, even when it was kept.
        access(keyPath: \.trips)
        if let sorted = derived.sorted { return sorted }
        // Indices are sorted, not the trips: moving a trip copies (and retains) every field.
        let values = Array(trips.values)
        let ranks = values.map { Self.collectionRank($0.collectionID) }
        let keys = values.map { nameKeys[$0.id] ?? NameOrderKey.key(for: $0.name) }
        var order = Array(values.indices)
        order.sort { lhs, rhs in
            if ranks[lhs] != ranks[rhs] { return ranks[lhs] < ranks[rhs] }
            if keys[lhs] != keys[rhs] { return keys[lhs] < keys[rhs] }
            switch values[lhs].name.localizedStandardCompare(values[rhs].name) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return values[lhs].id.uuidString < values[rhs].id.uuidString
            }
        }
        let sorted = order.map { values[$0] }
        derived.sorted = sorted
        return sorted
    }

    /// Every trip with its activities, in display order: for the sample's trips as they are first written, and
    /// for tests; it reads every trip's activities (a store in a database keeps them then), so never on a key.
    public func sortedTripsWithActivities() -> [Trip] {
        sortedTrips.compactMap { tripWithActivities(id: $0.id) }
    }

    /// The trips of the collection `collectionID`, by name, then by identifier.
    public func trips(in collectionID: TripCollection.ID) -> [Trip] {
        access(keyPath: \.trips)
        if derived.byCollection == nil {
            derived.byCollection = DerivedTrips.grouped(sortedTrips)
        }
        return derived.byCollection?[collectionID] ?? []
    }

    /// The trip with the identifier `id`, if there is one, without its list of activities (see `trips`).
    public func trip(id: Trip.ID) -> Trip? {
        trips[id]
    }

    /// The activities of the trip `id`, in order; none for a trip there is not, or whose activities cannot be
    /// read from the database (`activitiesReadFailure(ofTrip:)` says why then, and the trip cannot be changed).
    ///
    /// A store kept in a database reads them from it the first time they are asked for, and keeps them.
    public func activities(ofTrip id: Trip.ID) -> [Activity] {
        access(keyPath: \.trips)
        return loadedActivities(ofTrip: id) ?? []
    }

    /// Why the activities of the trip `id` cannot be read (one of them holds what the app never writes), once
    /// they were asked for; nil when they can be. Such a trip is shown without them and never changed, so that
    /// nothing of it is written over.
    public func activitiesReadFailure(ofTrip id: Trip.ID) -> UnreadableRows.Reason? {
        access(keyPath: \.trips)
        return unreadableLists[id]
    }

    /// The activities of the trip `id` whose names contain a word of `query`, ignoring case and accents;
    /// none for a blank query.
    public func activities(ofTrip id: Trip.ID, matching query: String) -> [Activity] {
        let search = SearchQuery(query)
        guard !search.isEmpty else { return [] }
        return activities(ofTrip: id).filter { search.matchesAny(in: $0.name) }
    }

    /// The activities of the trip `id`, kept in memory, read from the database if they were not; nil for a
    /// trip there is not, or when they cannot be read (then said in `lastSaveError`).
    private func loadedActivities(ofTrip id: Trip.ID) -> [Activity]? {
        if let list = activityLists[id] { return list }
        guard storedTrips[id] != nil, unreadableLists[id] == nil else { return nil }
        guard let database else { return [] }
        do {
            let list = try database.read { try TripTable.activities(ofTrip: id, in: $0) }
            activityLists[id] = list
            return list
        } catch {
            unreadableLists[id] = PreparedStatement.unreadableReason(for: error)
            return nil
        }
    }

    /// `trip` with its activities (see `loadedActivities(ofTrip:)`); as it is when it has them, or when they
    /// cannot be read.
    private func withActivities(_ trip: Trip) -> Trip {
        guard trip.activities == nil, let list = loadedActivities(ofTrip: trip.id) else { return trip }
        var full = trip
        full.activities = list
        return full
    }

    /// The trip `id` with its activities; nil for a trip there is not, or whose activities cannot be read.
    public func tripWithActivities(id: Trip.ID) -> Trip? {
        access(keyPath: \.trips)
        guard var trip = storedTrips[id], let list = loadedActivities(ofTrip: id) else { return nil }
        trip.activities = list
        return trip
    }

    /// At most `limit` trips, most recently viewed first; trips of the same day are in display order.
    public func recentTrips(limit: Int = 5) -> [Trip] {
        access(keyPath: \.trips)
        if let recent = derived.recent, recent.limit == limit { return recent.trips }
        // The few most recent, picked in one pass over the trips in display order; a later trip of the same
        // day goes after the earlier ones.
        var recent: [Trip] = []
        for trip in sortedTrips where recent.count < limit || trip.lastViewed > (recent.last?.lastViewed ?? .distantFuture) {
            let place = recent.firstIndex { $0.lastViewed < trip.lastViewed } ?? recent.count
            recent.insert(trip, at: place)
            if recent.count > limit { recent.removeLast() }
        }
        derived.recent = (limit, recent)
        return recent
    }

    /// The first trip, in display order, whose dates hold the day of `date` in `calendar`; nil for none. Goes
    /// through every trip: for a sheet as it opens, never on a key.
    public func trip(containing date: Date, calendar: Calendar) -> Trip? {
        sortedTrips.first { $0.holds(date, calendar: calendar) }
    }

    /// The trips a sheet offers for an expense dated `date`, in display order: all of them while there are at
    /// most `tripsAllOffered`; beyond, the one chosen (`including`), those whose dates hold its day, and the few
    /// most recently viewed. Goes through every trip: for a sheet as it
    /// opens, never on a key.
    public func tripsToOffer(forExpenseOn date: Date, including id: Trip.ID?, calendar: Calendar) -> [Trip] {
        // A person's own trips are a few dozen: every one of them, so that any can be chosen.
        guard trips.count > Self.tripsAllOffered else { return sortedTrips }
        let recent = Set(recentTrips().map(\.id))
        return sortedTrips.filter { $0.id == id || recent.contains($0.id) || $0.holds(date, calendar: calendar) }
    }

    /// Up to how many trips a sheet offers all of them (`tripsToOffer`).
    public static let tripsAllOffered = 40

    /// The trips found by `searchText` in display order; every trip while the search text is blank.
    public var searchResults: [Trip] {
        trips(matching: searchText)
    }

    /// The trips in which every word of `query` is found in the name, the subtitle or an activity's name,
    /// ignoring case and accents, in display order; every trip for a blank query.
    public func trips(matching query: String) -> [Trip] {
        let sorted = sortedTrips
        let search = SearchQuery(query)
        guard !search.isEmpty else { return sorted }
        if let last = derived.lastSearch, last.query == query { return last.results }
        // A query that narrows the last one (each of its terms holds one of the last's, as typing a letter
        // does) finds only trips the last one found: it searches among those.
        var candidates = sorted
        if let last = derived.lastSearch {
            let lastTerms = SearchQuery(last.query).terms
            let narrows = !lastTerms.isEmpty && lastTerms.allSatisfy { old in search.terms.contains { $0.contains(old) } }
            if narrows { candidates = last.results }
        }
        let results = searchIndex.trips(candidates, matching: search, withActivities: withActivities)
        derived.lastSearch = (query, results)
        return results
    }

    /// The number of completed activities across all trips.
    public var completedActivityCount: Int {
        trips.values.reduce(0) { $0 + $1.completedActivityCount }
    }

    // MARK: Trips

    /// Adds `trip`, or replaces the trip with its identifier, with `lastViewed` moved to noon of its day.
    ///
    /// A trip without its list of activities (`activities` nil) keeps those of the trip it replaces.
    public func add(_ trip: Trip) {
        var trip = trip
        trip.lastViewed = Self.noon(of: trip.lastViewed, in: calendar)
        if trip.activities == nil {
            guard storedTrips[trip.id] == nil || loadedActivities(ofTrip: trip.id) != nil else { return }
            trip.activities = activityLists[trip.id] ?? []
        }
        replaceTrip(trip.id, with: trip, action: trips[trip.id] == nil ? .add(trip.name) : .change(trip.name))
    }

    /// Adds a new trip without activities, viewed on the day of `now`, and returns it.
    @discardableResult
    public func addTrip(
        name: String, subtitle: String = "", collectionID: TripCollection.ID, photoName: String? = nil,
        dates: ClosedRange<Date>? = nil, budget: Money? = nil, now: Date = .now
    ) -> Trip {
        let trip = Trip(
            name: name, subtitle: subtitle, photoName: photoName, collectionID: collectionID,
            lastViewed: Self.noon(of: now, in: calendar),
            dates: dates.map { Self.noons(of: $0, in: calendar) },
            budget: budget)
        replaceTrip(trip.id, with: trip, action: .add(name))
        return trip
    }

    /// Removes the trip with the identifier `id`, if there is one.
    public func removeTrip(id: Trip.ID) {
        guard let trip = trips[id] else { return }
        replaceTrip(id, with: nil, action: .delete(trip.name))
    }

    /// Changes the trip with the identifier `id` in one step, if there is one; `lastViewed` and the dates are
    /// moved to noon of their days afterwards, as they are kept. `actionName` names the change for undo (`.change` of the trip's name by default).
    public func updateTrip(id: Trip.ID, actionName: UndoActionName? = nil, _ change: (inout Trip) -> Void) {
        updateTrip(id: id, action: actionName ?? .change(trips[id]?.name ?? ""), change)
    }

    /// Changes a trip as `updateTrip(id:actionName:_:)` does, registering its undo under `action` (none for nil:
    /// a change that is not the user's to undo).
    private func updateTrip(id: Trip.ID, action: UndoActionName?, _ change: (inout Trip) -> Void) {
        guard let old = tripWithActivities(id: id) else { return }
        var trip = old
        change(&trip)
        trip.lastViewed = Self.noon(of: trip.lastViewed, in: calendar)
        trip.dates = trip.dates.map { Self.noons(of: $0, in: calendar) }
        // A change that dropped the list (nil) keeps the activities.
        if trip.activities == nil { trip.activities = old.activities }
        if trip != old {
            replaceTrip(id, with: trip, action: action)
        }
    }

    /// Renames the trip with the identifier `id`.
    public func renameTrip(id: Trip.ID, to name: String) {
        updateTrip(id: id, actionName: .rename(trips[id]?.name ?? name, to: name)) { $0.name = name }
    }

    /// Moves the trip with the identifier `id` to the collection `collectionID`.
    public func moveTrip(id: Trip.ID, to collectionID: TripCollection.ID) {
        let collection = TripCollection.collection(id: collectionID)?.title ?? collectionID
        updateTrip(id: id, actionName: .moveTrip(trips[id]?.name ?? "", toCollection: collection)) { $0.collectionID = collectionID }
    }

    /// Records that the trip with the identifier `id` was viewed on the day of `now`, for the recent trips.
    ///
    /// A trip already viewed that day is left unchanged, so viewing it again saves nothing; viewing is not
    /// a change to undo.
    public func markTripViewed(id: Trip.ID, now: Date = .now) {
        updateTrip(id: id, action: nil) { $0.lastViewed = now }
    }

    // MARK: Activities

    /// Adds `activity` at the end of the activities of the trip `tripID`, or replaces the activity with its
    /// identifier in place.
    public func addActivity(_ activity: Activity, toTrip tripID: Trip.ID) {
        updateTrip(id: tripID, actionName: .add(activity.name)) { trip in
            var activities = trip.activities ?? []
            if let index = activities.firstIndex(where: { $0.id == activity.id }) {
                activities[index] = activity
            } else {
                activities.append(activity)
            }
            trip.activities = activities
        }
    }

    /// Adds a new activity that is not done yet at the end of the activities of the trip `tripID`, and returns
    /// it; nil when there is no such trip.
    @discardableResult
    public func addActivity(named name: String, toTrip tripID: Trip.ID) -> Activity? {
        guard trips[tripID] != nil else { return nil }
        let activity = Activity(name: name)
        addActivity(activity, toTrip: tripID)
        return activity
    }

    /// Removes the activity `id` from the trip `tripID`.
    public func removeActivity(id: Activity.ID, fromTrip tripID: Trip.ID) {
        let name = activity(id, inTrip: tripID)?.name ?? ""
        updateTrip(id: tripID, actionName: .delete(name)) { $0.activities?.removeAll { $0.id == id } }
    }

    /// Removes, in one change, the activities at `offsets` in the activities of the trip `tripID`; offsets
    /// outside them are ignored.
    public func removeActivities(atOffsets offsets: IndexSet, fromTrip tripID: Trip.ID) {
        let activities = loadedActivities(ofTrip: tripID) ?? []
        let names = offsets.filter { activities.indices.contains($0) }.map { activities[$0].name }
        let action: UndoActionName = names.count == 1 ? .delete(names[0]) : .deleteActivities(count: names.count)
        let ids = Set(offsets.filter { activities.indices.contains($0) }.map { activities[$0].id })
        updateTrip(id: tripID, actionName: action) { trip in
            trip.activities?.removeAll { ids.contains($0.id) }
        }
    }

    /// Marks the activity `id` of the trip `tripID` done if it was not, and not done if it was.
    public func toggleActivity(id: Activity.ID, inTrip tripID: Trip.ID) {
        let action = activity(id, inTrip: tripID).map { UndoActionName.mark($0.name, done: !$0.isComplete) }
        updateTrip(id: tripID, actionName: action) { trip in
            if let index = trip.activities?.firstIndex(where: { $0.id == id }) {
                trip.activities?[index].isComplete.toggle()
            }
        }
    }

    /// Renames the activity `id` of the trip `tripID`.
    public func renameActivity(id: Activity.ID, inTrip tripID: Trip.ID, to name: String) {
        let old = activity(id, inTrip: tripID)?.name ?? name
        updateTrip(id: tripID, actionName: .rename(old, to: name)) { trip in
            if let index = trip.activities?.firstIndex(where: { $0.id == id }) {
                trip.activities?[index].name = name
            }
        }
    }

    /// Moves the activity `id` of the trip `tripID` up (a negative `offset`) or down its list by `offset`
    /// places, stopping at either end.
    public func moveActivity(id: Activity.ID, inTrip tripID: Trip.ID, by offset: Int) {
        guard let activities = loadedActivities(ofTrip: tripID), let index = activities.firstIndex(where: { $0.id == id }) else { return }
        let target = min(max(0, index + offset), activities.count - 1)
        guard target != index else { return }
        updateTrip(id: tripID, actionName: .moveActivity(activities[index].name)) { trip in
            guard let activity = trip.activities?.remove(at: index) else { return }
            trip.activities?.insert(activity, at: target)
        }
    }

    /// The activity `id` of the trip `tripID`, if there is one.
    private func activity(_ id: Activity.ID, inTrip tripID: Trip.ID) -> Activity? {
        loadedActivities(ofTrip: tripID)?.first { $0.id == id }
    }

    // MARK: Achievements

    /// Removes and returns the oldest badge in `newlyEarned`, to announce it; nil when there is none.
    @discardableResult
    public func takeNewlyEarned() -> Achievement? {
        newlyEarned.isEmpty ? nil : newlyEarned.removeFirst()
    }

    /// Sets the trip `id` (nil removes it), telling `tripsDidChange` which trip changed, and registers how to
    /// put back what was there under the name `action` (none for nil).
    ///
    /// `trip` holds its activities (`activities` not nil), as what it replaces is kept for undo.
    private func replaceTrip(_ id: Trip.ID, with trip: Trip?, action: UndoActionName?) {
        let old = storedTrips[id] == nil ? nil : tripWithActivities(id: id)
        if storedTrips[id] != nil, old == nil { return }
        withMutation(keyPath: \.trips) {
            storedTrips[id] = trip?.withoutActivityList
            activityLists[id] = trip?.activities
        }
        tripsDidChange(.one(id, old: old))
        if let action, let undoRegistry {
            undoRegistry.registerUndo(named: action) { [weak self] in self?.replaceTrip(id, with: old, action: action) }
        }
    }

    /// What changed in the trips: one trip (set, added or removed) by the store, or all of them from outside
    /// (`changedLists`: the trips whose activities were set to others).
    private enum TripsChange {
        case one(Trip.ID, old: Trip?)
        case all(from: [Trip.ID: Trip], changedLists: Set<Trip.ID>)

        /// The trip `id` before the change.
        func old(_ id: Trip.ID) -> Trip? {
            switch self {
            case .one(let changed, let old): changed == id ? old : nil
            case .all(let oldTrips, _): oldTrips[id]
            }
        }
    }

    /// Forgets what was worked out from the old trips, and the folded text of the trips that changed; writes
    /// those to the database; then recomputes the achievements.
    private func tripsDidChange(_ change: TripsChange) {
        var changed: [Trip] = []
        var removed: [Trip.ID] = []
        // One trip changed in what does not place it (its last day viewed, as opening it sets, its activities,
        // its dates) keeps the orders, with the trip as it is now: sorting 10,000 trips again took 25 ms. One
        // changed in neither its activities nor its collection keeps the badges, which count those.
        var placedAlike: Trip?
        var badgesAlike = false
        switch change {
        case .one(let id, let old):
            if let trip = storedTrips[id] {
                changed.append(trip)
                if let old, old.name == trip.name, old.collectionID == trip.collectionID {
                    placedAlike = trip
                    badgesAlike = old.activityCount == trip.activityCount && old.completedActivityCount == trip.completedActivityCount
                }
            } else {
                removed.append(id)
            }
        case .all(let oldTrips, let changedLists):
            changed = storedTrips.values.filter { oldTrips[$0.id] != $0 || changedLists.contains($0.id) }
            removed = oldTrips.keys.filter { storedTrips[$0] == nil }
        }
        if let placedAlike {
            derived.keepOrder(replacing: placedAlike)
        } else {
            derived = DerivedTrips()
        }
        for trip in changed where change.old(trip.id)?.name != trip.name || nameKeys[trip.id] == nil {
            nameKeys[trip.id] = NameOrderKey.key(for: trip.name)
        }
        for id in removed {
            nameKeys[id] = nil
            activityLists[id] = nil
        }
        for id in removed { searchIndex.forget(id) }
        // Trips read again from the database come with their folded text, and are not written back.
        guard !isReading else {
            updateAchievements()
            return
        }
        // The trips as they are written and folded: with their activities. One whose activities cannot be read
        // is not written (its row keeps them).
        let written = changed.compactMap { tripWithActivities(id: $0.id) }
        if changed.count + removed.count > max(1, storedTrips.count / 2) {
            searchIndex.forgetAll()
        } else {
            for trip in written { searchIndex.fold(trip) }
        }
        if let database, !written.isEmpty || !removed.isEmpty {
            let timeZone = calendar.timeZone
            database.write { [written, removed] connection in
                try TripTable.upsert(written, timeZone: timeZone, in: connection)
                try TripTable.delete(removed, in: connection)
            }
        }
        if !badgesAlike { updateAchievements() }
    }

    /// Has the screens read the trips' conflicts again, after a round of sync found some (it may have kept this
    /// machine's values, and so changed no trip).
    public func noteSyncConflicts() {
        conflictsSettled += 1
    }

    /// Reads the trips again from the database, after sync applied changes of another machine there: each trip
    /// that changed is replaced in memory, and nothing is written back. Nothing for a store in memory.
    ///
    /// - Throws: `DatabaseError` when the trips cannot be read at all; the store keeps what it had.
    public func readAgainAfterSync() throws {
        guard let database else { return }
        let loaded = try database.read { try TripTable.all(from: $0, timeZone: calendar.timeZone) }
        var byID: [Trip.ID: Trip] = [:]
        byID.reserveCapacity(loaded.trips.count)
        for trip in loaded.trips { byID[trip.id] = trip }
        isReading = true
        defer { isReading = false }
        // The activities are read again when asked for; and each trip's text as the database has it now.
        activityLists = [:]
        unreadableLists = [:]
        searchIndex = TripSearchIndex(texts: loaded.searchTexts)
        trips = byID
    }

    /// Recomputes the achievements, queueing the badges that became earned and dropping from the queue those
    /// that were locked again.
    private func updateAchievements() {
        let updated = Achievement.all(for: trips.values)
        guard updated != achievements else { return }
        let wasEarned = Set(achievements.filter(\.isEarned).map(\.id))
        let isEarned = Set(updated.filter(\.isEarned).map(\.id))
        var queue = newlyEarned.filter { isEarned.contains($0.id) }
        queue += updated.filter { $0.isEarned && !wasEarned.contains($0.id) }
        achievements = updated
        if queue != newlyEarned {
            newlyEarned = queue
        }
    }

    // MARK: Helpers

    /// The position of a collection in `TripCollection.all`, or after all of them when it is not built in.
    private static func collectionRank(_ id: TripCollection.ID) -> Int {
        TripCollection.all.firstIndex { $0.id == id } ?? TripCollection.all.count
    }

    /// Noon of the day of `date` in `calendar`, or `date` itself when the calendar has no such time.
    static func noon(of date: Date, in calendar: Calendar) -> Date {
        calendar.date(bySettingHour: 12, minute: 0, second: 0, of: calendar.startOfDay(for: date)) ?? date
    }

    /// A trip's dates as they are kept: noon of the first day to noon of the last.
    static func noons(of dates: ClosedRange<Date>, in calendar: Calendar) -> ClosedRange<Date> {
        noon(of: dates.lowerBound, in: calendar)...noon(of: dates.upperBound, in: calendar)
    }
}

/// What `TripStore` works out from its trips for the screens, until they change.
struct DerivedTrips {
    /// Every trip in display order.
    var sorted: [Trip]?
    /// The trips of each collection, in display order.
    var byCollection: [TripCollection.ID: [Trip]]?
    /// The most recently viewed trips, at most `limit` of them.
    var recent: (limit: Int, trips: [Trip])?
    /// The last search and what it found.
    var lastSearch: (query: String, results: [Trip])?

    /// `sorted` by collection, in its order, each collection's array made at its size: grown one trip at a time
    /// (`Dictionary(grouping:by:)`), the arrays of 10,000 trips kept 2.9 MB for 1.7 MB of trips.
    static func grouped(_ sorted: [Trip]) -> [TripCollection.ID: [Trip]] {
        var counts: [TripCollection.ID: Int] = [:]
        for trip in sorted { counts[trip.collectionID, default: 0] += 1 }
        var groups = counts.mapValues { count -> [Trip] in
            var trips: [Trip] = []
            trips.reserveCapacity(count)
            return trips
        }
        for trip in sorted { groups[trip.collectionID]?.append(trip) }
        return groups
    }

    /// Keeps the orders worked out, with `trip` in its place as it is now (its name and collection as before),
    /// and forgets the rest: the most recent trips and a search's may be others now.
    mutating func keepOrder(replacing trip: Trip) {
        if let index = sorted?.firstIndex(where: { $0.id == trip.id }) { sorted?[index] = trip }
        if let index = byCollection?[trip.collectionID]?.firstIndex(where: { $0.id == trip.id }) {
            byCollection?[trip.collectionID]?[index] = trip
        }
        recent = nil
        lastSearch = nil
    }
}
