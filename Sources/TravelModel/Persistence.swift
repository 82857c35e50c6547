import Foundation
import Observation
import Synchronization

/// Keeps a store saved in its data file: loads it at launch and saves after every change.
///
/// `Persistence<TripStore>` saves the trips in `trips.json` and `Persistence<BudgetStore>` the expenses in
/// `expenses.json`. Changes made in one turn of the main actor are saved once, right after that turn. A failed
/// save keeps the data in memory, sets `lastSaveError`, and is tried again on the next change and by
/// `saveNow()`. In `--demo` mode the app simply creates no persistence.
@MainActor
@Observable
public final class Persistence<Store: PersistentStore> {
    /// The store whose content is saved.
    public let store: Store
    /// The file the content is saved to.
    public let file: DocumentFile<Store.SavedContent>
    /// The one-line message of the last save when it failed, or nil when the last save succeeded.
    public private(set) var lastSaveError: String?

    /// The advisory lock on the data directory, shared with the other files' persistences and held as long as
    /// any of them lives.
    @ObservationIgnored public let lock: DataLock?
    /// The number of saves attempted, for tests.
    @ObservationIgnored private(set) var saveAttempts = 0
    /// Whether the content changed since it was last saved. Set by the observation's callback, which may run
    /// before the main actor has taken the change, so it is behind a mutex.
    @ObservationIgnored private let hasUnsavedChange = Mutex(false)

    /// Starts saving `store` to `file` after each change; `lock` is kept until this object goes away.
    init(store: Store, file: DocumentFile<Store.SavedContent>, lock: DataLock?) {
        self.store = store
        self.file = file
        self.lock = lock
        observeContent()
    }

    /// What `open(directory:lock:now:calendar:)` found and set up.
    public struct Opening {
        /// The store to show: the saved content, or the sample data on a first run or after a bad file.
        public let store: Store
        /// The object saving the store, or nil when saving must not happen because an unreadable file could
        /// not be kept aside.
        public let persistence: Persistence?
        /// A one-line message to show the user, or nil when all went well.
        public let notice: String?
    }

    /// Takes the lock on `directory`, loads the store's file there, and starts saving it after every change.
    ///
    /// Use this when the store's file is the only one the app opens. To open several files of one directory,
    /// take the lock once with `DataLock.acquire(in:)` and pass it to
    /// `open(directory:lock:now:calendar:)` for each (or use `SavedData.open(directory:now:calendar:)`):
    /// a second lock on the same directory is refused even inside one process.
    /// - Throws: `DataFileError.inUse` when another copy of wishlist uses the directory. Every other problem
    ///   is reported in the notice.
    public static func open(directory: URL, now: Date = .now, calendar: Calendar = .current) throws -> Opening {
        let lock = try DataLock.acquire(in: directory)
        return open(directory: directory, lock: lock, now: now, calendar: calendar)
    }

    /// Loads the store's file in `directory`, which `lock` (if any) already covers, and starts saving it after
    /// every change.
    ///
    /// - A missing file (first run) gives the sample data, which is saved at once.
    /// - An unreadable file is renamed to `<name>.corrupt-<timestamp>` and never overwritten; the sample data
    ///   is loaded and the notice names the kept file. If it cannot be renamed, nothing is ever saved
    ///   (`persistence` is nil) and the notice says so.
    /// - A failed save is reported in the notice; the data stays in memory and the next change saves again.
    ///
    /// - Parameters:
    ///   - directory: The data directory, which must exist (see `DataDirectory`).
    ///   - lock: The lock on `directory`, kept by the persistence; when it is held, temporary files left by
    ///     crashed saves are removed first. Nil when the directory could not be locked.
    ///   - now: The current moment, for the sample data and the name of a kept file.
    ///   - calendar: The calendar whose time zone decides the day of each date.
    public static func open(directory: URL, lock: DataLock?, now: Date = .now,
                            calendar: Calendar = .current) -> Opening {
        let file = Store.file(in: directory, calendar: calendar)
        if lock?.isHeld == true {
            file.removeStaleTemporaryFiles()
        }

        switch file.read() {
        case let .loaded(content):
            let store = Store(savedContent: content, calendar: calendar)
            return Opening(store: store, persistence: Persistence(store: store, file: file, lock: lock), notice: nil)

        case .missing:
            let store = Store.sample(now: now, calendar: calendar)
            let persistence = Persistence(store: store, file: file, lock: lock)
            let notice = persistence.saveOrDescribeFailure()
            return Opening(store: store, persistence: persistence, notice: notice)

        case let .unreadable(reason):
            let store = Store.sample(now: now, calendar: calendar)
            let problem = "\(file.fileName) could not be read (\(reason))"
            let keptURL: URL
            do {
                keptURL = try file.moveAside(now: now)
            } catch {
                let notice = "\(problem) and could not be kept aside (\(Self.reason(of: error))); "
                    + "sample data was loaded and changes will not be saved"
                return Opening(store: store, persistence: nil, notice: notice)
            }
            let persistence = Persistence(store: store, file: file, lock: lock)
            var notice = "\(problem); it was kept as \(keptURL.path) and sample data was loaded"
            if let failure = persistence.saveOrDescribeFailure() {
                notice += "; " + failure
            }
            return Opening(store: store, persistence: persistence, notice: notice)
        }
    }

    /// Saves the content now, whether or not it changed.
    ///
    /// Sets or clears `lastSaveError`.
    /// - Throws: `DataFileError.cannotSave` when the file cannot be written; the data stays in memory.
    public func saveNow() throws {
        saveAttempts += 1
        do {
            hasUnsavedChange.withLock { $0 = false }
            try file.save(store.savedContent)
            if lastSaveError != nil {
                lastSaveError = nil
            }
        } catch {
            hasUnsavedChange.withLock { $0 = true }
            let message = String(describing: error)
            if lastSaveError != message {
                lastSaveError = message
            }
            throw error
        }
    }

    /// Saves the content now if it changed since it was last saved (or the last save failed); call it when
    /// quitting, which then writes nothing new.
    public func saveIfChanged() throws {
        guard hasUnsavedChange.withLock({ $0 }) else { return }
        try saveNow()
    }

    /// Saves, and returns nil or a one-line notice that the save failed.
    private func saveOrDescribeFailure() -> String? {
        do {
            try saveNow()
            return nil
        } catch {
            return "\(error); the data is kept in memory and saving is tried again after each change"
        }
    }

    /// Arms a one-shot observation of the store's saved content that saves after the turn in which it changes.
    private func observeContent() {
        withObservationTracking {
            _ = store.savedContent
        } onChange: { [weak self] in
            self?.hasUnsavedChange.withLock { $0 = true }
            // Called before the change is applied: save in a later turn, when it is.
            Task { @MainActor [weak self] in
                self?.contentDidChange()
            }
        }
    }

    /// Re-arms the observation and saves the store; a failure is kept in `lastSaveError`.
    private func contentDidChange() {
        observeContent()
        try? saveNow()
    }

    /// The system's reason in `error`, or its whole description.
    private static func reason(of error: any Error) -> String {
        switch error {
        case let DataFileError.cannotMoveAside(_, reason), let DataFileError.cannotSave(_, reason):
            return reason
        default:
            return String(describing: error)
        }
    }
}
