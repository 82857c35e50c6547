import Foundation
import Observation
import TermUI
import TravelModel

/// The app's data for one run: the budget, how it is saved, and a notice for the user about the data, if any.
@MainActor @Observable
public final class AppModel {
    /// The expenses.
    public let budget: BudgetStore
    /// Saves the budget after every change; nil in `--demo` (nothing is written).
    public let persistence: BudgetPersistence?
    /// A one-line message about the data (a file that could not be read, a save that failed).
    public var notice: String?

    /// A model from its parts.
    public init(budget: BudgetStore, persistence: BudgetPersistence?, notice: String? = nil) {
        self.budget = budget
        self.persistence = persistence
        self.notice = notice
    }

    /// The model the command line asks for: sample data in memory for `--demo`, else the data in the data
    /// directory (made, and filled with sample data, on the first run). Throws when the data cannot be used
    /// at all (no home directory, another copy of the app using it).
    public static func launch(
        _ configuration: LaunchConfiguration, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> AppModel {
        if configuration.isDemo {
            return AppModel(budget: .sample(), persistence: nil)
        }
        let directory = try DataDirectory.prepare(explicitPath: configuration.dataDirectory, environment: environment)
        let opening = try BudgetPersistence.open(directory: directory)
        return AppModel(budget: opening.store, persistence: opening.persistence, notice: opening.notice)
    }

    /// What to tell the user now: the notice, or the last save error.
    var message: String? {
        if let error = persistence?.lastSaveError { return "Not saved: \(error). Your changes are kept until it can be saved." }
        return notice
    }

    /// Saves now (when quitting); a failure shows in the message.
    func saveBeforeQuitting() {
        do {
            try persistence?.saveNow()
        } catch {
            FileHandle.standardError.write(Data("wishlist: \(error)\n".utf8))
        }
    }
}
