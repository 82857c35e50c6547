import Foundation
import TravelModel

/// The first start of the app over an earlier version's `expenses.json` of a million expenses, pretty-printed
/// as that version wrote it and compact (the same document without its white space): each import runs in a
/// child process of its own (`--import-run`), so that its time and peak memory are its own, on a fresh data
/// directory; the database it leaves is then measured here.
@MainActor
struct ImportBenchmark {
    /// How many expenses the file holds.
    let expenses: Int

    /// The two forms of the file.
    enum Form: String, CaseIterable {
        case pretty, compact
    }

    func run() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termui-bench-import-\(getpid())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let writing = MonotonicClock.now()
        _ = try ChildProcess.run { _ in ["--import-data", root.path, "\(expenses)"] }
        print("Import of an earlier version's expenses.json: \(expenses.formatted()) expenses (DataSetGenerator), "
            + String(format: "generated in %.1f s", MonotonicClock.microseconds(since: writing) / 1_000_000))
        print("each import in a child process of its own, through SavedData.open (AppModel.launch's first step)")
        print("")
        let header = ["", "file (MB)", "import (s)", "peak RSS (MiB)", "database (MB)", "WAL left (MB)", "vacuumed (MB)", "database / vacuumed"]
        print(header.map { $0.padding(toLength: max(10, $0.count), withPad: " ", startingAt: 0) }.joined(separator: "  "))
        for form in Form.allCases {
            let source = Self.file(of: form, in: root)
            let directory = root.appendingPathComponent("run-\(form.rawValue)", isDirectory: true)
            try DataDirectory.create(at: directory)
            // A second name for the file: the import keeps its own aside, and the generated one stays.
            guard link(source.path, directory.appendingPathComponent("expenses.json").path) == 0 else {
                throw AppBenchmarkError.cannotWrite(directory.path, String(cString: strerror(errno)))
            }
            let measured = ImportMeasurements(text: try ChildProcess.run { _ in ["--import-run", directory.path] })
            guard measured.imported == expenses else {
                throw AppBenchmarkError.unexpectedScreen("the \(form.rawValue) import took \(measured.imported) expenses: \(measured.notice)")
            }
            let database = directory.appendingPathComponent(AppDatabase.fileName)
            let vacuumed = Self.vacuumedSize(of: database, into: root.appendingPathComponent("vacuumed-\(form.rawValue).sqlite"))
            let size = Self.size(of: database)
            let row = [
                form.rawValue, Self.megabytes(Self.size(of: source)), String(format: "%.1f", measured.seconds),
                String(format: "%.0f", Double(measured.peakKiB) / 1024), Self.megabytes(size),
                Self.megabytes(Self.size(of: URL(fileURLWithPath: database.path + "-wal"))),
                vacuumed.map(Self.megabytes) ?? "n/a", vacuumed.map { String(format: "%.2fx", Double(size) / Double($0)) } ?? "n/a",
            ]
            print(zip(header, row).map { $1.padding(toLength: max(10, $0.count), withPad: " ", startingAt: 0) }.joined(separator: "  "))
        }
    }

    /// Writes the file in both forms under `root` (in a child process: the generator's memory is not the
    /// import's).
    static func writeData(to root: URL, expenses: Int) throws {
        var generator = DataSetGenerator()
        let dataSet = generator.dataSet(expenses: expenses, trips: 0)
        let pretty = file(of: .pretty, in: root)
        try DataDirectory.create(at: pretty.deletingLastPathComponent())
        try DocumentFile.expenses(in: pretty.deletingLastPathComponent()).save(dataSet.expenses)
        let compact = file(of: .compact, in: root)
        try DataDirectory.create(at: compact.deletingLastPathComponent())
        try JSONCompaction.copy(pretty, to: compact)
    }

    /// Imports the `expenses.json` in `directory` as the app's first start does, and writes what it measured.
    static func measureImport(in directory: URL) throws -> String {
        let began = MonotonicClock.now()
        let saved = try SavedData.open(directory: directory)
        let seconds = MonotonicClock.microseconds(since: began) / 1_000_000
        let memory = MemoryUsage.current()
        return ImportMeasurements(
            seconds: seconds, peakKiB: memory.peakKiB, imported: saved.budget.imported?.count ?? 0,
            notice: saved.notices.map(\.description).joined(separator: " ")).text
    }

    private static func file(of form: Form, in root: URL) -> URL {
        root.appendingPathComponent(form.rawValue, isDirectory: true).appendingPathComponent("expenses.json")
    }

    private static func size(of url: URL) -> Int {
        var status = stat()
        return stat(url.path, &status) == 0 ? Int(status.st_size) : 0
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_000_000)
    }

    /// The size of the database at `url` rebuilt by `VACUUM INTO` a new file at `copy` (with the sqlite3
    /// command, when the system has it): what its rows and indexes need at the least.
    private static func vacuumedSize(of url: URL, into copy: URL) -> Int? {
        let tool = "/usr/bin/sqlite3"
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [url.path, "VACUUM INTO '\(copy.path)'"]
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: copy) }
        return process.terminationStatus == 0 ? size(of: copy) : nil
    }
}

/// What one import measured, as lines of `name value` (`MeasuredLines`: the child writes them, the bench reads them).
struct ImportMeasurements {
    let seconds: Double
    let peakKiB: Int
    let imported: Int
    let notice: String
}

extension ImportMeasurements {
    /// The measures `text` holds.
    init(text: String) {
        let lines = MeasuredLines(text: text)
        self.init(
            seconds: lines.number("seconds"), peakKiB: lines.count("peak-kib"), imported: lines.count("imported"),
            notice: lines["notice"] ?? "")
    }

    /// The lines.
    var text: String {
        MeasuredLines([
            ("seconds", "\(seconds)"), ("peak-kib", "\(peakKiB)"), ("imported", "\(imported)"), ("notice", notice),
        ]).text
    }
}

/// Measures as a child process of the bench writes them on its standard output and the bench reads them: a
/// line each, its name, a space and its value (a value's line breaks written as spaces).
struct MeasuredLines {
    /// The names and values, in order.
    private var values: [(name: String, value: String)]

    init(_ values: [(name: String, value: String)]) {
        self.values = values
    }

    /// The measures in `text`; a line without a space is passed over.
    init(text: String) {
        values = text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    /// The value named `name`, if there is one.
    subscript(name: String) -> String? {
        values.last { $0.name == name }?.value
    }

    /// The number named `name`; 0 when there is none.
    func number(_ name: String) -> Double {
        self[name].flatMap(Double.init) ?? 0
    }

    /// The whole number named `name`; 0 when there is none.
    func count(_ name: String) -> Int {
        self[name].flatMap { Int($0) } ?? 0
    }

    /// The lines.
    var text: String {
        values.map { "\($0.name) \($0.value.replacingOccurrences(of: "\n", with: " "))" }.joined(separator: "\n")
    }
}
