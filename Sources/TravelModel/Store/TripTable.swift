import Foundation

/// The SQL of the `trip` and `activity` tables: trips in (with their activities) and out.
///
/// A trip's `lastViewed` is stored as its day in the calendar's time zone, and read back as noon of that day
/// in the time zone of the reader, as the trips file of earlier versions did.
enum TripTable {
    /// The trips read back, with what is stored with each: the key of its name (`NameOrderKey`) and its
    /// text folded for search (`TripSearchIndex`); and what could not be read.
    struct Loaded {
        var trips: [Trip] = []
        var nameKeys: [Trip.ID: String] = [:]
        var searchTexts: [Trip.ID: [UInt8]] = [:]
        /// The trips left out: a row that cannot be read, or one of its activities that cannot be.
        var unreadableTrips = UnreadableRows()
        /// The activities whose trip cannot be told (its id is not text), left out.
        var unreadableActivities = UnreadableRows()
    }

    /// Writes trips, each with its activities in order, replacing what was kept under their ids.
    ///
    /// Each trip must hold its list of activities: one without (`activities` nil) is not written, and throws.
    ///
    /// - Throws: `DatabaseError` when a trip's day cannot be written (a year outside 1...9999), or SQLite's.
    static func upsert(_ trips: [Trip], timeZone: TimeZone, in connection: DatabaseConnection) throws {
        let trip = try connection.prepare("""
            INSERT OR REPLACE INTO trip (
                id, name, name_key, subtitle, photo, collection, last_viewed, search_text, first_day, last_day, budget,
                budget_currency)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let clear = try connection.prepare("DELETE FROM activity WHERE trip = ?")
        let activity = try connection.prepare(
            "INSERT INTO activity (trip, position, id, name, done) VALUES (?, ?, ?, ?, ?)")
        for value in trips {
            guard let activities = value.activities else {
                throw DatabaseError(code: .misuse, message: "the trip \(quoted: value.name) was to be written without its activities")
            }
            guard let day = StoredDay.text(for: value.lastViewed, timeZone: timeZone) else {
                throw DatabaseError(code: .mismatch, message: "the day of \(value.lastViewed) cannot be stored")
            }
            let id = value.id.uuidString
            let dates = try value.dates.map { dates in
                try [dates.lowerBound, dates.upperBound].map { date in
                    guard let text = StoredDay.text(for: date, timeZone: timeZone) else {
                        throw DatabaseError(code: .mismatch, message: "the day of \(date) cannot be stored")
                    }
                    return text
                }
            }
            let budget = try value.budget.map { budget in
                guard let text = StoredAmount.text(for: budget.amount), text.utf8.count <= ExpenseTable.maximumAmountLength else {
                    throw DatabaseError(code: .mismatch, message: "the budget of \(quoted: value.name) is not a number")
                }
                return text
            }
            try trip.bind([
                id, value.name, NameOrderKey.key(for: value.name), value.subtitle, value.photoName, value.collectionID, day,
                Data(TripSearchIndex.foldedText(of: value)), dates?[0], dates?[1], budget, value.budget?.currencyCode,
            ])
            try trip.execute()
            try clear.bind(id, at: 1)
            try clear.execute()
            for (position, item) in activities.enumerated() {
                try activity.bind([id, position, item.id.uuidString, item.name, item.isComplete ? 1 : 0])
                try activity.execute()
            }
        }
    }

    /// Removes trips and their activities.
    static func delete(_ ids: [Trip.ID], in connection: DatabaseConnection) throws {
        let trip = try connection.prepare("DELETE FROM trip WHERE id = ?")
        let activities = try connection.prepare("DELETE FROM activity WHERE trip = ?")
        for id in ids {
            try trip.bind(id.uuidString, at: 1)
            try trip.execute()
            try activities.bind(id.uuidString, at: 1)
            try activities.execute()
        }
    }

    /// Every trip without its list of activities (`Trip.activities` nil, their numbers counted), each
    /// `lastViewed` at noon of its day in `timeZone`: a trip's activities are read when it is asked for
    /// (`activities(ofTrip:in:)`); at 10,000 trips with 361,560 activities, keeping them all took 40 MB.
    ///
    /// A trip whose row cannot be read (an id that is not a UUID, a day that is not one) is left out and
    /// counted. One of whose activities cannot be read is not told here: its list cannot be read then, and the
    /// store never writes it (its next change would write its activities again and lose the row). The key of a
    /// name and the folded text are only what the app works out from the trip: when they cannot be read, the
    /// store works them out again.
    ///
    /// - Throws: `DatabaseError` when a query fails as a whole (a damaged page), or SQLite's.
    static func all(from connection: DatabaseConnection, timeZone: TimeZone) throws -> Loaded {
        var loaded = Loaded()
        // Each trip's numbers of activities, counted by SQLite, which reads the rows in the order of the key
        // (trip, position) without making them. Whether each can be read is told when the trip's list is read
        // (`activities(ofTrip:in:)`): testing every id here (a GLOB) made the start 0.5 s slower at 368,000.
        var counts: [String: (all: Int, done: Int)] = [:]
        let tallies = try connection.prepare("SELECT trip, count(*), total(done <> 0) FROM activity GROUP BY trip")
        while try tallies.step() {
            let rows = try tallies.column(1, as: Int.self)
            do {
                counts[try tallies.column(0, as: String.self)] = (rows, Int(try tallies.column(2, as: Double.self)))
            } catch {
                // Activities whose trip cannot be told, each left out.
                loaded.unreadableActivities.leaveOut(because: PreparedStatement.unreadableReason(for: error))
                loaded.unreadableActivities.leaveOut(count: rows - 1)
            }
        }
        let tripRows = try connection.prepare("SELECT \(tripColumns) FROM trip")
        var days = DayReading(timeZone: timeZone)
        let tripRead = tripRows.readableRows { row -> Trip in
            let idText = try row.column(0, as: String.self)
            var trip = try trip(row, activities: [], brokenBecause: nil, days: &days)
            trip.activities = nil
            (trip.activityCount, trip.completedActivityCount) = counts[idText] ?? (0, 0)
            loaded.nameKeys[trip.id] = try? row.column(2, as: String.self)
            loaded.searchTexts[trip.id] = (try? row.column(7, as: Data.self)).map(Array.init)
            return trip
        }
        loaded.trips = try tripRead.rowsUnlessStopped()
        loaded.unreadableTrips = tripRead.unreadable
        return loaded
    }

    /// The activities of the trip `id`, in order.
    ///
    /// - Throws: `DatabaseError` saying why when one of them holds what the app never writes, or SQLite's.
    static func activities(ofTrip id: Trip.ID, in connection: DatabaseConnection) throws -> [Activity] {
        let rows = try connection.prepare("SELECT \(activityColumns) FROM activity WHERE trip = ? ORDER BY position")
        try rows.bind(id.uuidString, at: 1)
        var activities: [Activity] = []
        while try rows.step() {
            activities.append(try activity(rows))
        }
        return activities
    }

    /// The columns of the `activity` table `activity(_:)` reads, its trip's id first.
    static let activityColumns = "trip, id, name, done"

    /// The activity in the current row of a statement selecting `activityColumns`; throws, saying why, for a
    /// row that holds what the app never writes.
    static func activity(_ row: PreparedStatement) throws -> Activity {
        Activity(
            id: try row.column(1, as: UUID.self), name: try row.column(2, as: String.self),
            isComplete: try row.column(3, as: Int.self) != 0)
    }

    /// The columns of the `trip` table `trip(_:activities:brokenBecause:days:)` reads, in its order.
    static let tripColumns = """
        id, name, name_key, subtitle, photo, collection, last_viewed, search_text, first_day, last_day, budget, budget_currency
        """

    /// Days of trips as dates, each worked out once (trips share few days, and a day is a calendar's work).
    struct DayReading {
        /// The time zone whose noon a day is read as.
        let timeZone: TimeZone
        private var noons: [String: Date] = [:]

        init(timeZone: TimeZone) {
            self.timeZone = timeZone
        }

        /// Noon of `day` in the time zone; throws for text that is not a day.
        mutating func noon(of day: String) throws -> Date {
            guard let noon = noons[day] ?? StoredDay.noon(of: day, timeZone: timeZone) else {
                throw DatabaseError(unreadable: .dayNotADay(day))
            }
            noons[day] = noon
            return noon
        }
    }

    /// The trip in the current row of a statement selecting `tripColumns`, with `activities` (its own, in
    /// order), its days at noon in the time zone of `days`; throws, saying why, for a row that holds what the
    /// app never writes, or for a trip one of whose activities cannot be read (`brokenBecause`, the reason).
    static func trip(
        _ row: PreparedStatement, activities: [Activity], brokenBecause broken: UnreadableRows.Reason?, days: inout DayReading
    ) throws -> Trip {
        let idText = try row.column(0, as: String.self)
        guard let id = UUID(databaseValue: .text(idText)) else {
            throw DatabaseError(unreadable: .idNotAUUID(idText))
        }
        let name = try row.column(1, as: String.self)
        if let broken {
            throw DatabaseError(unreadable: .activity(ofTrip: name, broken))
        }
        let lastViewed = try days.noon(of: try row.column(6, as: String.self))
        return Trip(
            id: id, name: name, subtitle: try row.column(3, as: String.self),
            photoName: try row.column(4, as: String?.self), collectionID: try row.column(5, as: String.self),
            activities: activities, lastViewed: lastViewed, dates: try dates(row, noon: { try days.noon(of: $0) }),
            budget: try budget(row))
    }

    /// The dates in columns 8 and 9 of a trip's row: none when both are NULL; a trip that cannot be read when
    /// only one is, when either is not a day, or when the last comes before the first.
    private static func dates(_ row: PreparedStatement, noon: (String) throws -> Date) throws -> ClosedRange<Date>? {
        switch (try row.column(8, as: String?.self), try row.column(9, as: String?.self)) {
        case (nil, nil):
            return nil
        case (let first?, let last?):
            let (start, end) = (try noon(first), try noon(last))
            guard start <= end else {
                throw DatabaseError(unreadable: .lastDayBeforeFirst(last: last, first: first))
            }
            return start...end
        default:
            throw DatabaseError(unreadable: .oneDayOnly)
        }
    }

    /// The budget in columns 10 and 11 of a trip's row: none when both are NULL; a trip that cannot be read
    /// when only one is, or when the amount is not one `ExpenseTable.amount(stored:)` reads.
    private static func budget(_ row: PreparedStatement) throws -> Money? {
        switch (try row.column(10, as: String?.self), try row.column(11, as: String?.self)) {
        case (nil, nil):
            return nil
        case (let text?, let currency?):
            guard let amount = ExpenseTable.amount(stored: text) else {
                throw DatabaseError(unreadable: .budgetNotANumber(text))
            }
            return Money(amount, currencyCode: currency)
        default:
            throw DatabaseError(unreadable: .budgetWithoutCurrency)
        }
    }
}
