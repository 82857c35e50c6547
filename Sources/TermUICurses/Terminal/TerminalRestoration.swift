import Foundation
import TermUIBase
import TermUIViews

/// Gives the terminal back to the shell however the program ends: on a normal quit, on a fatal error, and on
/// a crash signal. While the app runs, standard error goes to a hidden file, and its contents are written to
/// the real standard error once the terminal is restored, so messages (a crash report included) are not
/// lost on the alternate screen.
enum TerminalRestoration {
    // Crash-handler state. Safety: every variable below is written only by `install` and `uninstall`, on the
    // main thread, while the crash handlers are not installed (they are installed after the writes and
    // removed before the clearing); the handlers only read them.
    nonisolated(unsafe) private static var resetBytes: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) private static var resetLength = 0
    nonisolated(unsafe) private static var savedModes: UnsafeMutablePointer<termios>?
    nonisolated(unsafe) private static var terminalDescriptor: Int32 = -1
    nonisolated(unsafe) private static var capturedErrorDescriptor: Int32 = -1
    nonisolated(unsafe) private static var originalErrorDescriptor: Int32 = -1
    nonisolated(unsafe) private static var copyBuffer: UnsafeMutablePointer<UInt8>?

    @MainActor private static var activeTerminal: (any Terminal)?

    private static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Prepares to restore `terminal`: `savedModes` are the terminal modes from before it started.
    @MainActor
    static func install(for terminal: CursesTerminal, savedModes modes: termios?, descriptor: Int32) {
        activeTerminal = terminal
        let bytes = terminal.emergencyResetSequence()
        resetBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        resetBytes?.initialize(from: bytes, count: bytes.count)
        resetLength = bytes.count
        if let modes {
            savedModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
            savedModes?.initialize(to: modes)
        }
        terminalDescriptor = descriptor
        copyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: copyChunk * (1 + ControlByteFilter.expansion) + ControlByteFilter.expansion)
        captureStandardError()
        for signalNumber in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                TerminalRestoration.restoreAfterCrash()
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
            sigaction(signalNumber, &action, nil)
        }
    }

    /// Restores the terminal now through ncurses and shows what went to standard error. Safe to call twice.
    @MainActor
    static func restoreNow() {
        guard let terminal = activeTerminal else { return }
        activeTerminal = nil
        for signalNumber in crashSignals { signal(signalNumber, SIG_DFL) }
        terminal.shutdown()
        releaseStandardError()
    }

    /// Sends standard error to an unlinked temporary file for as long as the app runs.
    private static func captureStandardError() {
        var template = Array("/tmp/termui-stderr-XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let original = dup(STDERR_FILENO)
        guard original >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            close(file)
            if original >= 0 { close(original) }
            return
        }
        capturedErrorDescriptor = file
        originalErrorDescriptor = original
    }

    /// Puts standard error back and writes out what was captured.
    private static func releaseStandardError() {
        guard capturedErrorDescriptor >= 0, originalErrorDescriptor >= 0 else { return }
        dup2(originalErrorDescriptor, STDERR_FILENO)
        copyCapturedError()
        close(capturedErrorDescriptor)
        close(originalErrorDescriptor)
        capturedErrorDescriptor = -1
        originalErrorDescriptor = -1
    }

    /// How many bytes of the captured standard error are read at a time.
    private static let copyChunk = 4096

    /// Copies the captured standard error to the original one, with async-signal-safe calls only, its controls
    /// shown as the screen shows them (`ControlByteFilter`): what a library or the runtime wrote there (a crash
    /// report quoting data, say) reaches the terminal without an escape sequence.
    private static func copyCapturedError() {
        guard let buffer = copyBuffer, capturedErrorDescriptor >= 0, originalErrorDescriptor >= 0 else { return }
        let filtered = buffer + copyChunk
        var filter = ControlByteFilter()
        fsync(capturedErrorDescriptor)
        lseek(capturedErrorDescriptor, 0, SEEK_SET)
        while true {
            let count = read(capturedErrorDescriptor, buffer, copyChunk)
            if count <= 0 { break }
            _ = write(originalErrorDescriptor, filtered, filter.filter(buffer, count: count, into: filtered))
        }
        _ = write(originalErrorDescriptor, filtered, filter.finish(into: filtered))
    }

    /// The crash path: restore modes and screen with async-signal-safe calls, then show standard error.
    private static func restoreAfterCrash() {
        if terminalDescriptor >= 0 {
            if let bytes = resetBytes, resetLength > 0 { _ = write(terminalDescriptor, bytes, resetLength) }
            if let modes = savedModes { tcsetattr(terminalDescriptor, TCSANOW, modes) }
        }
        if originalErrorDescriptor >= 0 {
            dup2(originalErrorDescriptor, STDERR_FILENO)
            copyCapturedError()
        }
    }
}
