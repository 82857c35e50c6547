import Foundation

/// The synced folder as sync lays it out: a folder for each device, named by its device id, holding that
/// device's numbered files (`00000001.changeset`, from 1 up, never reused) and, in its `pictures` folder, the
/// user's pictures its trips refer to (`<uuid>.ppm`, as the data directory keeps them). A device writes only in
/// its own folder, and only whole files (a temporary name beside, `fsync`, then a rename); it reads the others'.
struct SyncFolder: Sendable {
    let url: URL

    /// The folder of `device`'s files.
    func directory(of device: String) -> URL {
        url.appendingPathComponent(device, isDirectory: true)
    }

    /// The file of `device` numbered `number`.
    func file(_ number: Int64, of device: String) -> URL {
        directory(of: device).appendingPathComponent(Self.fileName(number), isDirectory: false)
    }

    /// The name of the file numbered `number`: eight digits at least, so that a listing sorts them.
    static func fileName(_ number: Int64) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 8 - digits.count)) + digits + ".changeset"
    }

    /// The number a file named `name` has, or nil for a name that is not a sync file's (a temporary file, the
    /// sync tool's own).
    static func number(ofFileNamed name: String) -> Int64? {
        guard name.hasSuffix(".changeset") else { return nil }
        let digits = name.dropLast(".changeset".count)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int64(digits).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The folder of the pictures `device` sent: `<device>/pictures`.
    func pictureDirectory(of device: String) -> URL {
        directory(of: device).appendingPathComponent(UserPictures.folderName, isDirectory: true)
    }

    /// The file of picture `id` as `device` sent it: `<device>/pictures/<uuid>.ppm`.
    func picture(_ id: UUID, of device: String) -> URL {
        UserPictures.fileURL(of: id, in: pictureDirectory(of: device))
    }

    /// The other devices with a folder here (a folder named by a UUID), in order.
    func otherDevices(than device: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0 != device && UUID(uuidString: $0) != nil }.sorted()
    }

    /// The numbers of `device`'s files, in order.
    func numbers(of device: String) -> [Int64] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory(of: device).path)) ?? []
        return names.compactMap(Self.number(ofFileNamed:)).sorted()
    }

    /// Writes `bytes` as `device`'s file `number`, whole and durable, making the device's folder first where
    /// it is not there.
    ///
    /// - Throws: `SystemCallError` when the folder or the file cannot be written.
    func write(_ bytes: Data, number: Int64, of device: String) throws {
        try makeDirectory(of: device)
        let target = file(number, of: device).path
        let failure = bytes.withUnsafeBytes { buffer in
            AtomicFileWrite.replace(target, through: AtomicFileReplacement.temporaryPath(replacing: target), with: buffer)
        }
        if let failure { throw SystemCallError(code: failure) }
    }

    /// Makes `device`'s folder (0700) where it is not there.
    ///
    /// - Throws: `SystemCallError` when it cannot be made.
    func makeDirectory(of device: String) throws(SystemCallError) {
        let directory = directory(of: device)
        if !FileManager.default.fileExists(atPath: directory.path) {
            guard mkdir(directory.path, 0o700) == 0 || errno == EEXIST else { throw SystemCallError(code: errno) }
        }
    }
}
