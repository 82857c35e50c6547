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
    /// Where the stores register how to undo their changes (the window's undo manager, once it is adopted).
    private let undoRegistry = UndoRegistry()
    /// The data directory the model was opened from; nil in memory (`--demo`, tests). TermUI keeps the app's
    /// `@AppStorage` there.
    public private(set) var dataDirectory: URL?
    /// The sheets' drafts: the open one, saved on quitting so that nothing typed is lost, and the one the last
    /// run was quit with, offered back.
    let drafts = DraftKeeper()
    /// Sync while the app runs, where it is set up (`wishlist sync --folder DIR`).
    private var syncWatcher: SyncWatcher?

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
        wishlist.undoRegistry = undoRegistry
        budget.undoRegistry = undoRegistry
        // The last flight viewed is kept in the database (in memory in --demo), for its day only: yesterday's
        // is not on a new day's board.
        let flightNavigation = self.flightNavigation, database = budget.database
        if let saved = database.setting(Self.lastFlightKey) {
            flightNavigation.lastFlightId = FlightNavigationInfo.flight(savedAs: saved, on: flights)
        }
        flightNavigation.remember = { [weak flights] id in
            guard let flights else { return }
            database.setSetting(id.map { FlightNavigationInfo.savedText(for: $0, on: flights) }, for: Self.lastFlightKey)
        }
        flights.onNewDay = { flightNavigation.lastFlightId = nil }
        drafts.offered = database.setting(Self.draftKey).flatMap(Self.draft(from:))
    }

    /// The setting the draft of a sheet left open is kept under.
    static let draftKey = AppDatabase.sheetDraftSetting

    /// A draft from its saved text; nil for text that is not one (written by another version, say).
    static func draft(from text: String) -> SheetDraft? {
        try? JSONDecoder().decode(SheetDraft.self, from: Data(text.utf8))
    }

    /// A draft as saved.
    static func savedText(of draft: SheetDraft) -> String? {
        (try? JSONEncoder().encode(draft)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The setting the last flight viewed is kept under.
    static let lastFlightKey = "last_flight"

    /// The model the command line asks for: sample data in memory for `--demo`, else the data in the data
    /// directory (made, and filled with sample data, on the first run). Throws when the data cannot be used
    /// at all (no home directory, another copy of the app using it).
    public static func launch(
        _ configuration: LaunchConfiguration, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> AppModel {
        if configuration.isDemo {
            return AppModel(wishlist: .sample(), budget: .sample(currencyCode: configuration.currencyCode))
        }
        let directory = try DataDirectory.prepare(explicitPath: configuration.dataDirectory, environment: environment)
        // An earlier version's file is imported here, before the screen, and the database updated to this
        // version's schema: their progress shows on the terminal.
        let progressLine = ImportProgressLine.onStandardError()
        defer { progressLine?.finish() }
        let saved = try SavedData.open(
            directory: directory, currencyCode: configuration.currencyCode, progress: { progressLine?.show($0) },
            updating: { progressLine?.show($0) })
        let trips = saved.wishlist.store
        let notices = saved.notices.map { $0.description(in: .process) } + [
            saved.syncAtOpening.notice(in: .process),
            trips.unreadableTrips.leftOutSentence(of: .trips, in: .process),
            trips.unreadableActivities.leftOutSentence(of: .activities, in: .process),
        ].compactMap { $0 }
        let model = AppModel(
            wishlist: trips, budget: saved.budget.store, pictures: UserPictures(dataDirectory: directory),
            notice: notices.isEmpty ? nil : notices.joined(separator: " "))
        model.dataDirectory = directory
        model.startSync()
        return model
    }

    /// Starts sync's rounds while the app runs, where sync is set up: each that applied another machine's
    /// changes has the stores read the data again.
    func startSync() {
        let database = budget.database
        guard database.syncFolder != nil else { return }
        let watcher = SyncWatcher(database: database) { [weak self] report in
            Task { @MainActor in self?.didSync(report) }
        }
        syncWatcher = watcher
        watcher.start()
    }

    /// Stops sync's rounds (on quitting; a test makes its own).
    func stopSync() {
        syncWatcher?.stop()
        syncWatcher = nil
    }

    /// After a round of sync: the stores read what changed, and the undo history is emptied, so that an undo
    /// never writes over a change that came from another machine (undo does not reach across machines); the
    /// pictures that came are shown where they were missing.
    func didSync(_ report: SyncReport) {
        // In the window's language, which the undo registry keeps.
        let locales = undoRegistry.locales
        var said = report.notice(in: locales)
        pictures.didReceive(report.picturesReceived)
        if report.changedData {
            budget.readAgainAfterSync()
            undoRegistry.manager?.removeAllActions()
            do {
                try wishlist.readAgainAfterSync()
            } catch {
                said = locales.localized(
                    "The trips could not be read again after sync: \(FailureReason(error).description(in: locales)). Restart wishlist to see them.")
            }
        }
        if report.conflicts > 0 { wishlist.noteSyncConflicts() }
        if let said { notice = said }
    }

    /// Makes the window's undo manager the one every change of the trips and the budget is registered with,
    /// under names in the window's language (`locales`).
    func adoptUndoManager(_ manager: UndoManager?, locales: LocaleCategories) {
        undoRegistry.manager = manager
        undoRegistry.locales = locales
    }

    /// What to tell the user now, in the language of `locales`: the last save error, a bulk change that failed,
    /// or the notice.
    func message(in locales: LocaleCategories) -> String? {
        if let error = budget.lastSaveError ?? wishlist.lastSaveError {
            return locales.localized("Not saved: \(error.description(in: locales)). Your changes are kept until it can be saved.")
        }
        return budget.bulkChangeFailure?.description(in: locales) ?? notice
    }

    /// Commits the changes not yet committed (when quitting); a failure is reported on standard error once
    /// the terminal is back.
    func saveBeforeQuitting() {
        // The open sheet's draft, else the one offered and not yet taken up: the next start offers it.
        budget.database.setSetting(drafts.toSave.flatMap(Self.savedText(of:)), for: Self.draftKey)
        var failure = budget.database.flush()
        if let trips = wishlist.database, trips !== budget.database {
            failure = failure ?? trips.flush()
            trips.checkpoint()
        }
        // This machine's last changes into the synced folder, for the other machines.
        stopSync()
        if let problem = budget.database.writeSyncFiles().first {
            StandardStream.error.write("wishlist: sync: \(problem.description(in: .process))")
        }
        // The log into the database file, emptied: what was saved is in wishlist.sqlite alone.
        budget.database.checkpoint()
        if let error = failure {
            StandardStream.error.write(LocaleCategories.process.localized("wishlist: not saved: \(error.description(in: .process))"))
        }
    }
}
