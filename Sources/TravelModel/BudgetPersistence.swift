import Foundation
import Observation

/// Keeps a `BudgetStore` saved in `expenses.json`: loads it at launch and saves after every change.
///
/// Changes made in one turn of the main actor are saved once, right after that turn. A failed save keeps the
/// data in memory, sets `lastSaveError`, and is tried again on the next change and by `saveNow()`.
/// In `--demo` mode the app simply creates no persistence.
@MainActor
@Observable
public final class BudgetPersistence {
    /// The store whose expenses are saved.
    public let store: BudgetStore
    /// The file the expenses are saved to.
    public let file: BudgetFile
    /// The one-line message of the last save when it failed, or nil when the last save succeeded.
    public private(set) var lastSaveError: String?

    /// The advisory lock on the data directory, held as long as this object lives.
    @ObservationIgnored private let lock: BudgetLock?
    /// The number of saves attempted, for tests.
    @ObservationIgnored private(set) var saveAttempts = 0

    /// Starts saving `store` to `file` after each change; `lock` is kept until this object goes away.
    init(store: BudgetStore, file: BudgetFile, lock: BudgetLock?) {
        self.store = store
        self.file = file
        self.lock = lock
        observeExpenses()
    }

    /// What `open(directory:now:calendar:)` found and set up.
    public struct Opening {
        /// The store to show: the saved expenses, or the sample data on a first run or after a bad file.
        public let store: BudgetStore
        /// The object saving the store, or nil when saving must not happen because an unreadable file could
        /// not be kept aside.
        public let persistence: BudgetPersistence?
        /// A one-line message to show the user, or nil when all went well.
        public let notice: String?
    }

    /// Loads the expenses in `directory` and starts saving them after every change.
    ///
    /// - A missing file (first run) gives the sample data, which is saved at once.
    /// - An unreadable file is renamed to `expenses.json.corrupt-<timestamp>` and never overwritten; the sample
    ///   data is loaded and the notice names the kept file. If it cannot be renamed, nothing is ever saved
    ///   (`persistence` is nil) and the notice says so.
    /// - A failed save is reported in the notice; the data stays in memory and the next change saves again.
    ///
    /// - Parameters:
    ///   - directory: The data directory, which must exist (see `DataDirectory`).
    ///   - now: The current moment, for the sample data and the name of a kept file.
    ///   - calendar: The calendar whose time zone decides the day of each expense.
    /// - Throws: `BudgetFileError.inUse` when another copy of wishlist uses the directory. Every other problem
    ///   is reported in the notice.
    public static func open(directory: URL, now: Date = .now, calendar: Calendar = .current) throws -> Opening {
        let file = BudgetFile(directory: directory, calendar: calendar)
        let lock: BudgetLock?
        do {
            lock = try file.acquireLock()
            file.removeStaleTemporaryFiles()
        } catch BudgetFileError.inUse(let directory) {
            throw BudgetFileError.inUse(directory: directory)
        } catch {
            // The lock is advisory: without one (a read-only directory, say) saving reports its own errors.
            lock = nil
        }

        switch file.read() {
        case let .loaded(expenses):
            let store = BudgetStore(expenses: expenses)
            return Opening(store: store, persistence: BudgetPersistence(store: store, file: file, lock: lock), notice: nil)

        case .missing:
            let store = BudgetStore.sample(now: now, calendar: calendar)
            let persistence = BudgetPersistence(store: store, file: file, lock: lock)
            let notice = persistence.saveOrDescribeFailure()
            return Opening(store: store, persistence: persistence, notice: notice)

        case let .unreadable(reason):
            let store = BudgetStore.sample(now: now, calendar: calendar)
            let problem = "\(BudgetFile.fileName) could not be read (\(reason))"
            let keptURL: URL
            do {
                keptURL = try file.moveAside(now: now)
            } catch {
                let notice = "\(problem) and could not be kept aside (\(Self.reason(of: error))); "
                    + "sample data was loaded and changes will not be saved"
                return Opening(store: store, persistence: nil, notice: notice)
            }
            let persistence = BudgetPersistence(store: store, file: file, lock: lock)
            var notice = "\(problem); it was kept as \(keptURL.path) and sample data was loaded"
            if let failure = persistence.saveOrDescribeFailure() {
                notice += "; " + failure
            }
            return Opening(store: store, persistence: persistence, notice: notice)
        }
    }

    /// Saves the expenses now, whether or not they changed; call it when quitting.
    ///
    /// Sets or clears `lastSaveError`.
    /// - Throws: `BudgetFileError.cannotSave` when the file cannot be written; the data stays in memory.
    public func saveNow() throws {
        saveAttempts += 1
        do {
            try file.save(store.expenses)
            if lastSaveError != nil {
                lastSaveError = nil
            }
        } catch {
            let message = String(describing: error)
            if lastSaveError != message {
                lastSaveError = message
            }
            throw error
        }
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

    /// Arms a one-shot observation of the store's expenses that saves after the turn in which they change.
    private func observeExpenses() {
        withObservationTracking {
            _ = store.expenses
        } onChange: { [weak self] in
            // Called before the change is applied: save in a later turn, when it is.
            Task { @MainActor [weak self] in
                self?.expensesDidChange()
            }
        }
    }

    /// Re-arms the observation and saves the store; a failure is kept in `lastSaveError`.
    private func expensesDidChange() {
        observeExpenses()
        try? saveNow()
    }

    /// The system's reason in `error`, or its whole description.
    private static func reason(of error: any Error) -> String {
        switch error {
        case let BudgetFileError.cannotMoveAside(_, reason), let BudgetFileError.cannotSave(_, reason):
            return reason
        default:
            return String(describing: error)
        }
    }
}
