import Foundation
import TermUI

// termui-bench: frame costs of TermUI on a 200x50 screen, and a plain full-screen list for side-by-side runs.
//
//   termui-bench            the full table
//   termui-bench --quick    fewer frames (for CI)
//   termui-bench --list N   a full-screen List of N rows in this terminal (q quits)

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let index = arguments.firstIndex(of: "--list") {
        let count = arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) : nil
        guard let count, count >= 0 else {
            FileHandle.standardError.write(Data("termui-bench: --list needs a row count, e.g. --list 10000\n".utf8))
            exit(64)
        }
        BenchListApp(rowCount: count).run(options: LaunchOptions(programName: "termui-bench"))
    }
    if let unknown = arguments.first(where: { $0 != "--quick" }) {
        FileHandle.standardError.write(Data("termui-bench: unknown argument '\(unknown)' (use --quick or --list N)\n".utf8))
        exit(64)
    }
    let benchmark = Benchmark(quick: arguments.contains("--quick"))
    do {
        try benchmark.run()
    } catch {
        FileHandle.standardError.write(Data("termui-bench: \(error)\n".utf8))
        exit(1)
    }
}
