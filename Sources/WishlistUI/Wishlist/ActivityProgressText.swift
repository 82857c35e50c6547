import TermUI
import TravelModel

extension Trip {
    /// How far the trip's activities are done, in words: "3 of 7 activities done", "1 of 1 activity done" (the
    /// plural by the tables' `.stringsdict`, English's too), and "No activities yet" for a trip without any
    /// (never "0 of 0").
    var activityProgressText: Text {
        let count = activityCount
        guard count > 0 else { return Text("No activities yet", bundle: .module) }
        return Text("\(completedActivityCount) of \(count) activities done", bundle: .module)
    }
}
