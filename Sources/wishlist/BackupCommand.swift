import Foundation
import TermUI
import WishlistUI
import TravelModel

/// `wishlist backup FILE`: the whole database (trips, expenses, limits, settings) copied into one SQLite file,
/// which `wishlist restore FILE` puts back.
///
/// It reads through SQLite, as `wishlist export` does, and takes no lock: it runs while the app does, and the
/// copy is the data at one moment (`DatabaseBackup`).
struct BackupCommand: Subcommand, Equatable {
    static let name = "backup"
    static let summary = "a copy of all the data in one file, while the app runs or not"

    /// The backup file to write.
    var filePath: String
    /// The data directory (`--data-dir`, before or after the command's name); nil for the usual one.
    var dataDirectory: String?

    /// Its help, in the language of `LC_MESSAGES`.
    static var usage: String { usage(in: .process) }

    /// Its help in the language of `locales`' messages (WishlistUI's tables, key `backup.usage`).
    static func usage(in locales: LocaleCategories) -> String {
        locales.localized(key: "backup.usage", defaultValue: """
        Usage: wishlist backup FILE [--data-dir DIR]

        Writes a copy of all the data (trips, expenses, limits, settings) to FILE, one SQLite file, which
        wishlist restore FILE puts back. It needs no terminal and works while the app runs: the copy is the data
        as it is at one moment, and the app goes on meanwhile. FILE is made 0600 and put in place whole when the
        copy is done, replacing a file there; a failed backup leaves FILE as it was.

        OPTIONS
          --data-dir DIR    the data directory (default: $XDG_DATA_HOME/wishlist or ~/.local/share/wishlist);
                            it may also come before the command: wishlist --data-dir DIR backup FILE
          -h, --help        show this help and exit
          A value may also follow a long option after an equals sign: --data-dir=DIR.

        EXIT STATUS
          0   the backup was written
          1   the backup failed: FILE could not be written (a full disk, a directory that cannot be written;
              FILE is left as it was), or the data could not be read on the way (a damaged database); standard
              error says why
          2   the backup cannot run: the data directory has no data, its data is not wishlist's, the app is
              importing or updating it right now, or FILE is the database itself or not a regular file
          64  a usage error: no FILE, more than one, an unknown option
        """)
    }

    static func parse(_ arguments: [String], dataDirectory: String?) -> SubcommandParse<BackupCommand> {
        CopyCommand.parse(arguments, name: name, usage: usage, dataDirectory: dataDirectory) { file, dataDirectory, _ in
            BackupCommand(filePath: file, dataDirectory: dataDirectory)
        }
    }

    func run() -> ExitStatus {
        guard let directory = CopyCommand.dataDirectory(dataDirectory, creating: false, for: Self.name) else {
            return .cannotRun
        }
        let file = URL(fileURLWithPath: filePath, isDirectory: false)
        return CopyCommand.run(Self.name, temporaryFile: DatabaseBackup.temporaryPath(for: file), status: Self.status) { progress in
            let summary = try DatabaseBackup.write(from: directory, to: file) { progress.show($0, doing: messageLocales.localized("copying")) }
            return messageLocales.localized("wrote \(summary.file.path) (\(CopyProgressLine.size(summary.byteCount)), schema \(summary.schemaVersion))")
        }
    }

    /// The exit status of a backup that failed with `error`, as the help says.
    private static func status(of error: BackupError) -> ExitStatus {
        switch error {
        case .cannotOpen, .wouldReplaceDatabase, .notAFile: .cannotRun
        default: .failed
        }
    }
}
