import Foundation
@testable import TravelModel

/// What the journeys of the commands for scripts ask of a data directory or a database file from outside.
enum DataDirectoryChecks {
    /// The titles of the expenses in the database `file`, read without changing it.
    static func titles(inDatabase file: String) throws -> Set<String> {
        let connection = try DatabaseConnection(.file(path: file), access: .readOnly)
        return Set(try connection.prepare("SELECT title FROM expense").rows { try $0.column(0, as: String.self) })
    }

    /// Waits until nothing in this process holds the lock on `directory` any more (the stores' database lets
    /// go of it once its queue has run its last block).
    static func waitForTheLock(of directory: String) throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while true {
            do {
                try DataLock.acquire(in: URL(fileURLWithPath: directory)).release()
                return
            } catch DataFileError.inUse where ContinuousClock.now < deadline {
                usleep(10_000)
            }
        }
    }
}
