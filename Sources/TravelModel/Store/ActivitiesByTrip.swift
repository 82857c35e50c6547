/// The activities read from the `activity` table, gathered by trip as the rows come (all of a trip's rows
/// together, as `ORDER BY trip` gives them), each trip's array made at its exact size.
///
/// Appended to one by one, each array would grow by doubling and keep up to half of its room empty: at 10,000
/// trips with 361,560 activities, 21 MB of arrays held 14.5 MB of activities.
struct ActivitiesByTrip {
    /// Each trip's activities, by the trip's id as the table has it, once `finish()` has run.
    private(set) var byTrip: [String: [Activity]] = [:]
    /// The trip whose rows are being read, and its activities so far (room kept from trip to trip).
    private var currentTrip: String?
    private var current: [Activity] = []

    /// Adds the next activity read; a trip seen before that is not the current one gets it after those it has.
    mutating func append(_ activity: Activity, toTrip trip: String) {
        if trip != currentTrip {
            store()
            currentTrip = trip
        }
        current.append(activity)
    }

    /// Keeps the current trip's activities (after any it had): to call once the last row is read.
    mutating func finish() {
        store()
        currentTrip = nil
    }

    private mutating func store() {
        guard let currentTrip, !current.isEmpty else { return }
        // Copied into an array made at its size (`Array(current)`, even of a slice, may share the buffer read
        // into, with all its room); that buffer keeps its room for the next trip.
        var activities = byTrip[currentTrip] ?? []
        activities.reserveCapacity(activities.count + current.count)
        activities.append(contentsOf: current)
        byTrip[currentTrip] = activities
        current.removeAll(keepingCapacity: true)
    }
}
