import Foundation

/// This bench run again as a child process, so that each data set is loaded in a process of its own: no
/// memory shared between sizes, and a start-up measured from the moment the process was spawned.
enum ChildProcess {
    /// Runs this executable with the arguments `arguments` makes from the moment of spawning (a
    /// `MonotonicClock` time), and returns what it wrote to standard output; its standard error is this one's.
    ///
    /// - Throws: `AppBenchmarkError.childFailed` when it cannot start or ends with a status other than 0.
    static func run(_ arguments: (UInt64) -> [String]) throws -> String {
        let process = Process()
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        process.executableURL = URL(fileURLWithPath: executable)
        let output = Pipe()
        process.standardOutput = output
        let spawnedAt = MonotonicClock.now()
        process.arguments = arguments(spawnedAt)
        let description = ([executable] + (process.arguments ?? [])).joined(separator: " ")
        do {
            try process.run()
        } catch {
            throw AppBenchmarkError.childFailed(description, "\(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw AppBenchmarkError.childFailed(description, "ended with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
