import Testing
import TravelModel
@testable import wishlist

/// The commands for scripts on the command line: how `wishlist` hands its arguments to one, and how
/// `wishlist export` reads its own, with every usage error and its status.
struct SubcommandDispatchTests {
    @Test func aCommandsNameEndsTheAppsOptions() {
        #expect(CommandLineOptions.parse(["export", "--format", "csv"])
            == .subcommand(name: "export", arguments: ["--format", "csv"], dataDirectory: nil))
        #expect(CommandLineOptions.parse(["--data-dir", "/d", "export", "--demo"])
            == .subcommand(name: "export", arguments: ["--demo"], dataDirectory: "/d"), "what follows is the command's")
        #expect(CommandLineOptions.parse(["--data-dir=/d", "export"])
            == .subcommand(name: "export", arguments: [], dataDirectory: "/d"))
    }

    @Test func theAppsOwnOptionsCannotComeBeforeACommand() {
        #expect(CommandLineOptions.parse(["--demo", "export"])
            == .exit(message: "wishlist: --demo is an option of the app, not of export (see wishlist --help)", status: 64))
        #expect(CommandLineOptions.parse(["--theme", "dark", "--data-dir", "/d", "export"])
            == .exit(message: "wishlist: --theme is an option of the app, not of export (see wishlist --help)", status: 64))
        #expect(CommandLineOptions.parse(["exprot"])
            == .exit(message: "wishlist: unexpected argument 'exprot' (see wishlist --help)", status: 64))
    }

    @Test func theHelpListsTheCommands() {
        #expect(CommandLineOptions.usage.contains("wishlist [--data-dir DIR] COMMAND [ARGUMENTS]"))
        #expect(CommandLineOptions.usage.contains("\nCOMMANDS\n"))
        for command in Subcommands.all {
            // Each on a line of its own, the summaries in a column after the longest name.
            let line = CommandLineOptions.usage.split(separator: "\n").first { $0.hasPrefix("  \(command.name) ") }
            #expect(line?.hasSuffix("  \(command.summary)") == true, "\(command.name)")
        }
    }
}

struct ExportCommandTests {
    private func parse(_ arguments: [String], dataDirectory: String? = nil) -> SubcommandParse<ExportCommand> {
        ExportCommand.parse(arguments, dataDirectory: dataDirectory)
    }

    /// The usage error `message` as `wishlist export` says it.
    private func usage(_ message: String) -> SubcommandParse<ExportCommand> {
        .exit(message: "wishlist export: \(message) (see wishlist export --help)", status: .usage)
    }

    @Test func optionsInEitherForm() throws {
        let march = try ExportPeriod(first: "2026-03-01", last: "2026-03-31")
        #expect(parse(["--format", "journal", "--from", "2026-03-01", "--to=2026-03-31", "-o", "out.journal", "--data-dir", "/d"])
            == .run(ExportCommand(format: .journal, period: march, outputPath: "out.journal", dataDirectory: "/d")))
        #expect(parse(["--format=csv", "--output=-"]) == .run(ExportCommand(format: .csv)), "- is standard output")
        #expect(parse(["--format", "csv", "--output", "x.csv"], dataDirectory: "/before")
            == .run(ExportCommand(format: .csv, outputPath: "x.csv", dataDirectory: "/before")))
        #expect(parse(["--from", "2026-03-01", "--format", "csv"])
            == .run(ExportCommand(format: .csv, period: try ExportPeriod(first: "2026-03-01", last: nil))))
        #expect(parse(["--format", "json", "--to", "2026-03-31", "-o", "all.json"])
            == .run(ExportCommand(format: .json, period: try ExportPeriod(first: nil, last: "2026-03-31"), outputPath: "all.json")))
    }

    @Test func helpIsShownOnStandardOutputWithStatusZero() {
        #expect(parse(["--help"]) == .exit(message: ExportCommand.usage, status: .ok))
        #expect(parse(["--format", "csv", "-h"]) == .exit(message: ExportCommand.usage, status: .ok))
        #expect(parse(["--help=yes"]) == usage("--help takes no value"))
        for section in ["\nOPTIONS\n", "\nEXIT STATUS\n", "\n  0   ", "\n  1   ", "\n  2   ", "\n  64  "] {
            #expect(ExportCommand.usage.contains(section), "\(section)")
        }
        #expect(ExportCommand.usage.contains("--format csv|journal|json"))
        #expect(ExportCommand.usage.contains("json, the rest is written whole"), "a period limits the expenses only")
    }

    @Test func everyUsageErrorSaysWhatIsWrongWithStatus64() {
        #expect(parse([]) == usage("--format is needed: csv, journal or json"))
        #expect(parse(["--format", "xml"]) == usage("--format is csv, journal or json, not 'xml'"))
        #expect(parse(["--format", "JSON"]) == usage("--format is csv, journal or json, not 'JSON'"))
        #expect(parse(["--format"]) == usage("--format needs a value"))
        #expect(parse(["--format", "--from", "2026-01-01"]) == usage("--format needs a value"))
        #expect(parse(["--format", "csv", "--from", "2026-02-30"])
            == usage("--from takes a day written yyyy-MM-dd, such as 2026-03-14, not '2026-02-30'"))
        #expect(parse(["--format", "csv", "--to", "14.03.2026"])
            == usage("--to takes a day written yyyy-MM-dd, such as 2026-03-14, not '14.03.2026'"))
        #expect(parse(["--format", "csv", "--from", "2026-03-02", "--to", "2026-03-01"])
            == usage("--to 2026-03-01 is before --from 2026-03-02"))
        #expect(parse(["--format", "csv", "--format", "journal"]) == usage("--format is given twice"))
        #expect(parse(["--format", "csv", "-o", "a", "--output", "b"]) == usage("--output is given twice"))
        #expect(parse(["--format", "csv", "--data-dir", "/d"], dataDirectory: "/e") == usage("--data-dir is given twice"))
        #expect(parse(["--format", "csv", "--data-dir="]) == usage("--data-dir needs a directory"))
        #expect(parse(["--format", "csv", "-o", ""]) == usage("-o needs a file"))
        #expect(parse(["--format", "csv", "--demo"]) == usage("unknown option '--demo'"))
        #expect(parse(["--format", "csv", "extra"]) == usage("unexpected argument 'extra'"))
    }

    @Test func argumentsAreQuotedAsTheScreenShowsThem() {
        #expect(parse(["--format", "\u{1B}]0;pwned\u{07}"]) == usage("--format is csv, journal or json, not '\u{241B}]0;pwned\u{2407}'"))
        #expect(parse(["--format", "csv", "--from", "\u{9B}2J"])
            == usage("--from takes a day written yyyy-MM-dd, such as 2026-03-14, not '\u{FFFD}2J'"))
    }
}
