import Foundation
import Observation
import TermUI
import TravelModel

/// The app's data for one run: the trips, the budget, how they are saved, and a notice for the user about the
/// data, if any.
@MainActor @Observable
public final class AppModel {
    /// The trips, their activities and the badges earned.
    public let wishlist: TripStore
    /// The expenses, kept in the app's database (in memory in `--demo`).
    public let budget: BudgetStore
    /// The pictures made from the user's own photos: in the data directory's `pictures` folder, in memory in
    /// `--demo`. Add one with `pictures.importPhoto(fromPath:)` and put the name it returns in `Trip.photoName`.
    public let pictures: UserPictures
    /// A one-line message about the data (a file that could not be read, a save that failed).
    public var notice: String?
    /// Where the user is in each section.
    public let navigation = AppNavigation()
    /// The day's flights, with their filters and the flight selected.
    public let flights: FlightBoard
    /// The last flight whose details were opened.
    public let flightNavigation = FlightNavigationInfo()

    /// A model from its parts.
    public init(
        wishlist: TripStore = .sample(), budget: BudgetStore, pictures: UserPictures = UserPictures(),
        notice: String? = nil, flights: FlightBoard = FlightBoard()
    ) {
        self.flights = flights
        self.pictures = pictures
        self.wishlist = wishlist
        self.budget = budget
        self.notice = notice
        // Yesterday's last flight is not on a new day's board.
        let flightNavigation = self.flightNavigation
        flights.onNewDay = { flightNavigation.lastFlightId = nil }
    }

    /// The model the command line asks for: sample data in memory for `--demo`, else the data in the data
    /// directory (made, and filled with sample data, on the first run). Throws when the data cannot be used
    /// at all (no home directory, another copy of the app using it).
    public static func launch(
        _ configuration: LaunchConfiguration, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> AppModel {
        if configuration.isDemo {
            return AppModel(wishlist: .sample(), budget: .sample())
        }
        let directory = try DataDirectory.prepare(explicitPath: configuration.dataDirectory, environment: environment)
        let saved = try SavedData.open(directory: directory)
        return AppModel(
            wishlist: saved.wishlist.store, budget: saved.budget.store, pictures: UserPictures(dataDirectory: directory),
            notice: saved.notices.isEmpty ? nil : saved.notices.joined(separator: " "))
    }

    /// What to tell the user now: the notice, or the last save error.
    var message: String? {
        if let error = budget.lastSaveError ?? wishlist.lastSaveError {
            return "Not saved: \(error). Your changes are kept until it can be saved."
        }
        return notice
    }

    /// Commits the changes not yet committed (when quitting); a failure is reported on standard error once
    /// the terminal is back.
    func saveBeforeQuitting() {
        var failure = budget.database.flush()
        if let trips = wishlist.database, trips !== budget.database {
            failure = failure ?? trips.flush()
        }
        if let error = failure {
            FileHandle.standardError.write(Data("wishlist: not saved: \(error)\n".utf8))
        }
    }
}
