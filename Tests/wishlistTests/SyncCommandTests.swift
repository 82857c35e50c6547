import Foundation
import Testing
import TravelModel
@testable import wishlist

/// How `wishlist sync` reads its arguments, with every usage error and its status, and which folders it takes.
struct SyncCommandTests {
    private func usage(_ message: String) -> SubcommandParse<SyncCommand> {
        .exit(message: "wishlist sync: \(message) (see wishlist sync --help)", status: .usage)
    }

    @Test func takesAFolderAndTheDataDirectory() {
        #expect(CommandLineOptions.parse(["sync"]) == .subcommand(name: "sync", arguments: [], dataDirectory: nil))
        #expect(SyncCommand.parse([], dataDirectory: nil) == .run(SyncCommand()))
        #expect(SyncCommand.parse(["--folder", "/f"], dataDirectory: "/d") == .run(SyncCommand(folder: "/f", dataDirectory: "/d")))
        #expect(SyncCommand.parse(["--folder=/f", "--data-dir=/d"], dataDirectory: nil) == .run(SyncCommand(folder: "/f", dataDirectory: "/d")))
    }

    @Test func usageErrors() {
        #expect(SyncCommand.parse(["--folder"], dataDirectory: nil) == usage("--folder needs a value"))
        #expect(SyncCommand.parse(["--folder="], dataDirectory: nil) == usage("--folder needs a directory"))
        #expect(SyncCommand.parse(["--folder", "/a", "--folder", "/b"], dataDirectory: nil) == usage("--folder is given twice"))
        #expect(SyncCommand.parse(["--data-dir", "/a"], dataDirectory: "/b") == usage("--data-dir is given twice"))
        #expect(SyncCommand.parse(["now"], dataDirectory: nil) == usage("unexpected argument 'now'"))
        #expect(SyncCommand.parse(["--fast"], dataDirectory: nil) == usage("unknown option '--fast'"))
        #expect(SyncCommand.parse(["--help=x"], dataDirectory: nil) == usage("--help takes no value"))
    }

    @Test func helpIsShownOnStandardOutputWithStatusZero() {
        #expect(SyncCommand.parse(["-h"], dataDirectory: nil) == .exit(message: SyncCommand.usage, status: .ok))
        for section in ["\nOPTIONS\n", "\nEXIT STATUS\n", "\n  0   ", "\n  1   ", "\n  2   ", "\n  64  "] {
            #expect(SyncCommand.usage.contains(section), "\(section)")
        }
    }

    @Test func theFolderMustBeThereAndHoldNoData() throws {
        let data = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wishlist-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data.appendingPathComponent("inside"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let parent = data.deletingLastPathComponent().path
        #expect(SyncCommand.problem(withFolder: data.path + "/missing", dataDirectory: data)?.contains("is not there") == true)
        #expect(SyncCommand.problem(withFolder: data.path, dataDirectory: data)?.contains("must stay out of the synced folder") == true)
        #expect(SyncCommand.problem(withFolder: data.path + "/inside", dataDirectory: data)?.contains("must stay out") == true)
        #expect(SyncCommand.problem(withFolder: parent, dataDirectory: data)?.contains("must stay out") == true)
        #expect(SyncCommand.problem(withFolder: data.path + "/inside", dataDirectory: data.appendingPathComponent("other")) == nil)
    }
}
