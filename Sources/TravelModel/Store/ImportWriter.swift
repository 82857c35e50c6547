/// How a store's first content goes into the database, inside the one transaction of an import
/// (`DatabaseOpening.giveFirstContent`): each entry as it is read, then `finish()` once the file is known to be
/// whole. A file that turns out not whole rolls back all of it, `finish()` or not. Its type is used from the
/// thread that reads the file (`preparation()` is called there), so it is `SendableMetatype`.
protocol ImportWriter<Content>: AnyObject, SendableMetatype {
    associatedtype Content
    /// An entry with what its write needs worked out, where that needs no database.
    associatedtype Prepared: Sendable

    /// Makes the function that prepares each entry of one import in turn, on the thread that reads the file
    /// (`DocumentFile.readEntriesAlongside`), keeping what entries share between calls.
    static func preparation() -> (Content) throws -> Prepared

    /// Writes the next entry.
    func write(_ prepared: Prepared) throws

    /// Completes what the entries written need (such as indexes made after them), after the last.
    func finish() throws
}

/// Entries written a batch of `DatabaseOpening.importBatchSize` at a time, by a function of a store's table
/// that writes several (`TripTable.upsert`).
final class BatchedImport<Content: Sendable>: ImportWriter {
    private let connection: DatabaseConnection
    private let insert: (DatabaseConnection, [Content]) throws -> Void
    private var batch: [Content] = []

    init(connection: DatabaseConnection, insert: @escaping (DatabaseConnection, [Content]) throws -> Void) {
        self.connection = connection
        self.insert = insert
        batch.reserveCapacity(DatabaseOpening.importBatchSize)
    }

    /// Nothing to prepare: an entry is written as it is read.
    static func preparation() -> (Content) throws -> Content {
        { $0 }
    }

    func write(_ content: Content) throws {
        batch.append(content)
        if batch.count == DatabaseOpening.importBatchSize { try flush() }
    }

    func finish() throws {
        try flush()
    }

    private func flush() throws {
        try insert(connection, batch)
        batch.removeAll(keepingCapacity: true)
    }
}
