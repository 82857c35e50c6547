import Foundation

/// Sync through a folder another program carries between machines (`Documentation/sync.md`): setting it up,
/// and a round of it (`sync()`): this machine's outbox written as files into its folder there, and the other
/// machines' files it has not applied yet applied, each whole file in one transaction with its mark; the user's
/// pictures the trips refer to travel beside them (`AppDatabase+SyncPictures.swift`).
extension AppDatabase {
    /// The folder sync is set up with, nil when it is not.
    public var syncFolder: URL? {
        (try? withSyncRecorder { connection, _ in try SyncSchema.state(SyncSchema.folderKey, in: connection) })
            .flatMap { $0 }.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// This database's device id, once sync is set up.
    public var syncDevice: String? {
        try? withSyncRecorder { _, recorder in recorder?.device }
    }

    /// Sets sync up with `folder` (an absolute path), or changes its folder. The first time (and after a
    /// restore), the database is given a device id, and from then on its changes are recorded. Then, and
    /// whenever the folder changes, all its data goes into the outbox as one file of its own: the other machines get from it what
    /// this one had before (and they from the folder what each of them had). Gives the device id.
    ///
    /// - Throws: `DatabaseError` when the database cannot be written, or this system's SQLite has no session
    ///   extension.
    @discardableResult
    public func setUpSync(folder: URL) throws -> String {
        try withSyncRecorder { connection, recorder in
            var made: SyncRecorder?
            let device = try connection.transaction {
                try SyncSchema.create(in: connection)
                let known = try SyncSchema.state(SyncSchema.deviceKey, in: connection)
                let device = known ?? UUID().uuidString
                let before = known == nil ? nil : try SyncSchema.state(SyncSchema.folderKey, in: connection)
                try SyncSchema.setState(device, for: SyncSchema.deviceKey, in: connection)
                try SyncSchema.setState(folder.path, for: SyncSchema.folderKey, in: connection)
                let current = try recorder ?? SyncRecorder(connection: connection, device: device, clock: syncClock)
                made = current
                if before != folder.path { try current.putEverythingInOutbox() }
                return device
            }
            recorder = made
            return device
        }
    }

    /// One round of sync: the outbox written as files and this machine's pictures not sent yet copied, then
    /// the other machines' whole files applied that were not yet (in each device's order), and the pictures
    /// the trips here refer to and this data directory lacks taken from the folder. A file still being copied
    /// is left for the next round; a damaged one is copied aside into the data directory (`sync-damaged/`)
    /// once, said, and tried again when it changes (a refused picture is said once, and not copied aside). Nothing for a database where sync is not set up; a restored one is set up again
    /// first, with a new device id.
    ///
    /// The files are applied through `applying`, this database's file opened again (`openedAgain()`), when
    /// given: then the connection the app reads through is never held by a file being applied (in WAL mode its
    /// reads see the data as it was until the file's transaction commits), and a write of the app meanwhile
    /// (`hasWriteUnderWay`) has the file rolled back and applied again once the write is done, so that the
    /// write waits for a few changes at most, not for a whole file; the eighth attempt at a file keeps the lock to
    /// its end, so that a steady stream of writes cannot hold it back (a write then waits for the file, once).
    public func sync(applyingThrough applying: AppDatabase? = nil) -> SyncReport {
        sync(applyingThrough: applying, betweenSteps: {})
    }

    /// `sync(applyingThrough:)`, with `betweenSteps` run in each file's transaction every
    /// `RemoteChangeApplier.stepSize` changes (tests hold a file's transaction open with it).
    func sync(applyingThrough applying: AppDatabase?, betweenSteps: () throws -> Void) -> SyncReport {
        var report = SyncReport()
        guard let folderURL = syncFolder else { return report }
        let folder = SyncFolder(url: folderURL)
        // A restored database has its folder but no device id yet (`RestoredSync`): it is set up again. (So is
        // a database whose recording could not start: this system's SQLite has no session extension, said.)
        let device: String
        do {
            device = try syncDevice ?? setUpSync(folder: folderURL)
        } catch {
            report.problems.append(.cannotRun(reason: FailureReason(error)))
            return report
        }
        writeOutbox(to: folder, device: device, report: &report)
        sendPictures(to: folder, device: device, report: &report)
        sendFullSizePictures(to: folder, device: device, report: &report)
        applyIncoming(from: folder, device: device, through: applying ?? self, betweenSteps: betweenSteps, report: &report)
        receivePictures(from: folder, device: device, report: &report)
        receiveFullSizePictures(from: folder, device: device, report: &report)
        return report
    }

    /// Writes this machine's changes not written yet as files into the synced folder, and its pictures not
    /// sent yet (on quitting): a round without applying anything. Gives the problems, if any.
    @discardableResult
    public func writeSyncFiles() -> [SyncProblem] {
        var report = SyncReport()
        guard let folder = syncFolder, let device = syncDevice else { return [] }
        writeOutbox(to: SyncFolder(url: folder), device: device, report: &report)
        sendPictures(to: SyncFolder(url: folder), device: device, report: &report)
        sendFullSizePictures(to: SyncFolder(url: folder), device: device, report: &report)
        return report.problems
    }

    /// Writes the outbox's files, each removed from the outbox once it is on the disk.
    func writeOutbox(to folder: SyncFolder, device: String, report: inout SyncReport) {
        do {
            while let (number, content) = try withSyncRecorder({ connection, _ in
                try connection.prepare("SELECT number, content FROM sync_outbox ORDER BY number LIMIT 1")
                    .rows { (try $0.column(0, as: Int64.self), try $0.column(1, as: Data.self)) }.first
            }) {
                try folder.write(content, number: number, of: device)
                try withSyncRecorder { connection, _ in
                    let remove = try connection.prepare("DELETE FROM sync_outbox WHERE number = ?")
                    try remove.bind(number, at: 1)
                    try remove.execute()
                }
                report.filesWritten += 1
            }
        } catch {
            report.problems.append(.changesNotWritten(folder: folder.directory(of: device).path, reason: FailureReason(error)))
        }
    }

    /// Applies the other devices' files not applied yet, through `applying`.
    private func applyIncoming(
        from folder: SyncFolder, device: String, through applying: AppDatabase, betweenSteps: () throws -> Void,
        report: inout SyncReport
    ) {
        let marks: [String: [Int64: (state: String, fingerprint: String)]]
        do {
            marks = try applying.withSyncRecorder { connection, _ in
                var marks: [String: [Int64: (state: String, fingerprint: String)]] = [:]
                let rows = try connection.prepare("SELECT device, number, state, fingerprint FROM sync_file").rows {
                    (try $0.column(0, as: String.self), try $0.column(1, as: Int64.self), try $0.column(2, as: String.self),
                     try $0.column(3, as: String.self))
                }
                for (device, number, state, fingerprint) in rows { marks[device, default: [:]][number] = (state, fingerprint) }
                return marks
            }
        } catch {
            report.problems.append(.appliedUnreadable(reason: FailureReason(error)))
            return
        }
        for other in folder.otherDevices(than: device) {
            for number in folder.numbers(of: other) {
                let mark = marks[other]?[number]
                guard mark?.state != "applied" else { continue }
                let file = IncomingFile(number: number, device: other, damagedBefore: mark?.fingerprint)
                applyFile(file, in: folder, through: applying, betweenSteps: betweenSteps, report: &report)
            }
        }
    }

    /// A file of another device to apply: its number, and the fingerprint it had when it was found damaged.
    private struct IncomingFile {
        var number: Int64
        var device: String
        var damagedBefore: String?
    }

    /// Why a file's transaction was rolled back before its end: this database's connection (the app's) has a
    /// write under way, which the file's transaction on another connection would keep waiting.
    private struct WriteUnderWay: Error {}

    /// How many times a file is tried: the attempts before the last are rolled back for the app's writes.
    private static let applyAttempts = 8

    /// Applies `file` through `applying`, if it is whole and of this schema.
    private func applyFile(
        _ incoming: IncomingFile, in folder: SyncFolder, through applying: AppDatabase, betweenSteps: () throws -> Void,
        report: inout SyncReport
    ) {
        let (number, device) = (incoming.number, incoming.device)
        let url = folder.file(number, of: device)
        let fingerprint = Self.fingerprint(of: url)
        if let damagedBefore = incoming.damagedBefore, damagedBefore == fingerprint {
            report.problems.append(.stillDamaged(path: url.path))
            return
        }
        guard let bytes = try? Data(contentsOf: url) else {
            report.problems.append(.cannotRead(path: url.path))
            return
        }
        let file: SyncFile
        let changes: [ChangesetChange]
        switch SyncFile.read(bytes) {
        case .incomplete:
            report.incompleteFiles += 1
            return
        case .unknownFormat(let format):
            report.problems.append(.newerLayout(path: url.path, format: "\(format)"))
            return
        case .damaged(let reason):
            keepDamaged(url, reason: reason, device: device, number: number, fingerprint: fingerprint, report: &report)
            return
        case .whole(let whole):
            file = whole
            do {
                changes = try Changeset(bytes: file.changeset).changes()
            } catch {
                keepDamaged(url, reason: .changesetDamaged, device: device, number: number, fingerprint: fingerprint, report: &report)
                return
            }
        }
        // Its changes by their stable keys, made once for all the attempts.
        var translated: [RowChange]?
        for attempt in 1...Self.applyAttempts {
            // Only another connection's transaction keeps this one's writes waiting; the last attempt keeps the
            // lock to the end, so that a steady stream of writes cannot hold a file back for ever (a write then
            // waits for the file, once).
            let givesWayToWrites = applying !== self && attempt < Self.applyAttempts
            let giveWay = { [self] in
                if givesWayToWrites, hasWriteUnderWay { throw WriteUnderWay() }
            }
            do {
                try applying.withSyncRecorder { connection, recorder in
                    // A connection opened before sync was set up has no recorder yet.
                    if recorder == nil { recorder = try SyncRecorder.resume(on: connection, clock: applying.syncClock) }
                    guard let recorder else { return }
                    let schema = try connection.userVersion()
                    guard file.schemaVersion == schema else {
                        report.problems.append(.otherVersion(path: url.path, schema: file.schemaVersion, current: schema))
                        return
                    }
                    // Before the transaction: the lock is held for the applying alone.
                    let rowChanges = try translated
                        ?? ChangesetTranslation.rowChanges(of: changes, updatedRows: file.updatedRows, columns: recorder.columns)
                    translated = rowChanges
                    recorder.isRecording = false
                    defer { recorder.isRecording = true }
                    let applier = try connection.transaction {
                        var applier = try RemoteChangeApplier(connection: connection, columns: recorder.columns)
                        try applier.apply(rowChanges, at: FieldVersions.Version(time: file.created, device: device)) {
                            try betweenSteps()
                            try giveWay()
                        }
                        try Self.mark(number, of: device, as: "applied", fingerprint: fingerprint, in: connection)
                        try giveWay()
                        return applier
                    }
                    report.filesApplied += 1
                    report.rowsChanged += applier.changeCount
                    report.conflicts += applier.conflictCount
                }
                return
            } catch is WriteUnderWay {
                waitForWritesUnderWay()
            } catch {
                report.problems.append(.notApplied(path: url.path, reason: FailureReason(error)))
                return
            }
        }
    }

    /// How long this connection is to have had no write under way before a file rolled back for one is applied
    /// again: a key's changes come a few milliseconds apart (`write` batches them for 2 ms).
    private static let quietBeforeApplying = Duration.milliseconds(20)

    /// Waits until this connection has had no write under way for `quietBeforeApplying` (for as long as SQLite's
    /// busy timeout lets a write wait, at most), before a file rolled back for one is applied again.
    private func waitForWritesUnderWay() {
        let deadline = ContinuousClock.now + Self.busyTimeout
        var quietSince = ContinuousClock.now
        while ContinuousClock.now < deadline {
            if hasWriteUnderWay {
                quietSince = ContinuousClock.now
            } else if ContinuousClock.now - quietSince >= Self.quietBeforeApplying {
                return
            }
            usleep(1000)
        }
    }

    /// Copies a damaged file aside (into the data directory's `sync-damaged/`, for a file database), marks it
    /// with what it was, and says so.
    private func keepDamaged(
        _ url: URL, reason: SyncFileDamage, device: String, number: Int64, fingerprint: String, report: inout SyncReport
    ) {
        var kept: String?
        if let directory = self.url?.deletingLastPathComponent().appendingPathComponent("sync-damaged", isDirectory: true) {
            let copy = directory.appendingPathComponent("\(device)-\(url.lastPathComponent)", isDirectory: false)
            _ = mkdir(directory.path, 0o700)
            try? FileManager.default.removeItem(at: copy)
            if (try? FileManager.default.copyItem(at: url, to: copy)) != nil { kept = copy.path }
        }
        report.problems.append(.damaged(path: url.path, reason: reason, keptAs: kept))
        _ = try? withSyncRecorder { connection, _ in
            try Self.mark(number, of: device, as: "damaged", fingerprint: fingerprint, in: connection)
        }
    }

    /// Marks `device`'s file `number` as applied or damaged.
    private static func mark(_ number: Int64, of device: String, as state: String, fingerprint: String, in connection: DatabaseConnection) throws {
        let mark = try connection.prepare("INSERT OR REPLACE INTO sync_file (device, number, state, fingerprint) VALUES (?, ?, ?, ?)")
        try mark.bind([device, number, state, fingerprint])
        try mark.execute()
    }

    /// What tells one content of a file from the next: its size and when it was last changed (a link's own,
    /// unless `followingLinks`).
    static func fingerprint(of url: URL, followingLinks: Bool = true) -> String {
        var status = stat()
        guard (followingLinks ? stat(url.path, &status) : lstat(url.path, &status)) == 0 else { return "" }
        return "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
