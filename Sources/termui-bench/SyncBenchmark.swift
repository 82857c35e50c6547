import Foundation
import TravelModel

/// Sync of a data directory of 10,000 expenses (or more or fewer) through a folder, in this process: the
/// laptop sets sync up (all its data into the outbox as one changeset, by the session extension's difference
/// from empty tables) and writes the file; a desktop applies it into an empty database (every row added, each
/// found by its stable key), and another into a copy of the same data (every row there already, each compared
/// field by field, nothing to change). Target (issue 24): a changeset of 10,000 changes applied in under 1 s.
/// Meanwhile a probe reads and writes through the desktop's connection (`DatabaseWaitProbe`): applied on that
/// connection (as `wishlist sync` does), a read waits for the whole file; on a connection of its own (as the
/// running app's `SyncWatcher` does), for nothing.
@MainActor
struct SyncBenchmark {
    /// How many expenses the laptop has.
    let expenses: Int

    func run() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termui-bench-sync-\(getpid())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let base = root.appendingPathComponent("base", isDirectory: true)
        let folder = root.appendingPathComponent("synced", isDirectory: true)
        var generator = DataSetGenerator()
        try DataSetStorage.write(generator.dataSet(expenses: expenses, trips: 20), to: base)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        print("Sync of a data directory of \(expenses.formatted()) expenses and 20 trips through a folder, in this process")
        print("target: a changeset of 10,000 changes applied in under 1 s; the app's key path never waits on it")
        print("")
        let laptop = try Self.open(BenchFiles.copy(base, to: root.appendingPathComponent("laptop", isDirectory: true)))
        let recording = try MonotonicClock.time { try laptop.setUpSync(folder: folder) }
        var written = SyncReport()
        let writing = MonotonicClock.time { written = laptop.sync() }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .flatMap { device in
                try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(device).path)
                    .map { folder.appendingPathComponent(device).appendingPathComponent($0) }
            }
        let megabytes = Double(files.map(BenchFiles.size(of:)).reduce(0, +)) / 1_000_000
        print(Self.row(["laptop: all its data into the outbox", String(format: "%.3f s", recording / 1_000_000), ""]))
        print(Self.row([
            "laptop: the outbox written (\(written.filesWritten) file, \(String(format: "%.1f", megabytes)) MB)",
            String(format: "%.3f s", writing / 1_000_000), "",
        ]))
        // The app applies files on a connection of its own (`SyncWatcher`); `wishlist sync` on its only one.
        let targets = [
            ("desktop, empty: every row added, on its only connection", root.appendingPathComponent("empty", isDirectory: true), false, false),
            ("desktop, empty: every row added, on a connection of its own", root.appendingPathComponent("empty-app", isDirectory: true), false, true),
            ("desktop, the same data: every row compared", root.appendingPathComponent("same", isDirectory: true), true, true),
        ]
        for (name, directory, copied, ownConnection) in targets {
            if copied {
                _ = try BenchFiles.copy(base, to: directory)
            } else {
                try DataDirectory.create(at: directory)
            }
            let desktop = try Self.open(directory)
            try desktop.setUpSync(folder: folder)
            let applyingConnection = ownConnection ? try desktop.openedAgain() : nil
            var applied = SyncReport()
            var applying = 0.0
            let waits = DatabaseWaitProbe.longestWaits(on: desktop) {
                applying = MonotonicClock.time { applied = desktop.sync(applyingThrough: applyingConnection) }
            }
            if !applied.problems.isEmpty { fail(applied.problems.map(\.description).joined(separator: "; "), status: 1) }
            print(Self.row([
                "\(name) (\(applied.filesApplied) file, \(applied.rowsChanged.formatted()) rows changed, \(applied.conflicts) conflicts)",
                String(format: "%.3f s", applying / 1_000_000), "",
            ]))
            print(Self.row([
                "  meanwhile through the app's connection (\(waits.count) reads): longest read, longest write and flush",
                String(format: "%.1f ms", waits.read / 1_000), String(format: "%.1f ms", waits.write / 1_000),
            ]))
        }
    }

    /// The database of the data directory `directory`, opened as a command opens it.
    private static func open(_ directory: URL) throws -> AppDatabase {
        try AppDatabase.open(at: directory.appendingPathComponent(AppDatabase.fileName), lock: DataLock.acquire(in: directory))
    }

    private static func row(_ cells: [String]) -> String {
        zip(cells, [86, 10, 0]).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }.joined(separator: "  ")
    }
}
