import Foundation
import Observation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pictures the user made from their own photos, each a small PPM file in the `pictures` folder of the
/// data directory, `pictures/<uuid>.ppm`, with the photo at full size beside it, `pictures/<uuid>.jpg`
/// (`fullSizePicture(named:)`), or kept in memory (for `--demo`, which writes nothing).
///
/// A trip names one in `photoName` as `user:<uuid>`, beside the names of the shipped pictures, which never
/// hold a colon: `picture(named:)` finds either. Pictures read from files are kept once read (missing ones
/// too), so a frame reads a file only the first time a trip's picture is shown. A picture sync brought from
/// another machine is looked for again once it is told (`didReceive(_:)`), and a view that found it missing is
/// drawn again: it observed `arrivals`. Safe to use from any thread.
public final class UserPictures: Sendable, Observable {
    /// What the names of user pictures start with: `user:` and then the picture's UUID.
    public static let namePrefix = "user:"

    /// The name of the folder in the data directory.
    public static let folderName = "pictures"

    /// The folder the pictures are stored in, or nil when they are kept in memory.
    public let folder: URL?

    /// The pictures made or read in this run, by identifier; nil for a file that could not be read.
    private let loaded = Mutex<[UUID: Picture?]>([:])

    /// The full-size photos of the pictures added in memory (no folder), as JPEG files, by identifier.
    private let fullSizesInMemory = Mutex<[UUID: [UInt8]]>([:])

    /// How many times pictures arrived (`didReceive(_:)`), behind `arrivals`.
    private let arrivalCount = Mutex(0)

    /// What tells the views that read a missing picture that pictures arrived.
    private let registrar = ObservationRegistrar()

    /// The pictures of the data directory `dataDirectory`, in its `pictures` folder (made when the first is
    /// stored).
    public init(dataDirectory: URL) {
        folder = dataDirectory.appendingPathComponent(Self.folderName, isDirectory: true)
    }

    /// Pictures kept in memory only, lost when the app quits (for `--demo`).
    public init() {
        folder = nil
    }

    // MARK: Adding

    /// Makes a picture from the PNG or JPEG file named by `typedPath` (as typed or pasted: see
    /// `PhotoImport.resolvedPath(_:)`), stores it, and returns its name for `Trip.photoName`.
    ///
    /// Decoding a large photo takes a moment (up to a second or so for a 40-megapixel PNG); it may be called
    /// off the main actor.
    /// - Throws: `PictureImportError` saying what is wrong with the file, or why the picture cannot be saved.
    public func importPhoto(fromPath typedPath: String) throws(PictureImportError) -> String {
        try add(PhotoImport.photo(fromFileAt: PhotoImport.resolvedPath(typedPath)))
    }

    /// Stores `photo`, its full size first (`pictures/<uuid>.jpg`, so that a picture found always has it) and
    /// then its small picture, under a new UUID, and returns its name for `Trip.photoName`.
    ///
    /// - Throws: `PictureImportError.cannotSave` with the system's reason.
    public func add(_ photo: ImportedPhoto) throws(PictureImportError) -> String {
        let id = UUID()
        if let fullSize = photo.fullSize {
            if let folder {
                try Self.write(fullSize, to: Self.fullSizeFileURL(of: id, in: folder), in: folder)
            } else {
                fullSizesInMemory.withLock { $0[id] = fullSize }
            }
        }
        return try add(photo.picture, id: id)
    }

    /// Stores `picture` under a new UUID and returns its name for `Trip.photoName`, `user:<uuid>`.
    ///
    /// The file is written atomically, with mode 0600, in the folder (made with mode 0700).
    /// - Throws: `PictureImportError.cannotSave` with the system's reason.
    public func add(_ picture: Picture) throws(PictureImportError) -> String {
        try add(picture, id: UUID())
    }

    /// Stores `picture` as the picture `id` and returns its name.
    private func add(_ picture: Picture, id: UUID) throws(PictureImportError) -> String {
        if let folder {
            try Self.write(picture, id: id, in: folder)
        }
        loaded.withLock { $0[id] = picture }
        return Self.namePrefix + id.uuidString.lowercased()
    }

    /// Writes `picture` as the picture `id` in `folder` (made 0700 when it is missing), replacing the file
    /// there: atomically, mode 0600. An import keeps its pictures' ids so (`DataDocumentImport`).
    ///
    /// - Throws: `PictureImportError.cannotSave` with the system's reason.
    static func write(_ picture: Picture, id: UUID, in folder: URL) throws(PictureImportError) {
        try write(picture.ppmData, to: fileURL(of: id, in: folder), in: folder)
    }

