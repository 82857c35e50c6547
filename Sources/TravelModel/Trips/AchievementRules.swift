/// The rules of the badges, computed from the trips.
extension Achievement {
    /// Every badge, earned or locked, with its progress for `trips`, in the order they are shown:
    ///
    /// - `first-trip`: complete every activity of a trip (a trip without activities does not count);
    /// - `activities-10`, `activities-25`, `activities-50`: complete that many activities across all trips;
    /// - `four-seasons`: plan a trip in a collection of every season;
    /// - `planner`: plan a trip with 8 activities;
    /// - `all-seasons-done`: complete a trip in every season;
    /// - `dreamer`: keep 15 trips on the wishlist.
    ///
    /// Trips whose collection is not a built-in one count for no season.
    public static func all(for trips: some Sequence<Trip>) -> [Achievement] {
        var tripCount = 0
        var completedTrips = 0
        var completedActivities = 0
        var mostActivities = 0
        var plannedSeasons: Set<Season> = []
        var completedSeasons: Set<Season> = []
        for trip in trips {
            tripCount += 1
            completedActivities += trip.completedActivityCount
            mostActivities = max(mostActivities, trip.activityCount)
            let season = trip.collection?.season
            if let season {
                plannedSeasons.insert(season)
            }
            if trip.isComplete {
                completedTrips += 1
                if let season {
                    completedSeasons.insert(season)
                }
            }
        }
        let seasons = Season.allCases.count
        return [
            Achievement(id: "first-trip", title: "First Trip Completed",
                        description: "Complete every activity of a trip",
                        symbolName: "flag.checkered", target: 1, progress: completedTrips),
            Achievement(id: "activities-10", title: "Getting Going", description: "Complete 10 activities",
                        symbolName: "checkmark.seal", target: 10, progress: completedActivities),
            Achievement(id: "activities-25", title: "Adventurer", description: "Complete 25 activities",
                        symbolName: "star.circle", target: 25, progress: completedActivities),
            Achievement(id: "activities-50", title: "Seasoned Explorer", description: "Complete 50 activities",
                        symbolName: "trophy", target: 50, progress: completedActivities),
            Achievement(id: "four-seasons", title: "Four Seasons", description: "Plan a trip in every season",
                        symbolName: "leaf", target: seasons, progress: plannedSeasons.count),
            Achievement(id: "planner", title: "Master Planner", description: "Plan a trip with 8 activities",
                        symbolName: "list.bullet", target: 8, progress: mostActivities),
            Achievement(id: "all-seasons-done", title: "All-Season Traveller",
                        description: "Complete a trip in every season",
                        symbolName: "medal", target: seasons, progress: completedSeasons.count),
            Achievement(id: "dreamer", title: "Big Dreamer", description: "Keep 15 trips on your wishlist",
                        symbolName: "suitcase", target: 15, progress: tripCount),
        ]
    }
}
