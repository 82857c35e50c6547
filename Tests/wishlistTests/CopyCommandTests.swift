import Testing
import TravelModel
@testable import wishlist

/// How `wishlist backup FILE` and `wishlist restore FILE` read their arguments, with every usage error and
/// its status.
struct CopyCommandTests {
    /// The usage error `message` as `command` says it.
    private func usage<Command>(_ command: String, _ message: String) -> SubcommandParse<Command> {
        .exit(message: "wishlist \(command): \(message) (see wishlist \(command) --help)", status: .usage)
    }

    @Test func backupTakesAFileAndTheDataDirectory() {
        #expect(CommandLineOptions.parse(["backup", "b.sqlite"])
            == .subcommand(name: "backup", arguments: ["b.sqlite"], dataDirectory: nil))
        #expect(BackupCommand.parse(["b.sqlite"], dataDirectory: nil) == .run(BackupCommand(filePath: "b.sqlite")))
        #expect(BackupCommand.parse(["--data-dir", "/d", "b.sqlite"], dataDirectory: nil)
            == .run(BackupCommand(filePath: "b.sqlite", dataDirectory: "/d")))
        #expect(BackupCommand.parse(["b.sqlite", "--data-dir=/d"], dataDirectory: nil)
            == .run(BackupCommand(filePath: "b.sqlite", dataDirectory: "/d")))
        #expect(BackupCommand.parse(["b.sqlite"], dataDirectory: "/before")
            == .run(BackupCommand(filePath: "b.sqlite", dataDirectory: "/before")))
    }

    @Test func restoreTakesAFileQuickAndTheDataDirectory() {
        #expect(CommandLineOptions.parse(["--data-dir", "/d", "restore", "b.sqlite", "--quick"])
            == .subcommand(name: "restore", arguments: ["b.sqlite", "--quick"], dataDirectory: "/d"))
        #expect(RestoreCommand.parse(["b.sqlite"], dataDirectory: nil) == .run(RestoreCommand(filePath: "b.sqlite")))
        #expect(RestoreCommand.parse(["--quick", "b.sqlite"], dataDirectory: "/d")
            == .run(RestoreCommand(filePath: "b.sqlite", isQuick: true, dataDirectory: "/d")))
    }

    @Test func helpIsShownOnStandardOutputWithStatusZero() {
        #expect(BackupCommand.parse(["--help"], dataDirectory: nil) == .exit(message: BackupCommand.usage, status: .ok))
        #expect(RestoreCommand.parse(["b.sqlite", "-h"], dataDirectory: nil) == .exit(message: RestoreCommand.usage, status: .ok))
        for text in [BackupCommand.usage, RestoreCommand.usage] {
            for section in ["\nOPTIONS\n", "\nEXIT STATUS\n", "\n  0   ", "\n  1   ", "\n  2   ", "\n  64  "] {
                #expect(text.contains(section), "\(section)")
            }
        }
        #expect(Subcommands.all.map { $0.name }.contains(["backup", "restore"]))
    }

    @Test func everyUsageErrorSaysWhatIsWrongWithStatus64() {
        let backup = { BackupCommand.parse($0, dataDirectory: nil) }
        #expect(backup([]) == usage("backup", "FILE is needed"))
        #expect(backup([""]) == usage("backup", "FILE is empty"))
        #expect(backup(["a", "b"]) == usage("backup", "unexpected argument 'b'"))
        #expect(backup(["a", "--quick"]) == usage("backup", "unknown option '--quick'"))
        #expect(backup(["--help=yes"]) == usage("backup", "--help takes no value"))
        #expect(backup(["a", "--data-dir"]) == usage("backup", "--data-dir needs a value"))
        #expect(backup(["a", "--data-dir="]) == usage("backup", "--data-dir needs a directory"))
        #expect(BackupCommand.parse(["a", "--data-dir", "/e"], dataDirectory: "/d") == usage("backup", "--data-dir is given twice"))
        let restore = { RestoreCommand.parse($0, dataDirectory: nil) }
        #expect(restore(["--quick"]) == usage("restore", "FILE is needed"))
        #expect(restore(["a", "--quick", "--quick"]) == usage("restore", "--quick is given twice"))
        #expect(restore(["a", "--quick=yes"]) == usage("restore", "--quick takes no value"))
        #expect(restore(["-"]) == usage("restore", "unknown option '-'"))
    }

    @Test func argumentsAreQuotedAsTheScreenShowsThem() {
        #expect(BackupCommand.parse(["a", "\u{1B}]0;pwned\u{07}"], dataDirectory: nil)
            == usage("backup", "unexpected argument '\u{241B}]0;pwned\u{2407}'"))
    }
}
