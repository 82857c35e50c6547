import Foundation

/// Timings of the real run loop, written to the file named by `TERMUI_TRACE` when the app ends: when the
/// first frame was on the terminal (wall-clock nanoseconds, to compare with the time the process was
/// started), and for each batch of input how long it took from reading the keys to the frame's bytes being
/// written.
@MainActor
package final class RunLoopTrace {
    private let path: String
    private var firstFrameTime: UInt64?
    private var inputTimes: [(keys: Int, microseconds: Double)] = []

    /// The trace asked for by the environment, if any.
    package static func fromEnvironment() -> RunLoopTrace? {
        guard let path = ProcessInfo.processInfo.environment["TERMUI_TRACE"], !path.isEmpty else { return nil }
        return RunLoopTrace(path: path)
    }

    private init(path: String) {
        self.path = path
    }

    /// Notes that the first frame has been written.
    func firstFrameDrawn() {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        firstFrameTime = UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Notes one batch of input handled and drawn.
    func inputHandled(keys: Int, since start: UInt64) {
        inputTimes.append((keys, Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000))
    }

    /// Writes the trace file.
    func write() {
        var text = "first_frame_realtime_ns \(firstFrameTime ?? 0)\n"
        for entry in inputTimes { text += "input keys \(entry.keys) us \(String(format: "%.1f", entry.microseconds))\n" }
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}