    /// Writes `contents` as `file` in `folder` (made 0700 when it is missing), replacing it: atomically, mode
    /// 0600.
    ///
    /// - Throws: `PictureImportError.cannotSave` with the system's reason.
    static func write(_ contents: [UInt8], to file: URL, in folder: URL) throws(PictureImportError) {
        try makeFolder(folder)
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).tmp-\(getpid())", isDirectory: false)
        let failure = contents.withUnsafeBytes { bytes in
            AtomicFileWrite.replace(file.path, through: temporary.path, with: bytes)
        }
        if let failure {
            throw .cannotSave(reason: .system(code: failure))
        }
    }

    // MARK: Arriving

    /// How many times pictures arrived from elsewhere: what a view that found a picture missing observes.
    public var arrivals: Int {
        registrar.access(self, keyPath: \.arrivals)
        return arrivalCount.withLock { $0 }
    }

    /// Takes note that the pictures `ids` are now in the folder (sync brought them): they are read again when
    /// asked for, and the views that found one of them missing are told.
    public func didReceive(_ ids: [UUID]) {
        guard !ids.isEmpty else { return }
        registrar.withMutation(of: self, keyPath: \.arrivals) {
            loaded.withLock { loaded in
                for id in ids where loaded[id] == .some(nil) { loaded[id] = nil }
            }
            arrivalCount.withLock { $0 += 1 }
        }
    }

    // MARK: Finding

    /// The picture called `name`: a user picture for `user:<uuid>`, else the shipped picture of that name
    /// (see `Picture.named(_:)`); nil when there is none or its file cannot be read or decoded. A caller that
    /// observes (a view's body) and finds a user picture missing hears when pictures arrive (`arrivals`).
    public func picture(named name: String) -> Picture? {
        guard let id = Self.identifier(inName: name) else {
            return Picture.named(name)
        }
        let picture: Picture?
        if let known = loaded.withLock({ $0[id] }) {
            picture = known
        } else {
            picture = folder.flatMap { folder in
                try? Picture(ppm: PhotoImport.contents(ofFileAt: Self.fileURL(of: id, in: folder).path))
            }
            loaded.withLock { $0[id] = .some(picture) }
        }
        if picture == nil { _ = arrivals }
        return picture
    }

    /// The UUID of a user picture's name, `user:<uuid>`, or nil when `name` is not one.
    public static func identifier(inName name: String) -> UUID? {
        guard name.hasPrefix(namePrefix) else { return nil }
        return UUID(uuidString: String(name.dropFirst(namePrefix.count)))
    }

    /// Where the picture called `name` is at full size, for a terminal that shows images: a user picture's
    /// `pictures/<uuid>.jpg` (which may be missing: a photo from before full sizes were kept, or one sync has
    /// not brought yet), or its JPEG file in memory, else the shipped picture's (`Picture.fullSizePath(named:)`);
    /// nil when there is none. Reads no file.
    public func fullSizePicture(named name: String) -> FullSizePicture? {
        guard let id = Self.identifier(inName: name) else {
            return Picture.fullSizePath(named: name).map(FullSizePicture.file(path:))
        }
        if let folder { return .file(path: Self.fullSizeFileURL(of: id, in: folder).path) }
        return fullSizesInMemory.withLock { $0[id] }.map { .jpeg(id: id, bytes: $0) }
    }

    /// The file of picture `id` in `folder`: `<uuid>.ppm`, in lowercase.
    static func fileURL(of id: UUID, in folder: URL) -> URL {
        folder.appendingPathComponent("\(id.uuidString.lowercased()).ppm", isDirectory: false)
    }

    /// The full-size photo of picture `id` in `folder`: `<uuid>.jpg`, in lowercase.
    static func fullSizeFileURL(of id: UUID, in folder: URL) -> URL {
        folder.appendingPathComponent("\(id.uuidString.lowercased()).jpg", isDirectory: false)
    }

    /// Makes `folder` with mode 0700 unless it is there; something else in its place is refused.
    private static func makeFolder(_ folder: URL) throws(PictureImportError) {
        let path = folder.path
        if mkdir(path, 0o700) == 0 {
            // The umask may have removed bits; the folder must be exactly 0700.
            guard chmod(path, 0o700) == 0 else { throw .cannotSave(reason: .system(code: errno)) }
            return
        }
        let code = errno
        var info = stat()
        guard code == EEXIST, lstat(path, &info) == 0 else { throw .cannotSave(reason: .system(code: code)) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotSave(reason: .notAFolder(path: path))
        }
    }
}

extension Trip {
    /// The trip's picture, with user pictures found in `userPictures`: the picture named `photoName`, or,
    /// when there is none, the gradient of `picture`.
    public func picture(in userPictures: UserPictures) -> Picture {
        photoName.flatMap(userPictures.picture(named:)) ?? generatedPicture
    }

    /// Where the trip's picture is at full size (`UserPictures.fullSizePicture(named:)`); nil for a trip
    /// without a photo, whose gradient has no larger version.
    public func fullSizePicture(in userPictures: UserPictures) -> FullSizePicture? {
        photoName.flatMap(userPictures.fullSizePicture(named:))
    }
}
