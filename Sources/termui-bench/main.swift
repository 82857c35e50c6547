import Foundation
import TermUI
import TravelModel

// termui-bench: frame costs of TermUI on a 200x50 screen, a plain full-screen list for side-by-side runs, and
// the wishlist app on generated data sets.
//
//   termui-bench            the full table
//   termui-bench --quick    fewer frames (for CI)
//   termui-bench --list N   a full-screen List of N rows in this terminal (q quits)
//   termui-bench --photos   a row of 125 photo cards scrolled in half blocks, kitty, sixel and iTerm2, by single keys and held (PhotoRowBenchmark)
//   termui-bench --app      the wishlist app at 100, 10,000 and 1,000,000 expenses (several minutes)
//   termui-bench --app-data DIR EXPENSES TRIPS
//                           writes a generated data set to the data directory DIR (for wishlist --data-dir DIR)
//   termui-bench --import [EXPENSES]
//                           the first start over an earlier version's expenses.json of 1,000,000 expenses (or
//                           EXPENSES), pretty-printed and compact: time, peak RSS, the database and WAL left
//   termui-bench --import-data DIR EXPENSES, --import-run DIR
//                           (used by --import) writes the two files under DIR; imports DIR's, measures on stdout
//   termui-bench --export DIR
//                           wishlist export of DIR to /dev/null: the expenses as CSV and as a journal, and all
//                           the data as JSON: time, peak RSS
//                           (in a child process each, and through the wishlist built beside the bench)
//   termui-bench --csv-import [ROWS]
//                           wishlist import of a German bank's and a US card's CSV export of 100,000 rows (or ROWS)
//                           into a data directory of 10,000 expenses: the guess and the import's time, peak RSS
//   termui-bench --csv-import-run DIR FILE
//                           (used by --csv-import) guesses and imports FILE into DIR, measures on stdout
//   termui-bench --sync [EXPENSES]
//                           sync of a data directory of 10,000 expenses (or EXPENSES) through a folder: all of it
//                           into the outbox and written, then applied into an empty database (on its connection,
//                           and on one of its own, as the app does) and into the same data, with the longest wait
//                           meanwhile of a read and of a write through the database's connection
//   termui-bench --sync-year [DAYS]
//                           two machines syncing once a day through a folder over a generated year (or DAYS) of
//                           edits: what sync keeps beside the data (versions of fields, deleted trips' rows,
//                           conflicts) each quarter and at the end
//   termui-bench --export-run DIR FORMAT
//                           (used by --export) exports DIR as FORMAT (csv, journal, json) to /dev/null, measures
//                           on stdout
//   termui-bench --import-json FILE DIR
//                           imports the JSON document FILE (wishlist export --format json) into the data directory
//                           DIR, in this process: time, peak RSS, what was added and what was there
//   termui-bench --app-run DIR SPAWNED_AT PRESSES ADDITIONS
//                           (used by --app) the app scenarios on DIR, in this process, measures on standard output;
//                           with TERMUI_BENCH_SCREENS=1 the screens it drives on standard error

/// Ends the bench with a message on standard error.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("termui-bench: \(message)\n".utf8))
    exit(status)
}

/// `arguments` as whole numbers of at least 0, or nil when one is not.
func counts(_ arguments: [String]) -> [Int]? {
    let numbers = arguments.compactMap { Int($0) }.filter { $0 >= 0 }
    return numbers.count == arguments.count ? numbers : nil
}

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let index = arguments.firstIndex(of: "--list") {
        let count = arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) : nil
        guard let count, count >= 0 else { fail("--list needs a row count, e.g. --list 10000", status: 64) }
        BenchListApp(rowCount: count).run(options: LaunchOptions(programName: "termui-bench"))
    }
    do {
        switch arguments.first {
        case "--photos" where arguments.count == 1:
            try PhotoRowBenchmark().run()
        case "--app" where arguments.count == 1:
            try AppBenchmark(sizes: AppBenchmark.sizes).run()
        case "--app-data":
            guard arguments.count == 4, let sizes = counts(Array(arguments[2...])) else {
                fail("--app-data needs a directory and two counts, e.g. --app-data /tmp/data 30000 500", status: 64)
            }
            var generator = DataSetGenerator()
            try DataSetStorage.write(generator.dataSet(expenses: sizes[0], trips: sizes[1]),
                                     to: URL(fileURLWithPath: arguments[1], isDirectory: true))
        case "--import" where arguments.count <= 2:
            guard let count = counts(Array(arguments.dropFirst())) else { fail("--import takes a count of expenses", status: 64) }
            try ImportBenchmark(expenses: count.first ?? 1_000_000).run()
        case "--import-data":
            guard arguments.count == 3, let count = counts([arguments[2]]) else {
                fail("--import-data needs a directory and a count", status: 64)
            }
            try ImportBenchmark.writeData(to: URL(fileURLWithPath: arguments[1], isDirectory: true), expenses: count[0])
        case "--import-run" where arguments.count == 2:
            print(try ImportBenchmark.measureImport(in: URL(fileURLWithPath: arguments[1], isDirectory: true)))
        case "--csv-import" where arguments.count <= 2:
            guard let count = counts(Array(arguments.dropFirst())) else { fail("--csv-import takes a count of rows", status: 64) }
            try CSVImportBenchmark(rows: count.first ?? 100_000).run()
        case "--csv-import-run" where arguments.count == 3:
            print(try CSVImportBenchmark.measureImport(
                in: URL(fileURLWithPath: arguments[1], isDirectory: true), file: URL(fileURLWithPath: arguments[2])))
        case "--sync" where arguments.count <= 2:
            guard let count = counts(Array(arguments.dropFirst())) else { fail("--sync takes a count of expenses", status: 64) }
            try SyncBenchmark(expenses: count.first ?? 10_000).run()
        case "--sync-year" where arguments.count <= 2:
            guard let count = counts(Array(arguments.dropFirst())), count.first != 0 else { fail("--sync-year takes a count of days", status: 64) }
            try SyncYearBenchmark(days: count.first ?? 365).run()
        case "--export" where arguments.count == 2:
            try ExportBenchmark(directory: URL(fileURLWithPath: arguments[1], isDirectory: true)).run()
        case "--export-run" where arguments.count == 3:
            guard let measured = try ExportBenchmark.measureExport(in: URL(fileURLWithPath: arguments[1], isDirectory: true), format: arguments[2]) else {
                fail("--export-run takes csv, journal or json", status: 64)
            }
            print(measured)
        case "--import-json" where arguments.count == 3:
            try ExportBenchmark.measureDocumentImport(
                file: arguments[1], directory: URL(fileURLWithPath: arguments[2], isDirectory: true))
        case "--app-run":
            guard arguments.count == 5, let numbers = counts(Array(arguments[2...])) else {
                fail("--app-run needs a directory, a spawn time and two counts", status: 64)
            }
            let scenarios = AppScenarios(
                directory: URL(fileURLWithPath: arguments[1], isDirectory: true), spawnedAt: UInt64(numbers[0]),
                presses: numbers[1], additions: numbers[2])
            print(try scenarios.run().text)
        case nil:
            try Benchmark(quick: false).run()
        case "--quick" where arguments.count == 1:
            try Benchmark(quick: true).run()
        default:
            fail("unknown arguments '\(arguments.joined(separator: " "))' (use --quick, --list N, --photos, --app, --import, --csv-import, --sync, --sync-year or --export DIR)", status: 64)
        }
    } catch {
        fail("\(error)", status: 1)
    }
}
