import Foundation
import TermUI
import WishlistUI
import TravelModel

/// `wishlist sync [--folder DIR]`: keeps this data in step with other machines' through a folder that the
/// user's own sync tool carries (`Documentation/sync.md`). `--folder` sets it up (or changes the folder);
/// then, and without it, one round: this machine's changes written as files there, the other machines'
/// applied here.
struct SyncCommand: Subcommand, Equatable {
    static let name = "sync"
    static let summary = "keep this data in step with other machines' through a synced folder"

    /// The folder to set up (`--folder`), nil to sync with the one set up before.
    var folder: String?
    /// The data directory (`--data-dir`, before or after the command's name); nil for the usual one.
    var dataDirectory: String?

    /// Its help, in the language of `LC_MESSAGES`.
    static var usage: String { usage(in: .process) }

    /// Its help in the language of `locales`' messages (WishlistUI's tables, key `sync.usage`).
    static func usage(in locales: LocaleCategories) -> String {
        locales.localized(key: "sync.usage", defaultValue: """
        Usage: wishlist sync [--folder DIR] [--data-dir DIR]

        Keeps the data in step with other machines' through DIR, a folder that your own sync tool carries
        between them (Syncthing, a cloud folder, a git repository). The database itself never goes there: each
        machine writes its changes into DIR/<its device id>/ as numbered files, and the pictures made from your
        photos into DIR/<its device id>/pictures/, and applies the other machines' files it has not applied
        yet, taking the pictures its trips show and lacks. The app does both while it runs; this command does
        one round.

        --folder DIR sets sync up with DIR (kept in the data's settings), or moves it to another folder; the
        first time, and after a move, all the data here goes into one file there, so that the other machines
        get what this one had before. Without --folder, sync runs with the folder set up before.

        When both machines changed the same field of the same row, the later change wins on both, and the
        other value is kept (the app shows it, "Changed on both machines"). A file still being copied is left
        for the next round; a damaged one is copied aside into the data directory's sync-damaged/ and said.

        OPTIONS
          --folder DIR      the synced folder (it must exist, and hold neither the data directory nor be in it)
          --data-dir DIR    the data directory (default: $XDG_DATA_HOME/wishlist or ~/.local/share/wishlist);
                            it may also come before the command: wishlist --data-dir DIR sync
          -h, --help        show this help and exit
          A value may also follow a long option after an equals sign: --folder=DIR.

        The command takes the data directory's lock, as the app does: it is refused while the app runs on the
        same data (the app syncs by itself meanwhile). What it did is said on standard error.

        EXIT STATUS
          0   synced: every whole file there applied, and this machine's changes written
          1   synced in part: a file could not be applied (damaged, or of another version of wishlist) or this
              machine's changes could not be written; standard error says which
          2   sync cannot run: no folder set up (give --folder), a folder that is not there or that holds the
              data, the app (or another command) has the data open, no data, or data of another version
          64  a usage error: an unknown option, a missing value
        """)
    }

    static func parse(_ arguments: [String], dataDirectory: String?) -> SubcommandParse<SyncCommand> {
        var reader = ArgumentReader(arguments, command: "wishlist sync")
        var command = SyncCommand(folder: nil, dataDirectory: dataDirectory)
        do throws(UsageError) {
            while let (name, attached, argument) = reader.next() {
                switch name {
                case "-h", "--help":
                    guard attached == nil else { throw reader.usage(messageLocales.localized("\(name) takes no value")) }
                    return .exit(message: usage, status: .ok)
                case "--folder", "--data-dir":
                    let given = name == "--folder" ? command.folder : command.dataDirectory
                    guard given == nil else { throw reader.usage(messageLocales.localized("\(name) is given twice")) }
                    let value = try reader.value(of: name, attached: attached)
                    guard !value.isEmpty else { throw reader.usage(messageLocales.localized("\(name) needs a directory")) }
                    if name == "--folder" { command.folder = value } else { command.dataDirectory = value }
                default:
                    throw reader.unknown(argument)
                }
            }
            return .run(command)
        } catch {
            return .exit(message: error.message, status: .usage)
        }
    }

    func run() -> ExitStatus {
        guard let directory = CopyCommand.dataDirectory(dataDirectory, creating: false, for: Self.name) else { return .cannotRun }
        if let folder, let problem = Self.problem(withFolder: folder, dataDirectory: directory) {
            say(problem)
            return .cannotRun
        }
        let database: AppDatabase
        do {
            database = try AppDatabase.openLocked(directory: directory)
        } catch DataFileError.inUse {
            say(messageLocales.localized("the data in \(directory.path) is in use: the app (or another command) has it open, and the app syncs by itself; quit it to sync from here"))
            return .cannotRun
        } catch {
            say(messageText(of: error))
            return .cannotRun
        }
        if let folder {
            do {
                let device = try database.setUpSync(folder: Self.absolute(folder))
                say(messageLocales.localized("syncing through \(Self.absolute(folder).path) as device \(device)"))
            } catch {
                say(messageLocales.localized("sync cannot be set up: \(FailureReason(error).description(in: messageLocales))"))
                return .cannotRun
            }
        }
        guard let current = database.syncFolder else {
            say(messageLocales.localized("sync is not set up for \(directory.path): wishlist sync --folder DIR sets it up"))
            return .cannotRun
        }
        if folder == nil, let problem = Self.problem(withFolder: current.path, dataDirectory: directory) {
            say(problem)
            return .cannotRun
        }
        let report = database.sync()
        database.flush()
        say(Self.summary(of: report))
        for problem in report.problems { say(problem.description(in: messageLocales)) }
        return report.problems.isEmpty ? .ok : .failed
    }

    /// Why `folder` cannot be the synced folder of `dataDirectory`, nil when it can: it must be a directory
    /// there, neither the data directory, nor in it, nor holding it (the live database never goes where
    /// another program copies files).
    static func problem(withFolder folder: String, dataDirectory: URL) -> String? {
        let url = absolute(folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return messageLocales.localized("the folder \(url.path) is not there (make it, or let your sync tool make it, first)")
        }
        let data = dataDirectory.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        let synced = url.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        if data.starts(with: synced) || synced.starts(with: data) {
            return messageLocales.localized("the folder \(url.path) holds the data directory \(dataDirectory.path), or is in it: the database must stay out of the synced folder")
        }
        return nil
    }

    /// `path` from the current directory, when it is relative.
    static func absolute(_ path: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }

    /// What a round did, in one line, in the language of `locales`' messages (the counts' plurals in the
    /// `.stringsdict`).
    static func summary(of report: SyncReport, in locales: LocaleCategories = messageLocales) -> String {
        var parts = [locales.localized("wrote \(report.filesWritten) files"),
                     locales.localized("applied \(report.filesApplied) files (\(report.rowsChanged) rows changed)")]
        if report.picturesSent > 0 || !report.picturesReceived.isEmpty {
            parts.append(locales.localized("sent \(report.picturesSent) pictures, took \(report.picturesReceived.count) pictures"))
        }
        if report.conflicts > 0 {
            parts.append(locales.localized("\(report.conflicts) fields changed on both machines (the later change kept, the other value too)"))
        }
        if report.incompleteFiles > 0 {
            parts.append(locales.localized("\(report.incompleteFiles) files still being copied, left for the next round"))
        }
        return parts.joined(separator: "; ")
    }

    private func say(_ message: String) {
        CopyCommand.say(message, as: Self.name)
    }
}
