import Foundation

extension TripStore {
    /// Returns a store with a deterministic sample wishlist: twelve trips, three in each seasonal collection,
    /// each with a picture and 3 to 7 activities, some of them done, viewed on days up to six weeks before `now`.
    ///
    /// The same `now` and calendar give the same trips, identifiers included. The sample earns "Getting Going"
    /// and "Four Seasons" from the start and is one step away from "First Trip Completed" (one activity left
    /// in Keukenhof) and from "Master Planner" (one activity more for Kyōto).
    public static func sample(now: Date = .now, calendar: Calendar = .current) -> TripStore {
        // Each trip: its collection, name, subtitle, picture, how many days ago it was viewed, and its
        // activities, marked "+" when done.
        let table: [(TripCollection, String, String, String, Int, [String])] = [
            (.springBlossoms, "Kyōto", "Cherry blossoms along the Philosopher's Path", "kyoto-pagoda", 0, [
                "+Walk the Philosopher's Path", "+Hanami picnic in Maruyama Park", "+Fushimi Inari at dawn",
                "Tea ceremony in Gion", "Kiyomizu-dera lit up at night", "Arashiyama bamboo grove",
                "Day trip to Nara",
            ]),
            (.springBlossoms, "Keukenhof", "Seven million tulips in bloom", "tulip-fields", 6, [
                "+Cycle the bulb route", "+Windmills at Kinderdijk", "+Canal cruise in Amsterdam",
                "+Stroopwafels at the Albert Cuyp market", "Rijksmuseum",
            ]),
            (.springBlossoms, "Cinque Terre", "Five villages on the cliffs", "cliff-village", 20, [
                "+Hike from Vernazza to Monterosso", "Swim at Riomaggiore", "+Focaccia in Levanto",
                "Boat between the villages",
            ]),
            (.summerEscapes, "Santorini", "Sunsets over the caldera", "santorini", 1, [
                "+Sunset in Oia", "+Catamaran cruise", "Wine tasting in Pyrgos", "Red Beach",
                "Hike from Fira to Oia",
            ]),
            (.summerEscapes, "Bali", "Rice terraces and warm seas", "tropical-beach", 9, [
                "+Tegallalang rice terraces", "Surf lesson in Canggu", "Sunrise on Mount Batur",
                "+Uluwatu temple at sunset", "Snorkel at Amed", "+Ubud monkey forest",
            ]),
            (.summerEscapes, "Swiss Alps", "Lakes and high meadows", "alpine-lake", 26, [
                "+Swim in Lake Oeschinen", "Train over the Bernina Pass", "+Cheese at an alpine hut",
                "Paraglide over Interlaken",
            ]),
            (.autumnColors, "Vermont", "Fall foliage on back roads", "autumn-forest", 4, [
                "+Drive Route 100", "+Apple picking", "Covered bridges tour", "+Maple creemee",
                "Hike Mount Mansfield",
            ]),
            (.autumnColors, "New York City", "The skyline at dusk", "city-skyline", 12, [
                "+Walk the High Line", "Central Park in fall colors", "+Brooklyn Bridge at sunset",
                "A Broadway show", "Bagels on the Lower East Side", "Top of the Rock",
            ]),
            (.autumnColors, "Marrakech", "Souks, riads and the Sahara", "desert-dunes", 33, [
                "Jemaa el-Fnaa at night", "Camel trek into the dunes", "+Cooking class in a riad",
            ]),
            (.winterWonders, "Tromsø", "Chasing the northern lights", "northern-lights", 2, [
                "See the aurora", "Dog sledding", "Fjord cruise", "Arctic Cathedral", "Whale watching",
            ]),
            (.winterWonders, "Zermatt", "Skiing below the Matterhorn", "snowy-peaks", 15, [
                "Ski across to Italy", "Gornergrat railway", "+Fondue night", "Igloo village",
            ]),
            (.winterWonders, "Québec City", "Winter Carnival in the old town", "snowy-town", 41, [
                "Night at the ice hotel", "Winter Carnival parade", "Toboggan run on Dufferin Terrace",
            ]),
        ]

        let today = noon(of: now, in: calendar)
        var trips: [Trip] = []
        for (tripIndex, row) in table.enumerated() {
            let (collection, name, subtitle, photoName, daysAgo, activityNames) = row
            let activities = activityNames.enumerated().map { activityIndex, text in
                Activity(
                    id: sampleID(kind: 2, trip: tripIndex + 1, activity: activityIndex + 1),
                    name: text.hasPrefix("+") ? String(text.dropFirst()) : text,
                    isComplete: text.hasPrefix("+")
                )
            }
            let viewed = calendar.date(byAdding: .day, value: -daysAgo, to: today) ?? today
            trips.append(Trip(
                id: sampleID(kind: 1, trip: tripIndex + 1, activity: 0),
                name: name,
                subtitle: subtitle,
                photoName: photoName,
                collectionID: collection.id,
                activities: activities,
                lastViewed: viewed
            ))
        }
        return TripStore(trips: trips, calendar: calendar)
    }

    /// A fixed identifier for sample data: 00000000-0000-4000-800K-00000000TTAA, where K is 1 for trips and 2
    /// for activities, TT the trip's number and AA the activity's.
    private static func sampleID(kind: UInt8, trip: Int, activity: Int) -> UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, kind, 0, 0, 0, 0,
                    UInt8(truncatingIfNeeded: trip), UInt8(truncatingIfNeeded: activity)))
    }
}
