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

    /// Runs `executable` (another program, such as the wishlist built beside the bench) with `arguments`, the
    /// descriptors `silencing` (standard output by default) to /dev/null, and gives the seconds from its start to
    /// its end and its peak resident set in KiB, as the kernel counts it (`wait4`'s `ru_maxrss`).
    ///
    /// - Throws: `AppBenchmarkError.childFailed` when it cannot start or ends with a status other than 0.
    static func measure(_ executable: String, _ arguments: [String], silencing: [Int32] = [1]) throws -> (seconds: Double, peakKiB: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in silencing { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let began = MonotonicClock.now()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw AppBenchmarkError.childFailed(executable, "cannot start")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = MonotonicClock.microseconds(since: began) / 1_000_000
        guard status == 0 else {
            throw AppBenchmarkError.childFailed(([executable] + arguments).joined(separator: " "), "ended with status \(status)")
        }
        return (seconds, usage.ru_maxrss)
    }
}
