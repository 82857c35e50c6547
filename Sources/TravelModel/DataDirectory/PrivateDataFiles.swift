import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// wishlist's files in the data directory are the user's alone. The app makes each one 0600 (and its folders
/// 0700) whatever the umask; one that another tool left readable by others (a database copied in with
/// `cp`, a picture restored from a backup) is made private at start, and the user is told in one line.
///
/// Only wishlist's own files are touched: the database and its `-wal`/`-shm`, the lock, the files of earlier
/// versions, every file kept aside beside them (`*.imported-*`, `*.corrupt-*`, `*.before-restore-*`), the copies
/// made before updates of the database (`wishlist.before-v*`), and the `pictures` folder
/// with what is in it; never anything else the directory holds. The settings files are TermUI's, which makes
/// them private when it reads them.
enum PrivateDataFiles {
    /// What the names of wishlist's files in the data directory start with.
    static let namePrefixes = [AppDatabase.fileName, DataLock.fileName, "expenses.json", "trips.json", MigrationBackups.namePrefix]

    /// Makes every file of wishlist's in `directory` readable and writable by its owner only, and returns
    /// what to tell the user when one was not (`OpeningNotice.madePrivate`); nil when all were.
    static func makePrivate(in directory: URL) -> OpeningNotice? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()) ?? []
        var opened: [String] = []
        for name in names where namePrefixes.contains(where: name.hasPrefix) {
            if makePrivate(directory.appendingPathComponent(name, isDirectory: false), kind: S_IFREG) {
                opened.append(name)
            }
        }
        let pictures = directory.appendingPathComponent(UserPictures.folderName, isDirectory: true)
        var picturesOpened = makePrivate(pictures, kind: S_IFDIR)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: pictures.path)) ?? [] {
            picturesOpened = makePrivate(pictures.appendingPathComponent(name, isDirectory: false), kind: S_IFREG) || picturesOpened
        }
        if picturesOpened {
            opened.append(UserPictures.folderName + "/")
        }
        return opened.isEmpty ? nil : .madePrivate(names: opened)
    }

    /// Takes away what others than the owner may do with the file at `url` when it is of `kind` (`S_IFREG`,
    /// `S_IFDIR`; a link is never followed); returns whether it had to.
    private static func makePrivate(_ url: URL, kind: mode_t) -> Bool {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == kind, info.st_mode & 0o077 != 0 else { return false }
        return chmod(url.path, info.st_mode & 0o700) == 0
    }
}
