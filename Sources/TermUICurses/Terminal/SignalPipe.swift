import Foundation
import TermUIViews

/// Turns signals into bytes on a pipe, so the run loop handles them on the main thread like input: the
/// handler itself only writes one byte, which is async-signal-safe.
enum SignalPipe {
    /// The write end of the pipe. Safety: written once by `open()` before any handler is installed, and
    /// only read by the handlers afterwards.
    nonisolated(unsafe) private static var writeDescriptor: Int32 = -1

    /// Opens the pipe and installs handlers for the signals; returns the read end, or nil on failure.
    static func open(for signals: [Int32]) -> Int32? {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        writeDescriptor = descriptors[1]
        for signalNumber in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                var byte = UInt8(truncatingIfNeeded: signalNumber)
                _ = write(SignalPipe.writeDescriptor, &byte, 1)
            }
            action.sa_flags = Int32(SA_RESTART)
            sigaction(signalNumber, &action, nil)
        }
        return descriptors[0]
    }

    /// The signals waiting on the pipe's read end.
    static func drain(_ descriptor: Int32) -> [Int32] {
        var signals: [Int32] = []
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) == 1 { signals.append(Int32(byte)) }
        return signals
    }
}
