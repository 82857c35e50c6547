import Foundation

/// The user's own pictures in sync (`Documentation/sync.md`): they are files in the data directory
/// (`pictures/<uuid>.ppm`, `UserPictures`), not rows, so a round moves them as files. A picture is never
/// changed once made (a new one gets a new uuid; an import writes one only where its uuid has none), so each is
/// copied once: this machine's into its own folder in the synced folder, `<device>/pictures/<uuid>.ppm`, and a
/// picture a trip here refers to and this data directory lacks from any device's folder there, checked first
/// (`SyncedPicture`).
extension AppDatabase {
    /// The data directory's `pictures` folder, nil for a database in memory.
    var userPictureFolder: URL? {
        url?.deletingLastPathComponent().appendingPathComponent(UserPictures.folderName, isDirectory: true)
    }

    /// The user's pictures the trips refer to (`photo` is `user:<uuid>`).
    func referencedUserPictures() throws -> Set<UUID> {
        try read { connection in
            let names = try connection.prepare("SELECT DISTINCT photo FROM trip WHERE photo LIKE 'user:%'")
                .rows { try $0.column(0, as: String.self) }
            return Set(names.compactMap(UserPictures.identifier(inName:)))
        }
    }

    /// Copies each picture a trip refers to that is in the data directory and not yet in this device's folder
    /// of the synced folder there.
    func sendPictures(to folder: SyncFolder, device: String, report: inout SyncReport) {
        guard let local = userPictureFolder else { return }
        let sent = folder.pictureDirectory(of: device)
        do {
            for id in try referencedUserPictures().sorted(by: { $0.uuidString < $1.uuidString }) {
                let target = UserPictures.fileURL(of: id, in: sent)
                guard !Self.exists(target) else { continue }
                let source = UserPictures.fileURL(of: id, in: local)
                guard Self.exists(source), case .whole(let picture) = SyncedPicture.read(at: source) else { continue }
                try folder.makeDirectory(of: device)
                try UserPictures.write(picture, id: id, in: sent)
                report.picturesSent += 1
            }
        } catch {
            report.problems.append(.picturesNotSent(folder: sent.path, reason: FailureReason(error)))
        }
    }

    /// Takes each picture a trip refers to that the data directory lacks from the first device's folder in the
    /// synced folder that has it whole. One still being copied is left for the next round; one that is refused
    /// (not a picture, too large, a link) is said once, and passed over until its file changes.
    func receivePictures(from folder: SyncFolder, device: String, report: inout SyncReport) {
        guard let local = userPictureFolder else { return }
        let missing: [UUID]
        do {
            missing = try referencedUserPictures().filter { !Self.exists(UserPictures.fileURL(of: $0, in: local)) }
                .sorted { $0.uuidString < $1.uuidString }
        } catch {
            report.problems.append(.picturesNotLookedUp(reason: FailureReason(error)))
            return
        }
        guard !missing.isEmpty else { return }
        let devices = [device] + folder.otherDevices(than: device)
        for id in missing {
            var isIncomplete = false
            for sender in devices {
                let file = folder.picture(id, of: sender)
                guard Self.exists(file) else { continue }
                switch SyncedPicture.read(at: file) {
                case .whole(let picture):
                    do {
                        try UserPictures.write(picture, id: id, in: local)
                        report.picturesReceived.append(id)
                    } catch {
                        report.problems.append(.pictureNotKept(path: file.path, reason: FailureReason(error)))
                    }
                case .incomplete:
                    isIncomplete = true
                    continue
                case .refused(let reason):
                    refusePicture(file, reason: reason, report: &report)
                    continue
                }
                break
            }
            if isIncomplete, !report.picturesReceived.contains(id) { report.incompleteFiles += 1 }
        }
    }

    /// Says why the picture `file` is not used, unless it was said of this very file before (its size and time
    /// the same), and remembers that it was.
    private func refusePicture(_ file: URL, reason: PictureRefusal, report: inout SyncReport) {
        let key = "refused-picture:" + file.path
        let fingerprint = Self.fingerprint(of: file, followingLinks: false)
        do {
            try withSyncRecorder { connection, _ in
                guard try SyncSchema.state(key, in: connection) != fingerprint else { return }
                try SyncSchema.setState(fingerprint, for: key, in: connection)
                report.problems.append(.pictureNotUsed(path: file.path, reason: reason))
            }
        } catch {
            report.problems.append(.pictureNotUsed(path: file.path, reason: reason))
        }
    }

    /// Whether something is at `url` (a link counts, whatever it points to).
    static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }
}
