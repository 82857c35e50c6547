import Dispatch
import Foundation
import Synchronization

/// Sync while the app runs: every few seconds, on a queue of its own (never the main thread), a round of sync
/// (`AppDatabase.sync()`): the outbox written as files, and files that other machines wrote since applied.
/// `changed` hears of a round that changed the data, brought pictures or found something to say, for the stores
/// to read the data again; a problem already said is not said again.
///
/// The files are applied through the database's file opened again (`AppDatabase.openedAgain()`, once), so that
/// the app's connection, which the screens read through, is never held by a file being applied
/// (`AppDatabase.sync(applyingThrough:)`); a database in memory applies them itself.
///
/// The folder is looked at by listing it (a handful of small directories) rather than by inotify, which a
/// folder on a network or a FUSE mount of a cloud tool may not report.
public final class SyncWatcher: Sendable {
    private let database: AppDatabase
    /// The database's file on a connection of its own, which applies the files; nil for a database in memory,
    /// or where the file could not be opened again (then the database applies them itself).
    private let applying: AppDatabase?
    private let interval: DispatchTimeInterval
    private let queue = DispatchQueue(label: "wishlist.sync", qos: .utility)
    private let changed: @Sendable (SyncReport) -> Void
    /// Whether it was stopped, and the problems said last.
    private let state = Mutex<(stopped: Bool, said: [SyncProblem])>((false, []))

    /// A watcher of `database`'s sync (nothing happens where sync is not set up), every `interval`.
    public init(database: AppDatabase, interval: DispatchTimeInterval = .seconds(3), changed: @escaping @Sendable (SyncReport) -> Void) {
        self.database = database
        applying = try? database.openedAgain()
        self.interval = interval
        self.changed = changed
    }

    /// Starts the rounds, the first after `interval`.
    public func start() {
        queue.asyncAfter(deadline: .now() + interval) { [self] in tick() }
    }

    /// Stops after the round under way, if any.
    public func stop() {
        state.withLock { $0.stopped = true }
    }

    private func tick() {
        guard !state.withLock({ $0.stopped }) else { return }
        var report = database.sync(applyingThrough: applying)
        let isNew = state.withLock { state in
            defer { state.said = report.problems }
            return report.problems != state.said
        }
        if !isNew { report.problems = [] }
        if report.isNews {
            changed(report)
        }
        queue.asyncAfter(deadline: .now() + interval) { [self] in tick() }
    }
}
