import Foundation

/// Records the synced tables' changes made through the app's connection (a session of SQLite's session
/// extension) and, in each write transaction before it commits, puts them into the outbox (`sync_outbox`) as
/// the content of the next sync file: so a change is committed together with what sync sends of it, and a
/// kill at any moment loses neither. The files are written from the outbox later (`SyncFolder`), off the key
/// path.
///
/// It lives on the database's queue, as its connection does.
final class SyncRecorder {
    /// This database's device id.
    let device: String
    private let connection: DatabaseConnection
    private var session: DatabaseSession
    /// The synced tables' columns here, in order.
    let columns: ChangesetTranslation.Columns
    private let clock: @Sendable () -> Date

    /// Starts recording the synced tables of `connection`, whose sync tables exist, as `device`, each commit
    /// dated by `clock`.
    init(connection: DatabaseConnection, device: String, clock: @escaping @Sendable () -> Date) throws {
        self.connection = connection
        self.device = device
        self.clock = clock
        session = try DatabaseSession(recording: SyncedTable.all.map(\.name), on: connection)
        columns = try Self.columns(in: connection)
    }

    /// The columns of each synced table of `connection`, in order.
    static func columns(in connection: DatabaseConnection) throws -> ChangesetTranslation.Columns {
        var columns: ChangesetTranslation.Columns = [:]
        for table in SyncedTable.all {
            columns[table.name] = try connection.prepare("SELECT name FROM pragma_table_info('\(table.name)') ORDER BY cid")
                .rows { try $0.column(0, as: String.self) }
        }
        return columns
    }

    /// Whether changes made now are recorded (not while changes from another machine are applied).
    var isRecording: Bool {
        get { session.isRecording }
        set { session.isRecording = newValue }
    }

    /// In a write transaction, before it commits: the changes recorded since the last commit into the outbox,
    /// and the versions of the fields they change (`FieldVersions`). Recording starts over, so that a
    /// transaction that then fails to commit is recorded again when it is tried again.
    func moveChangesToOutbox() throws {
        guard !session.isEmpty else { return }
        let bytes = try session.changeset()
        let fresh = try DatabaseSession(recording: SyncedTable.all.map(\.name), on: connection)
        fresh.isRecording = session.isRecording
        session = fresh
        guard !bytes.isEmpty else { return }
        try putInOutbox(Changeset(bytes: bytes), created: clock().timeIntervalSince1970)
    }

    /// Puts `changeset`, made at `created`, into the outbox with the rows it updates as they are now.
    private func putInOutbox(_ changeset: Changeset, created: Double) throws {
        let changes = try changeset.changes()
        var updatedRows: [[DatabaseValue]] = []
        for change in changes where change.kind == .update {
            updatedRows.append(try currentRow(of: change))
        }
        let file = SyncFile(schemaVersion: try connection.userVersion(), created: created, changeset: changeset.bytes, updatedRows: updatedRows)
        let insert = try connection.prepare("INSERT INTO sync_outbox (content) VALUES (?)")
        try insert.bind(file.encoded(), at: 1)
        try insert.execute()
        let versions = try FieldVersions(connection: connection)
        let version = FieldVersions.Version(time: created, device: device)
        let rowChanges = try ChangesetTranslation.rowChanges(of: changes, updatedRows: updatedRows, columns: columns)
        for change in rowChanges {
            try versions.record(change, at: version)
        }
        try DeletedTripRows.keep(deletionsIn: rowChanges, at: created, in: connection)
    }

    /// Every column of the row an update of the changeset names, as it is now.
    private func currentRow(of change: ChangesetChange) throws -> [DatabaseValue] {
        guard let names = columns[change.table], names.count == change.primaryKey.count else {
            throw SyncApplyError.mismatch("the table \(change.table) has other columns here")
        }
        let keyed = names.indices.filter { change.primaryKey[$0] }
        let condition = keyed.map { "\(names[$0]) = ?" }.joined(separator: " AND ")
        let statement = try connection.prepare("SELECT * FROM \(change.table) WHERE \(condition)")
        try statement.bind(keyed.map { change.old[$0] ?? .null })
        guard let row = try statement.rows({ row in try names.indices.map { try row.column($0, as: DatabaseValue.self) } }).first else {
            throw SyncApplyError.mismatch("a row of \(change.table) the changeset updates is not there")
        }
        return row
    }

    /// Puts all the data of the synced tables into the outbox as one file of inserts: a machine's first
    /// file, which brings another machine everything this one has (a session's difference from empty
    /// tables, `DatabaseSession.recordDifference`).
    func putEverythingInOutbox() throws {
        try connection.execute("ATTACH ':memory:' AS sync_empty")
        defer { try? connection.execute("DETACH sync_empty") }
        let snapshot = try DatabaseSession(recording: SyncedTable.all.map(\.name), on: connection)
        for table in SyncedTable.all {
            let sql = try connection.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
            try sql.bind(table.name, at: 1)
            // The columns and options as they are here (a renamed table's name is quoted in its definition).
            guard let definition = try sql.rows({ try $0.column(0, as: String.self) }).first,
                  let columns = definition.firstIndex(of: "(") else { continue }
            try connection.execute("CREATE TABLE sync_empty.\(table.name) " + definition[columns...])
            try snapshot.recordDifference(of: table.name, from: "sync_empty")
        }
        let bytes = try snapshot.changeset()
        guard !bytes.isEmpty else { return }
        try putInOutbox(Changeset(bytes: bytes), created: clock().timeIntervalSince1970)
    }
}

extension SyncRecorder {
    /// The recorder of a database where sync was set up (its tables and its device id are there), dating its
    /// changes by `clock`; nil elsewhere.
    ///
    /// - Throws: `DatabaseError` when sync was set up but this system's SQLite has no session extension.
    static func resume(on connection: DatabaseConnection, clock: @escaping @Sendable () -> Date) throws -> SyncRecorder? {
        guard let device = try SyncSchema.state(SyncSchema.deviceKey, in: connection) else { return nil }
        return try SyncRecorder(connection: connection, device: device, clock: clock)
    }
}
