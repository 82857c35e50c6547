import Foundation
import TravelModel

/// `wishlist export` of a data directory to /dev/null, in each format (the expenses as CSV and as a journal, all
/// the data as the JSON document): each export runs in a child process of its own (`--export-run`), so that its
/// time and peak memory are its own; then, when the `wishlist` built beside this bench is there, the real
/// command, timed from its start to its end, with its peak RSS as the kernel counts it (`wait4`). Target
/// (issue 24): 1,000,000 expenses in under 5 s, in under 100 MiB.
@MainActor
struct ExportBenchmark {
    /// The data directory exported (read only: nothing is written there but SQLite's `-wal` and `-shm`, which
    /// a reader of a WAL database makes when the app is not running).
    let directory: URL

    /// The formats, as `--format` names them.
    static let formats = ["csv", "journal", "json"]

    func run() throws {
        print("Export of \(directory.path) to /dev/null (the expenses, or all as JSON), each run in a process of its own")
        print("target: 1,000,000 expenses in under 5 s and 100 MiB")
        print("")
        let header = ["", "format", "expenses", "MB written", "time (s)", "peak RSS (MiB)"]
        print(Self.row(header))
        for format in Self.formats {
            for run in 1...2 {
                let measured = ExportMeasurements(text: try ChildProcess.run { _ in ["--export-run", directory.path, format] })
                print(Self.row([
                    "in process, run \(run)", format, measured.written.formatted(),
                    String(format: "%.1f", Double(measured.bytes) / 1_000_000), String(format: "%.2f", measured.seconds),
                    String(format: "%.1f", Double(measured.peakKiB) / 1024),
                ]))
            }
        }
        let wishlist = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("wishlist").path
        guard FileManager.default.isExecutableFile(atPath: wishlist) else {
            print("(no wishlist beside the bench: build it with swift build -c release --product wishlist)")
            return
        }
        for format in Self.formats {
            let (seconds, peakKiB) = try ChildProcess.measure(wishlist, ["export", "--data-dir", directory.path, "--format", format])
            print(Self.row([
                "wishlist export", format, "", "", String(format: "%.2f", seconds), String(format: "%.1f", Double(peakKiB) / 1024),
            ]))
        }
    }

    /// Exports `directory` as `format` (one of `formats`) to /dev/null in this process, and writes what it
    /// measured; nil for a format that is not one.
    static func measureExport(in directory: URL, format: String) throws -> String? {
        let began = MonotonicClock.now()
        let database = try ReadOnlyDatabase.open(directory: directory)
        let destination = try ExportDestination.file(atPath: "/dev/null")
        let written: Int
        switch format {
        case "json":
            written = try DataDocumentExport().write(from: database, to: destination.output).written.expenses
        default:
            guard let format = ExpenseExport.Format(rawValue: format) else { return nil }
            written = try ExpenseExport(format: format).write(from: database, to: destination.output).written
        }
        try destination.finish()
        let seconds = MonotonicClock.microseconds(since: began) / 1_000_000
        return ExportMeasurements(
            seconds: seconds, peakKiB: MemoryUsage.current().peakKiB, written: written,
            bytes: destination.output.bytesWritten).text
    }

    /// Imports the JSON document in `file` into the data directory `directory` (made when missing), in this
    /// process, and prints the time it took, the peak RSS and what the import did: the other half of the JSON
    /// export's round trip, at any size.
    static func measureDocumentImport(file: String, directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let began = MonotonicClock.now()
        let summary = try DataDocumentImport.importDocument(atPath: file, intoDirectory: directory)
        let seconds = MonotonicClock.microseconds(since: began) / 1_000_000
        print("Import of \(file) into \(directory.path): \(String(format: "%.2f", seconds)) s, "
            + "peak RSS \(String(format: "%.1f", Double(MemoryUsage.current().peakKiB) / 1024)) MiB")
        print("added: \(summary.added)")
        print("there already: \(summary.alreadyThere)")
    }

    private static func row(_ cells: [String]) -> String {
        zip(cells, [22, 8, 10, 10, 8, 14]).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }
            .joined(separator: "  ")
    }
}

/// What one export measured, as lines of `name value` (`MeasuredLines`: the child writes them, the bench reads them).
struct ExportMeasurements {
    let seconds: Double
    let peakKiB: Int
    let written: Int
    let bytes: Int
}

extension ExportMeasurements {
    /// The measures `text` holds.
    init(text: String) {
        let lines = MeasuredLines(text: text)
        self.init(
            seconds: lines.number("seconds"), peakKiB: lines.count("peak-kib"), written: lines.count("written"),
            bytes: lines.count("bytes"))
    }

    /// The lines.
    var text: String {
        MeasuredLines([("seconds", "\(seconds)"), ("peak-kib", "\(peakKiB)"), ("written", "\(written)"), ("bytes", "\(bytes)")]).text
    }
}
