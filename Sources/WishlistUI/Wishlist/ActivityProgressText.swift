import TravelModel

extension Trip {
    /// How far the trip's activities are done, in words: "3 of 7 activities done", "1 of 1 activity done", and
    /// "No activities yet" for a trip without any (never "0 of 0").
    var activityProgressText: String {
        let count = activities.count
        guard count > 0 else { return "No activities yet" }
        return "\(completedActivityCount) of \(count) \(count == 1 ? "activity" : "activities") done"
    }
}
