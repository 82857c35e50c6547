import Foundation
import TravelModel

/// `wishlist import` of a bank's CSV export of 100,000 transactions (or more or fewer), a German account's and
/// a US card's (`BankExportWriter`), each into a copy of a data directory that holds 10,000 expenses already:
/// each import runs in a child process of its own (`--csv-import-run`), the guess and the import timed apart,
/// with its peak memory; then, when the `wishlist` built beside this bench is there, the real command, timed
/// from its start to its end. Target (issue 24): 100,000 rows in under 3 s. With `TERMUI_BENCH_CPU=1`, the guess
/// and the import in process are the thread's processor time (`MonotonicClock.time`); the real command's is the
/// clock's.
@MainActor
struct CSVImportBenchmark {
    /// How many transactions each file holds.
    let rows: Int
    /// How many expenses the data directory holds before the import.
    static let existingExpenses = 10_000

    func run() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termui-bench-csv-\(getpid())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let base = root.appendingPathComponent("base", isDirectory: true)
        var generator = DataSetGenerator()
        try DataSetStorage.write(generator.dataSet(expenses: Self.existingExpenses, trips: 20), to: base)
        print("Import of a bank's CSV export of \(rows.formatted()) rows into a data directory of \(Self.existingExpenses.formatted()) expenses")
        print("each run in a process of its own (guess, then import: one transaction); target: 100,000 rows in under 3 s")
        print("")
        let header = ["", "file", "MB", "imported", "skipped", "guess (s)", "import (s)", "peak RSS (MiB)"]
        print(Self.row(header))
        let wishlist = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("wishlist").path
        for style in BankExportWriter.Style.allCases {
            let file = root.appendingPathComponent("\(style.rawValue).csv")
            try BankExportWriter(style: style, rows: rows).write(to: file)
            let megabytes = String(format: "%.1f", Double(BenchFiles.size(of: file)) / 1_000_000)
            for run in 1...2 {
                let directory = try BenchFiles.copy(base, to: root.appendingPathComponent("\(style.rawValue)-\(run)", isDirectory: true))
                let measured = CSVImportMeasurements(text: try ChildProcess.run { _ in ["--csv-import-run", directory.path, file.path] })
                print(Self.row([
                    "in process, run \(run)", style.rawValue, megabytes, "\(measured.imported)", "\(measured.skipped)",
                    String(format: "%.2f", measured.guessSeconds), String(format: "%.2f", measured.importSeconds),
                    String(format: "%.1f", Double(measured.peakKiB) / 1024),
                ]))
            }
            guard FileManager.default.isExecutableFile(atPath: wishlist) else { continue }
            let directory = try BenchFiles.copy(base, to: root.appendingPathComponent("\(style.rawValue)-wishlist", isDirectory: true))
            let (seconds, peakKiB) = try ChildProcess.measure(wishlist, ["import", file.path, "--data-dir", directory.path], silencing: [1, 2])
            print(Self.row([
                "wishlist import", style.rawValue, megabytes, "", "", "", String(format: "%.2f", seconds),
                String(format: "%.1f", Double(peakKiB) / 1024),
            ]))
        }
        if !FileManager.default.isExecutableFile(atPath: wishlist) {
            print("(no wishlist beside the bench: build it with swift build -c release --product wishlist)")
        }
    }

    /// Guesses and imports `file` into the data directory `directory` in this process, and writes what it
    /// measured.
    static func measureImport(in directory: URL, file: URL) throws -> String {
        var database: AppDatabase?
        var guess: CSVImportGuess?
        let guessing = try MonotonicClock.time {
            database = try AppDatabase.openLocked(directory: directory)
            guess = try CSVImportGuess.make(path: file.path, locale: Locale(identifier: "en_US"), currencyCode: "USD")
        }
        guard let database, let guess else { return "" }
        var report = CSVImportReport()
        let importing = try MonotonicClock.time { report = try CSVImport(path: file.path, settings: guess.settings).run(into: database) }
        return CSVImportMeasurements(
            guessSeconds: guessing / 1_000_000, importSeconds: importing / 1_000_000,
            peakKiB: MemoryUsage.current().peakKiB, imported: report.imported, skipped: report.skippedCount).text
    }

    private static func row(_ cells: [String]) -> String {
        zip(cells, [20, 7, 6, 9, 8, 10, 11, 14]).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }
            .joined(separator: "  ")
    }
}

/// What one CSV import measured, as lines of `name value` (`MeasuredLines`).
struct CSVImportMeasurements {
    let guessSeconds: Double
    let importSeconds: Double
    let peakKiB: Int
    let imported: Int
    let skipped: Int
}

extension CSVImportMeasurements {
    /// The measures `text` holds.
    init(text: String) {
        let lines = MeasuredLines(text: text)
        self.init(
            guessSeconds: lines.number("guess-seconds"), importSeconds: lines.number("import-seconds"),
            peakKiB: lines.count("peak-kib"), imported: lines.count("imported"), skipped: lines.count("skipped"))
    }

    /// The lines.
    var text: String {
        MeasuredLines([
            ("guess-seconds", "\(guessSeconds)"), ("import-seconds", "\(importSeconds)"), ("peak-kib", "\(peakKiB)"),
            ("imported", "\(imported)"), ("skipped", "\(skipped)"),
        ]).text
    }
}
