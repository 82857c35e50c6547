import Foundation
import TermUI
import WishlistUI
import TravelModel

/// `wishlist restore FILE`: a backup (`wishlist backup`) checked and put in place of the data, the data it
/// replaces kept aside in the data directory (`DatabaseRestore`). It takes the data directory's lock, as the
/// app does, so it refuses to run while the app runs on the same data.
struct RestoreCommand: Subcommand, Equatable {
    static let name = "restore"
    static let summary = "a backup put back in place of the data, which is kept aside (quit the app first)"

    /// The backup file to restore.
    var filePath: String
    /// Whether the backup is checked by `quick_check` instead of `integrity_check` (`--quick`).
    var isQuick = false
    /// The data directory (`--data-dir`, before or after the command's name); nil for the usual one.
    var dataDirectory: String?

    /// Its help, in the language of `LC_MESSAGES`.
    static var usage: String { usage(in: .process) }

    /// Its help in the language of `locales`' messages (WishlistUI's tables, key `restore.usage`).
    static func usage(in locales: LocaleCategories) -> String {
        locales.localized(key: "restore.usage", defaultValue: """
        Usage: wishlist restore FILE [--quick] [--data-dir DIR]

        Puts the backup FILE (written by wishlist backup) in place of the data, once it is checked: FILE must
        be an SQLite database that is whole (PRAGMA integrity_check), wishlist's, and of this version of wishlist
        or an earlier one (an earlier one is updated when wishlist next starts). The data it replaces is kept in
        the data directory as wishlist.sqlite.before-restore-DATE-TIME. Quit wishlist first: while it runs on the
        same data, the restore refuses to run. It needs no terminal, and makes the data directory if there is
        none.

        OPTIONS
          --quick           check only that FILE's pages are whole (PRAGMA quick_check), not that its indexes
                            agree with its tables: under a second for a large backup, instead of some seconds
          --data-dir DIR    the data directory (default: $XDG_DATA_HOME/wishlist or ~/.local/share/wishlist);
                            it may also come before the command: wishlist --data-dir DIR restore FILE
          -h, --help        show this help and exit
          A value may also follow a long option after an equals sign: --data-dir=DIR.

        EXIT STATUS
          0   the backup was restored; standard error says where the data it replaced is kept
          1   the restore failed on the way: the copy could not be written in the data directory (a full disk)
              or put in place; the data was left as it was
          2   the restore cannot run: wishlist is running on the data directory, or FILE is not a backup this
              version can restore (it cannot be read, it is not an SQLite database, it is damaged, it is another
              program's, or it was written by a newer version of wishlist); the data was left as it was
          64  a usage error: no FILE, more than one, an unknown option
        """)
    }

    static func parse(_ arguments: [String], dataDirectory: String?) -> SubcommandParse<RestoreCommand> {
        CopyCommand.parse(arguments, name: name, usage: usage, dataDirectory: dataDirectory, flags: ["--quick"]) { file, dataDirectory, flags in
            RestoreCommand(filePath: file, isQuick: flags.contains("--quick"), dataDirectory: dataDirectory)
        }
    }

    func run() -> ExitStatus {
        guard let directory = CopyCommand.dataDirectory(dataDirectory, creating: true, for: Self.name) else {
            return .cannotRun
        }
        let file = URL(fileURLWithPath: filePath, isDirectory: false)
        let database = directory.appendingPathComponent(AppDatabase.fileName, isDirectory: false)
        // Interrupted, the restore leaves the data as it was, and no temporary file behind.
        return CopyCommand.run(Self.name, temporaryFile: DatabaseBackup.temporaryPath(for: database), status: Self.status) { progress in
            let outcome = try DatabaseRestore.restore(file, into: directory, check: isQuick ? .quick : .full) {
                progress.show($0, doing: $0.fractionDone < 1 ? messageLocales.localized("copying") : messageLocales.localized("checking"))
            }
            let restored = messageLocales.localized("restored \(file.path) into \(database.path)")
            let update = outcome.needsUpdate ? messageLocales.localized(" (schema \(outcome.schemaVersion): wishlist updates it when it next starts)") : ""
            let kept = outcome.keptAside.map { messageLocales.localized("; the data it replaced is kept as \($0.path)") } ?? ""
            return restored + update + kept
        }
    }

    /// The exit status of a restore that failed with `error`, as the help says.
    private static func status(of error: BackupError) -> ExitStatus {
        switch error {
        case .cannotWrite, .cannotReplace: .failed
        default: .cannotRun
        }
    }
}
