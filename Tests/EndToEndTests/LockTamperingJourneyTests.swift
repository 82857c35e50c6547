import Foundation
import Testing

/// The lock on the data directory in the real app: whatever is done to `wishlist.lock` while a copy runs
/// (removed, replaced by a new file, replaced by a FIFO), a second copy refuses to start and says the data is
/// in use, and the first goes on and quits as usual.
@Suite(.serialized)
struct LockTamperingJourneyTests {
    @Test func aSecondCopyIsRefusedWhateverWasDoneToTheLockFile() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-lock-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let command = "'\(Products.wishlist)' --data-dir '\(directory)' --currency USD"
        let lockPath = directory + "/wishlist.lock"

        let first = try TmuxSession(command: command, columns: 80, rows: 24)
        try first.waitFor("? help")
        let tamperings: [(name: String, apply: () -> Bool)] = [
            ("removed", { true }),
            ("replaced by a new file", { FileManager.default.createFile(atPath: lockPath, contents: Data()) }),
            ("replaced by a FIFO", { mkfifo(lockPath, 0o600) == 0 }),
        ]
        for tampering in tamperings {
            unlink(lockPath)
            #expect(tampering.apply(), "\(tampering.name)")
            let second = try TmuxSession(command: command, columns: 80, rows: 24)
            #expect(try second.waitForExit() == 2, "\(tampering.name)")
            let screen = try second.joinedScreen()
            #expect(screen.contains("The data in \(directory) is in use by another copy of wishlist"), "\(tampering.name): \(screen)")
        }
        // The first copy never noticed.
        try first.press("q")
        #expect(try first.waitForExit() == 0)
    }
}
