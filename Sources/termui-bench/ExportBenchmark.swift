import Foundation
import TravelModel

/// `wishlist export` of a data directory's expenses to /dev/null, in each format: each export runs in a child
/// process of its own (`--export-run`), so that its time and peak memory are its own; then, when the `wishlist`
/// built beside this bench is there, the real command, timed from its start to its end, with its peak RSS as the
/// kernel counts it (`wait4`). Target (issue 24): 1,000,000 expenses in under 5 s, in under 100 MiB.
@MainActor
struct ExportBenchmark {
    /// The data directory exported (read only: nothing is written there but SQLite's `-wal` and `-shm`, which
    /// a reader of a WAL database makes when the app is not running).
    let directory: URL

    func run() throws {
        print("Export of the expenses of \(directory.path) to /dev/null, oldest first, each run in a process of its own")
        print("target: 1,000,000 expenses in under 5 s and 100 MiB")
        print("")
        let header = ["", "format", "expenses", "MB written", "time (s)", "peak RSS (MiB)"]
        print(Self.row(header))
        for format in ExpenseExport.Format.allCases {
            for run in 1...2 {
                let measured = ExportMeasurements(text: try ChildProcess.run { _ in ["--export-run", directory.path, format.rawValue] })
                print(Self.row([
                    "in process, run \(run)", format.rawValue, measured.written.formatted(),
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
        for format in ExpenseExport.Format.allCases {
            let (seconds, peakKiB) = try ChildProcess.measure(wishlist, ["export", "--data-dir", directory.path, "--format", format.rawValue])
            print(Self.row([
                "wishlist export", format.rawValue, "", "", String(format: "%.2f", seconds), String(format: "%.1f", Double(peakKiB) / 1024),
            ]))
        }
    }

    /// Exports the expenses of `directory` as `format` to /dev/null in this process, and writes what it measured.
    static func measureExport(in directory: URL, format: ExpenseExport.Format) throws -> String {
        let began = MonotonicClock.now()
        let database = try ReadOnlyDatabase.open(directory: directory)
        let destination = try ExportDestination.file(atPath: "/dev/null")
        let summary = try ExpenseExport(format: format).write(from: database, to: destination.output)
        try destination.finish()
        let seconds = MonotonicClock.microseconds(since: began) / 1_000_000
        return ExportMeasurements(
            seconds: seconds, peakKiB: MemoryUsage.current().peakKiB, written: summary.written,
            bytes: destination.output.bytesWritten).text
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
