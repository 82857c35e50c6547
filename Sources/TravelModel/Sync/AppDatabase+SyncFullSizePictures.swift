import Foundation

/// The full-size photos of the user's pictures in sync: `pictures/<uuid>.jpg` beside each `<uuid>.ppm`
/// (`UserPictures`), copied as the small pictures are (`AppDatabase+SyncPictures.swift`), once each way, into
/// `<device>/pictures/<uuid>.jpg` of the synced folder, and checked before use (`SyncedFullSizePicture`). A
/// picture imported before full sizes were kept has none, and its trip shows its small picture everywhere.
extension AppDatabase {
    /// Copies each full-size photo a trip refers to that is in the data directory and not yet in this device's
    /// folder of the synced folder.
    func sendFullSizePictures(to folder: SyncFolder, device: String, report: inout SyncReport) {
        guard let local = userPictureFolder else { return }
        let sent = folder.pictureDirectory(of: device)
        do {
            for id in try referencedUserPictures().sorted(by: { $0.uuidString < $1.uuidString }) {
                let target = UserPictures.fullSizeFileURL(of: id, in: sent)
                guard !Self.exists(target) else { continue }
                let source = UserPictures.fullSizeFileURL(of: id, in: local)
                guard Self.exists(source), case .whole(let bytes) = SyncedFullSizePicture.read(at: source) else { continue }
                try folder.makeDirectory(of: device)
                try UserPictures.write(bytes, to: target, in: sent)
            }
        } catch {
            report.problems.append(.photosNotSent(folder: sent.path, reason: FailureReason(error)))
        }
    }

    /// Takes each full-size photo a trip refers to that the data directory lacks from the first device's folder
    /// that has it whole. One still being copied is left for the next round, one refused is passed over (the
    /// trip shows its small picture).
    func receiveFullSizePictures(from folder: SyncFolder, device: String, report: inout SyncReport) {
        guard let local = userPictureFolder else { return }
        let missing: [UUID]
        do {
            missing = try referencedUserPictures().filter { !Self.exists(UserPictures.fullSizeFileURL(of: $0, in: local)) }
                .sorted { $0.uuidString < $1.uuidString }
        } catch {
            return
        }
        for id in missing {
            for sender in [device] + folder.otherDevices(than: device) {
                let file = UserPictures.fullSizeFileURL(of: id, in: folder.pictureDirectory(of: sender))
                guard Self.exists(file), case .whole(let bytes) = SyncedFullSizePicture.read(at: file) else { continue }
                do {
                    try UserPictures.write(bytes, to: UserPictures.fullSizeFileURL(of: id, in: local), in: local)
                } catch {
                    report.problems.append(.photoNotKept(path: file.path, reason: FailureReason(error)))
                }
                break
            }
        }
    }
}
