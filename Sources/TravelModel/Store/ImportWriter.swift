/// How a store's first content goes into the database, inside the one transaction of an import
/// (`DatabaseOpening.giveFirstContent`): each entry as it is read, then `finish()` once the file is known to be
/// whole. A file that turns out not whole rolls back all of it, `finish()` or not.
protocol ImportWriter<Content>: AnyObject {
    associatedtype Content

    /// Writes the next entry.
    func write(_ content: Content) throws

    /// Completes what the entries written need (such as indexes made after them), after the last.
    func finish() throws
}

/// Entries written a batch of `DatabaseOpening.importBatchSize` at a time, by a function of a store's table
/// that writes several (`TripTable.upsert`).
final class BatchedImport<Content>: ImportWriter {
    private let connection: DatabaseConnection
    private let insert: (DatabaseConnection, [Content]) throws -> Void
    private var batch: [Content] = []

    init(connection: DatabaseConnection, insert: @escaping (DatabaseConnection, [Content]) throws -> Void) {
        self.connection = connection
        self.insert = insert
        batch.reserveCapacity(DatabaseOpening.importBatchSize)
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
