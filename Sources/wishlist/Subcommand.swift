import Foundation
import TermUI
import TravelModel
import WishlistUI

/// A command of `wishlist` for scripts (`wishlist export …`): it needs no terminal, writes nothing on standard
/// output but its data, says everything else on standard error (each line made safe for a terminal by
/// `StandardStream`), and ends with an `ExitStatus` that its `--help` documents.
///
/// One file a command (`ExportCommand.swift`); `Subcommands.all` lists them, for the dispatch and the help.
protocol Subcommand: Sendable {
    /// The word that names it on the command line, such as "export".
    static var name: String { get }
    /// What it does, in a few words, for `wishlist --help`.
    static var summary: String { get }
    /// Its help text (`wishlist NAME --help`), with its exit statuses, in the language of `LC_MESSAGES`.
    static var usage: String { get }
    /// Its help text in the language of `locales`' messages.
    static func usage(in locales: LocaleCategories) -> String

    /// Parses its arguments (those after its name); `dataDirectory` is a `--data-dir` given before the name
    /// (`wishlist --data-dir DIR export`).
    static func parse(_ arguments: [String], dataDirectory: String?) -> SubcommandParse<Self>

    /// Does what it was asked, and says how that went.
    func run() -> ExitStatus
}

/// What a command's arguments ask for: run it, or print a message (its help on standard output, a usage error
/// on standard error) and exit.
enum SubcommandParse<Command> {
    /// Run the command.
    case run(Command)
    /// Print `message` (on standard output for `ok`, else on standard error) and exit with `status`.
    case exit(message: String, status: ExitStatus)
}

extension SubcommandParse: Equatable where Command: Equatable {}

/// How a command ends, as its exit status.
enum ExitStatus: Int32, Sendable {
    /// Done.
    case ok = 0
    /// It ran and failed: the data could not be read, or the output could not be written.
    case failed = 1
    /// It cannot run: no data, data of another version, data in use, a directory that cannot be read.
    case cannotRun = 2
    /// The command line is wrong (sysexits' `EX_USAGE`).
    case usage = 64
}

/// The language of the command line's messages on standard error (a usage error, what a command did, why it
/// failed): that of `LC_MESSAGES` (under `LC_ALL`, over `LANG`), as the help's.
let messageLocales = LocaleCategories.process

/// What the command line says of an error: in the language of `messageLocales` where the app's tables word its
/// kind (the data that cannot be read, a CSV file refused, a backup not made, a data directory or a file that
/// cannot be used, a document not imported), else as the error describes itself.
func messageText(of error: any Error) -> String {
    switch error {
    case let error as ReadOnlyDatabase.OpeningError: error.description(in: messageLocales)
    case let error as CSVImportFailure: error.description(in: messageLocales)
    case let error as CSVFileError: error.description(in: messageLocales)
    case let error as BackupError: error.description(in: messageLocales)
    case let error as DataFileError: error.description(in: messageLocales)
    case let error as DataDirectoryError: error.description(in: messageLocales)
    case let error as RegularFile.Refusal: error.description(in: messageLocales)
    case let error as DataDocumentImport.Failure: error.description(in: messageLocales)
    default: FailureReason(error).description(in: messageLocales)
    }
}

/// The commands, and running one by its name.
enum Subcommands {
    /// Every command, in the order the help lists them.
    static let all: [any Subcommand.Type] = [ExportCommand.self, ImportCommand.self, BackupCommand.self, RestoreCommand.self, SyncCommand.self]

    /// The command named `name`, if there is one.
    static func named(_ name: String) -> (any Subcommand.Type)? {
        all.first { $0.name == name }
    }

    /// The commands as the help lists them: each name and what it does, in the language of `locales`.
    static func helpLines(in locales: LocaleCategories) -> String {
        let width = (all.map { $0.name.count }.max() ?? 0) + 2
        return all.map { command in
            "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0)
                + locales.localized(String.LocalizationValue(command.summary))
        }
        .joined(separator: "\n")
    }

    /// Parses and runs `command` with `arguments`, and gives its exit status.
    ///
    /// A command's output may be a pipe whose reader stops early (`wishlist export | head`): SIGPIPE is
    /// ignored, so that the write fails with `EPIPE`, which the command handles, instead of killing it.
    static func run(_ command: any Subcommand.Type, arguments: [String], dataDirectory: String?) -> ExitStatus {
        signal(SIGPIPE, SIG_IGN)
        return parseAndRun(command, arguments: arguments, dataDirectory: dataDirectory)
    }

    private static func parseAndRun<Command: Subcommand>(
        _ command: Command.Type, arguments: [String], dataDirectory: String?
    ) -> ExitStatus {
        switch command.parse(arguments, dataDirectory: dataDirectory) {
        case .run(let command):
            return command.run()
        case .exit(let message, let status):
            (status == .ok ? StandardStream.output : .error).write(message)
            return status
        }
    }
}

/// Reads a command line's arguments in order: options, each with its value where it takes one (`--name VALUE`,
/// or `--name=VALUE` for a long option), and what is neither. Its messages name the command ("wishlist
/// export") and quote arguments as the screen shows text, short.
struct ArgumentReader {
    /// The command, as messages name it ("wishlist", "wishlist export").
    let command: String
    private var remaining: ArraySlice<String>

    init(_ arguments: [String], command: String) {
        self.command = command
        remaining = arguments[...]
    }

    /// The next argument: its option name and the value after its equals sign (`--from=2026-01-01`), or the
    /// whole argument with no value; nil at the end.
    mutating func next() -> (name: String, attached: String?, argument: String)? {
        guard let argument = remaining.popFirst() else { return nil }
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil, argument) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]), argument)
    }

    /// The arguments not read yet, which are now read.
    mutating func rest() -> [String] {
        defer { remaining = [] }
        return Array(remaining)
    }

    /// The value of the option `name`: `attached`, or else the next argument, which must not look like an
    /// option (but for "-", which is a value).
    ///
    /// - Throws: `UsageError` when there is none.
    mutating func value(of name: String, attached: String?) throws(UsageError) -> String {
        if let attached { return attached }
        guard let next = remaining.first, !next.hasPrefix("-") || next == "-" else {
            throw usage(messageLocales.localized("\(name) needs a value"))
        }
        remaining.removeFirst()
        return next
    }

    /// A usage error: `message`, after the command's name, and where its help is.
    func usage(_ message: String) -> UsageError {
        UsageError(message: messageLocales.localized("\(command): \(message) (see \(command) --help)"))
    }

    /// The usage error of an argument the command does not know.
    func unknown(_ argument: String) -> UsageError {
        usage(argument.hasPrefix("-")
            ? messageLocales.localized("unknown option '\(Self.quoted(argument))'") : messageLocales.localized("unexpected argument '\(Self.quoted(argument))'"))
    }

    /// An argument as a message quotes it: as the screen shows text (ESC as ␛), and short.
    static func quoted(_ argument: String) -> String {
        argument.sanitizedForTerminal(maxLength: 60)
    }
}

/// A command line that is wrong, with the one line that says so (exit status 64).
struct UsageError: Error, Equatable {
    let message: String
}
