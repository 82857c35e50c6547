import Foundation
import TermUI
import WishlistUI
import TravelModel

/// `wishlist export`: the expenses as CSV or a journal, or all the data as one JSON document, on standard output
/// or in a file.
///
/// It reads the database through a read-only connection (`ReadOnlyDatabase`) and takes no lock: one statement
/// (for JSON, one read transaction) reads one snapshot of the data, so it runs while the app does, and changes
/// nothing (no update of an older schema, no sample data). The rows are streamed (`ExpenseExport`,
/// `DataDocumentExport`), a chunk at a time.
struct ExportCommand: Subcommand, Equatable {
    static let name = "export"
    static let summary = "the expenses as CSV or a plain-text accounting journal (hledger, Ledger), or all the data as JSON"

    /// What an export writes.
    enum Format: String, CaseIterable, Equatable {
        /// The expenses as CSV (`ExpenseCSV`).
        case csv
        /// The expenses as a journal (`ExpenseJournal`).
        case journal
        /// Everything, as the data document (`DataDocument`).
        case json
    }

    /// What is written.
    var format: Format
    /// The days whose expenses are written.
    var period = ExportPeriod.always
    /// The file to write (`-o`); nil for standard output.
    var outputPath: String?
    /// The data directory (`--data-dir`, before or after the command's name); nil for the usual one.
    var dataDirectory: String?

    /// Its help, in the language of `LC_MESSAGES`.
    static var usage: String { usage(in: .process) }

    /// Its help in the language of `locales`' messages (WishlistUI's tables, key `export.usage`).
    static func usage(in locales: LocaleCategories) -> String {
        locales.localized(key: "export.usage", defaultValue: """
        Usage: wishlist export --format csv|journal|json [--from DAY] [--to DAY] [-o FILE] [--data-dir DIR]

        Writes the expenses, oldest first (by day, then in the order they were entered), or with json all the
        data, on standard output or in FILE. It needs no terminal, changes nothing and works while the app runs:
        it reads the data as it is at one moment. Each day is the expense's day in the local time zone (TZ).

        OPTIONS
          --format FORMAT   what to write (needed):
                              csv      RFC 4180 CSV, lines ending in CRLF: a header, then for each expense
                                       date,title,amount,currency,category,trip (the date yyyy-MM-dd, the
                                       amount exact, as -12.5; text a spreadsheet would run as a formula,
                                       starting with = + - @, a tab or CR, is written after an apostrophe)
                              journal  a plain-text accounting journal for hledger or Ledger: a transaction
                                       for each expense, its category an account under Expenses, paid from
                                       Assets:Cash, its trip a trip: tag
                              json     everything, as one JSON document that wishlist reads back exactly:
                                       the settings, the trips with their dates, budgets and activities, the
                                       pictures made from your photos, the monthly limits and the expenses
                                       (each amount exact decimal text, each date the exact moment with its
                                       offset from UTC); its fields are described in
                                       Documentation/json-document.md
          --from DAY        only the expenses of DAY and later (DAY is yyyy-MM-dd, such as 2026-03-14); with
                            json, the rest is written whole and the document says the period
          --to DAY          only the expenses of DAY and earlier
          -o, --output FILE write FILE instead of standard output (- is standard output): made 0600 and put in
                            place whole when the export is done, replacing a file there; a failed export
                            leaves FILE as it was
          --data-dir DIR    the data directory (default: $XDG_DATA_HOME/wishlist or ~/.local/share/wishlist);
                            it may also come before the command: wishlist --data-dir DIR export ...
          -h, --help        show this help and exit
          A value may also follow a long option after an equals sign: --from=2026-03-01.

        EXIT STATUS
          0   the export was written (an expense, a trip or a picture the app cannot read either, written by
              another program or missing, is left out and said on standard error); also when the reader of
              standard output stops reading early, as head does
          1   the export failed: the data could not be read on the way, or the output could not be written
              (with -o, FILE is left as it was); standard error says why
          2   the export cannot run: the data directory has no data, its data is of another version of
              wishlist (an older one: open it with the app once to update it), it is not wishlist's, or the app
              is importing or updating it right now
          64  a usage error: an unknown option, a missing or wrong value, a day that is not yyyy-MM-dd, --to
              before --from
        """)
    }

    static func parse(_ arguments: [String], dataDirectory: String?) -> SubcommandParse<ExportCommand> {
        do {
            return try parseOrThrow(arguments, dataDirectory: dataDirectory)
        } catch {
            return .exit(message: error.message, status: .usage)
        }
    }

