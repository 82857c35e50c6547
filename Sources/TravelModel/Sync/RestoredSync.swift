import Foundation

/// What sync makes of a restored backup (`DatabaseRestore`): the data of another moment, which must not go on
/// as the machine it was: its next files would take numbers the other machines applied already, and pass
/// unseen.
///
/// So the restored database keeps the folder (the one in use, else the backup's) but no device id, and its
/// outbox (changes the restore undid) is emptied: the next round sets sync up again with a new device id, which
/// writes all the restored data as its first file. Written at that moment, its values win, field by field, on
/// every machine, over what was changed before (kept as conflicts); rows added anywhere since the backup (on
/// this machine too: its earlier device's files are now another device's, and are applied) stay. Nothing is
/// lost, and every machine ends the same.
enum RestoredSync {
    /// Prepares `copy`, the restored database before it is put in place of the database at `target`.
    static func prepare(_ copy: DatabaseConnection, replacing target: URL) throws {
        let current = (try? DatabaseConnection(.file(path: target.path), access: .readOnly))
            .flatMap { try? SyncSchema.state(SyncSchema.folderKey, in: $0) }
        guard let folder = try current ?? SyncSchema.state(SyncSchema.folderKey, in: copy) else { return }
        try copy.transaction {
            try SyncSchema.create(in: copy)
            try copy.execute("DELETE FROM sync_state WHERE key = '\(SyncSchema.deviceKey)'; DELETE FROM sync_outbox")
            try SyncSchema.setState(folder, for: SyncSchema.folderKey, in: copy)
        }
    }
}
