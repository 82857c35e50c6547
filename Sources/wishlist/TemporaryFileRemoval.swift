import Foundation
import Synchronization

/// Removes a command's temporary file when the process is ended by a signal (Ctrl-C's SIGINT, SIGTERM,
/// SIGHUP) while it writes one, so that an interrupted `-o FILE` leaves nothing behind, as a failed one does;
/// then the signal ends the process as it would have.
///
/// The handler only loads an atomic pointer and calls `unlink`, `signal` and `raise`, which a signal handler
/// may: the path is copied into memory of its own beforehand, never read from a Swift string in the handler.
enum TemporaryFileRemoval {
    /// The signals that end a command and have the file removed first.
    private static let endingSignals = [SIGINT, SIGTERM, SIGHUP]

    /// The address of the path the handler removes, a C string of its own (`strdup`), or 0 for none.
    private static let pendingPath = Atomic<UInt>(0)

    /// From now on, a signal removes the file at `path` first; nil: none does any more (the signals' usual
    /// actions are back).
    static func removeOnSignal(_ path: String?) {
        guard let path else {
            for number in endingSignals { signal(number, SIG_DFL) }
            free(UnsafeMutablePointer<CChar>(bitPattern: pendingPath.exchange(0, ordering: .sequentiallyConsistent)))
            return
        }
        let copy = UInt(bitPattern: strdup(path))
        free(UnsafeMutablePointer<CChar>(bitPattern: pendingPath.exchange(copy, ordering: .sequentiallyConsistent)))
        for number in endingSignals {
            signal(number) { number in
                let address = TemporaryFileRemoval.pendingPath.load(ordering: .sequentiallyConsistent)
                if let path = UnsafePointer<CChar>(bitPattern: address) { unlink(path) }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
