import Foundation

/// What opening the wishlist of a data directory found.
public typealias TripsOpening = StoreOpening<TripStore>

extension StoreOpening where Store == TripStore {
    /// The setting that says the wishlist has its first trips, and where they came from.
    nonisolated static var originSetting: String { "wishlist.origin" }

    /// The wishlist in `database`, given its first trips the first time: those of a `trips.json` left by an
    /// earlier version in `directory` (see `DatabaseOpening.giveFirstContent`), else the sample trips;
    /// `progress` hears how far an import has come.
    ///
    /// - Throws: `DatabaseError` when the trips cannot be written or read.
    static func open(
        database: AppDatabase, directory: URL, now: Date, calendar: Calendar, progress: (ImportProgress) -> Void = { _ in }
    ) throws -> StoreOpening {
        let first = try DatabaseOpening.giveFirstContent(
            to: database, origin: originSetting, file: DocumentFile(TripsDocument.self, directory: directory, calendar: calendar),
            kind: .trip, now: now, progress: progress, sample: { TripStore.sample(now: now, calendar: calendar).sortedTripsWithActivities() },
            writer: { connection in
                BatchedImport(connection: connection) { connection, trips in
                    try TripTable.upsert(trips, timeZone: calendar.timeZone, in: connection)
                }
            })
        return StoreOpening(store: try TripStore(database: database, calendar: calendar), problems: first.problems, imported: first.imported)
    }
}