    private static func parseOrThrow(_ arguments: [String], dataDirectory: String?) throws(UsageError) -> SubcommandParse<ExportCommand> {
        var reader = ArgumentReader(arguments, command: "wishlist export")
        var format: Format?
        var first: String?, last: String?, outputPath: String?
        var dataDirectory = dataDirectory
        var given: Set<String> = []
        while let (name, attached, argument) = reader.next() {
            if name == "-h" || name == "--help" {
                guard attached == nil else { throw reader.usage(messageLocales.localized("\(name) takes no value")) }
                return .exit(message: usage, status: .ok)
            }
            let option = name == "-o" ? "--output" : name
            guard ["--format", "--from", "--to", "--output", "--data-dir"].contains(option) else {
                throw reader.unknown(argument)
            }
            guard given.insert(option).inserted, !(option == "--data-dir" && dataDirectory != nil) else {
                throw reader.usage(messageLocales.localized("\(option) is given twice"))
            }
            let value = try reader.value(of: name, attached: attached)
            switch option {
            case "--format":
                format = Format(rawValue: value)
                guard format != nil else {
                    throw reader.usage(messageLocales.localized("--format is csv, journal or json, not '\(ArgumentReader.quoted(value))'"))
                }
            case "--from": first = value
            case "--to": last = value
            case "--output":
                guard !value.isEmpty else { throw reader.usage(messageLocales.localized("\(name) needs a file")) }
                outputPath = value == "-" ? nil : value
            default:
                guard !value.isEmpty else { throw reader.usage(messageLocales.localized("--data-dir needs a directory")) }
                dataDirectory = value
            }
        }
        guard let format else { throw reader.usage(messageLocales.localized("--format is needed: csv, journal or json")) }
        let period: ExportPeriod
        do {
            period = try ExportPeriod(first: first, last: last)
        } catch {
            switch error {
            case .notADay(let text):
                let option = text == first ? "--from" : "--to"
                throw reader.usage(messageLocales.localized("\(option) takes a day written yyyy-MM-dd, such as 2026-03-14, not '\(ArgumentReader.quoted(text))'"))
            case .backwards(let first, let last):
                throw reader.usage(messageLocales.localized("--to \(last) is before --from \(first)"))
            }
        }
        return .run(ExportCommand(format: format, period: period, outputPath: outputPath, dataDirectory: dataDirectory))
    }

    func run() -> ExitStatus {
        let directory: URL
        let database: ReadOnlyDatabase
        do {
            directory = try DataDirectory.url(explicitPath: dataDirectory, environment: ProcessInfo.processInfo.environment)
            database = try ReadOnlyDatabase.open(directory: directory)
        } catch {
            Self.say(messageText(of: error))
            return .cannotRun
        }
        let destination: ExportDestination
        do {
            destination = try outputPath.map { path throws(SystemCallError) in try ExportDestination.file(atPath: path) }
                ?? .standardOutput()
        } catch {
            Self.say(messageLocales.localized("cannot write \(outputPath ?? messageLocales.localized("standard output")): \(FailureReason(error).description(in: messageLocales))"))
            return .failed
        }
        // Interrupted (Ctrl-C, a kill), the export leaves no temporary file behind.
        TemporaryFileRemoval.removeOnSignal(destination.temporaryPath)
        defer { TemporaryFileRemoval.removeOnSignal(nil) }
        let leftOut: [String]
        do throws(Failure) {
            leftOut = try write(from: database, to: destination.output)
            do throws(SystemCallError) {
                try destination.finish()
            } catch {
                throw Failure.writing(error)
            }
        } catch {
            destination.abandon()
            switch error {
            case .writing(let writing) where writing.code == EPIPE && outputPath == nil:
                // The reader has what it wanted (head): nothing is wrong.
                return .ok
            case .writing(let writing):
                Self.say(messageLocales.localized("cannot write \(outputPath ?? messageLocales.localized("standard output")): \(String(describing: writing))"))
            case .reading(let message):
                Self.say(message)
            }
            return .failed
        }
        for sentence in leftOut {
            Self.say(sentence)
        }
        return .ok
    }

    /// Why an export stopped: the output, or the data (said in a sentence).
    private enum Failure: Error {
        case writing(SystemCallError)
        case reading(String)
    }

    /// Writes the export of `database` to `output` in the format asked for; gives what to say of what was
    /// left out, a sentence a kind.
    private func write(from database: ReadOnlyDatabase, to output: ChunkedOutput) throws(Failure) -> [String] {
        switch format {
        case .csv, .journal:
            do {
                let summary = try ExpenseExport(format: format == .csv ? .csv : .journal, period: period)
                    .write(from: database, to: output)
                return [summary.leftOut.leftOutSentence(of: .expenses, in: messageLocales)].compactMap(\.self)
            } catch {
                if case .writing(let writing) = error { throw .writing(writing) }
                throw .reading(error.description(in: messageLocales))
            }
        case .json:
            do {
                let summary = try DataDocumentExport(period: period).write(from: database, to: output)
                return [
                    summary.leftOutTrips.leftOutSentence(of: .trips, in: messageLocales),
                    summary.leftOutPictures.leftOutSentence(of: .pictures, in: messageLocales),
                    summary.leftOutCategoryLimits.leftOutSentence(of: .monthlyLimits, in: messageLocales),
                    summary.leftOutExpenses.leftOutSentence(of: .expenses, in: messageLocales),
                ].compactMap(\.self)
            } catch {
                if case .writing(let writing) = error { throw .writing(writing) }
                throw .reading(error.description(in: messageLocales))
            }
        }
    }

    /// Says `message` on standard error, after the command's name, made safe for a terminal.
    private static func say(_ message: String) {
        StandardStream.error.write("wishlist export: \(message)")
    }
}
