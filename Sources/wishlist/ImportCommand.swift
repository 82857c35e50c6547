import Dispatch
import Foundation
import Synchronization
import TermUI
import TravelModel
import WishlistUI

/// `wishlist import FILE`: a bank's CSV export (or wishlist's own) as expenses, or wishlist's JSON document of
/// all the data (`DataDocumentImport`), all of it in one transaction.
///
/// It guesses how to read the file (`CSVImportGuess`: the separator, the header, which column holds what, the
/// date format, the decimal mark, which sign is money spent, the currency), takes what the options say over the
/// guess, and imports (`CSVImport`) under the data directory's lock, as the app opens it; with `--dry-run` it
/// prints the guess and a preview instead, reading the database without the lock (it changes nothing).
struct ImportCommand: Subcommand, Equatable {
    static let name = "import"
    static let summary = "a bank's CSV export (or wishlist's own) as expenses, or a JSON export of all the data"

    /// The file.
    var path: String
    /// Print the guess and a preview, change nothing.
    var dryRun = false
    /// Import rows already there too.
    var keepsDuplicates = false
    /// The columns the options give, in order.
    var columns: [ColumnChoice] = []
    /// The options' formats, over the guess's.
    var dateFormat: ImportDateFormat?
    var decimalMark: DecimalMark?
    var amountSign: AmountSign?
    var currencyCode: String?
    var unknownCategory: Category?
    /// The data directory (`--data-dir`, before or after the command's name); nil for the usual one.
    var dataDirectory: String?

    /// A column an option gives a role: `--column title=Verwendungszweck`.
    struct ColumnChoice: Equatable {
        enum Column: Equatable {
            /// A column by its number, from 1.
            case number(Int)
            /// A column by its name in the header.
            case name(String)
            /// No column: the role is left without one.
            case none
        }

        var role: CSVColumnRole
        var column: Column
    }

    /// Its help, in the language of `LC_MESSAGES`.
    static var usage: String { usage(in: .process) }

    /// Its help in the language of `locales`' messages (WishlistUI's tables, key `import.usage`).
    static func usage(in locales: LocaleCategories) -> String {
        locales.localized(key: "import.usage", defaultValue: """
        Usage: wishlist import FILE [--dry-run] [--keep-duplicates] [--column ROLE=COLUMN]...
                                    [--date-format FORMAT] [--decimal comma|point] [--spent negative|positive]
                                    [--currency CODE] [--unknown-category NAME] [--data-dir DIR]

        Imports the rows of FILE, a CSV export of a bank account or a card (or wishlist export --format csv), as
        expenses: all of them in one transaction, or none. It guesses how the file is written and which column
        holds what, from the header (English and German bank words: Date, Payee, Amount, Debit, Credit,
        Currency; Buchungstag, Empfänger, Verwendungszweck, Betrag, Soll, Haben, Währung, Kategorie) and from
        the values; --dry-run shows the guess and what the import would do, and the options below correct it.

        A JSON document of all the data (wishlist export --format json: trips, activities, pictures, monthly
        limits, expenses, settings) is read back instead, exactly, in one transaction: what the data directory
        has already (by id) is kept as it is, the rest added, so that into an empty data directory it gives the
        data it was written from, and a second import adds nothing. FILE is taken for such a document by its
        content, whatever its name: its first character other than white space is {; and a file named *.json is
        one too. The options of a CSV file are not for a document; --dry-run and --data-dir are, and an import
        makes a data directory that does not exist.

        What it reads: RFC 4180 CSV in UTF-8 (a byte order mark is skipped; UTF-16 is refused: save the file
        as UTF-8), separated by commas, semicolons or tabs; rows above the header and empty lines are passed
        over. Dates in the form the file writes them (2026-03-14, 14.03.2026, 03/14/2026, 14/03/2026; a
        two-digit year is 20YY): day and month in either order are told apart by a day after the 12th, else
        by the locale (LC_TIME). Amounts exactly as written, with the file's decimal mark (1.234,56 or
        1,234.56, told apart by the values, else a semicolon file's comma, else LC_NUMERIC's), a sign,
        parentheses or a currency symbol (12,50 €, -$12.50).

        What each row becomes: an expense of its day, its title (the payee, else the description), its amount
        spent, its currency (the file's column, else the currency in the amount's header or symbols, else
        --currency), its category (by name, case and accents aside: Food & Drink, Lodging, Transport,
        Activities, Shopping, Other; an unknown one is --unknown-category) and its trip (by name; none when no
        trip has it). Money spent is kept, as a positive amount; money received (income, refunds, payments)
        is skipped: in a bank account's export money spent is negative, in a card statement positive, told
        by most of the amounts (--spent says otherwise); a file of wishlist's own export is imported as it
        was written. A row that does not read (a day that is no day, an amount that is not exactly a number,
        another currency's symbol) is skipped with its line and reason, never read as something else, and so
        is a summary row (Total, Summe, Saldo) and a row already there: an expense of the same day, amount,
        currency and title.

        OPTIONS
          --dry-run            print the guess, the first expenses as they would be stored and every row
                               skipped, with its line and reason, on standard output, and change nothing;
                               this needs no lock and works while the app runs (a JSON document's dry run
                               reads all of it and says what an import would add; it takes the lock)
          --keep-duplicates    import rows already there too
          --column ROLE=COLUMN which column holds ROLE: date, title, amount (signed), debit and credit
                               (amounts in columns of their own), category, currency or trip; COLUMN is
                               its number (from 1), its name in the header, or none; repeat for each role,
                               and twice for a title taken from the second column where the first is empty
          --date-format FORMAT how dates are written: yyyy-mm-dd, dd.mm.yyyy, mm/dd/yyyy, dd/mm/yyyy (or
                               with -, . or / between)
          --decimal MARK       the amounts' decimal mark: comma or point
          --spent SIGN         the sign of money spent in the amount column: negative, positive, or
                               as-written (every amount an expense, sign and all)
          --currency CODE      the currency of rows that say none, such as EUR (default: what the file
                               says, else LC_MONETARY's, else USD)
          --unknown-category NAME
                               the category of rows whose category the app does not know, or that have
                               none (default: Other)
          --data-dir DIR       the data directory (default: $XDG_DATA_HOME/wishlist or
                               ~/.local/share/wishlist); it may also come before the command
          -h, --help           show this help and exit
          A value may also follow a long option after an equals sign: --decimal=comma.

        The import takes the data directory's lock, as the app does: it is refused while the app runs on the
        same data. It says what it imported and skipped on standard error. Ctrl-C (or SIGTERM) during the
        import undoes all of it: nothing is imported, and the command ends by the signal (status 130, 143).

        EXIT STATUS
          0    imported (rows skipped, if any, are said on standard error), or --dry-run done
          1    nothing was imported: the CSV file cannot be read (missing, not UTF-8, a quote never closed, no
               column for a date, a title or an amount), a JSON document is refused (not wishlist's, another
               version, an entry that breaks a rule: said with its place and line), or the database could not
               be written; standard error says why
          2    the import cannot run: the app (or another command) has the data open, the data directory has
               no data (for a CSV file), or its data is of another version of wishlist, or a JSON document
               cannot be opened (missing, not a regular file, no permission)
          64   a usage error: an unknown option, a missing or wrong value, a column the file does not have, an
               option of a CSV file given with a JSON document
        """)
    }

    static func parse(_ arguments: [String], dataDirectory: String?) -> SubcommandParse<ImportCommand> {
        do {
            return try parseOrThrow(arguments, dataDirectory: dataDirectory)
        } catch {
            return .exit(message: error.message, status: .usage)
        }
    }

    private static func parseOrThrow(_ arguments: [String], dataDirectory: String?) throws(UsageError) -> SubcommandParse<ImportCommand> {
        var reader = ArgumentReader(arguments, command: "wishlist import")
        var command = ImportCommand(path: "", dataDirectory: dataDirectory)
        var path: String?
        var given: Set<String> = []
        let once = ["--date-format", "--decimal", "--spent", "--currency", "--unknown-category", "--data-dir", "--dry-run", "--keep-duplicates"]
        while let (name, attached, argument) = reader.next() {
            if name == "-h" || name == "--help" {
                guard attached == nil else { throw reader.usage(messageLocales.localized("\(name) takes no value")) }
                return .exit(message: usage, status: .ok)
            }
            if !name.hasPrefix("-") || name == "-" {
                guard path == nil else { throw reader.unknown(argument) }
                path = argument
                continue
            }
            guard once.contains(name) || name == "--column" else { throw reader.unknown(argument) }
            guard name == "--column" || given.insert(name).inserted, !(name == "--data-dir" && dataDirectory != nil) else {
                throw reader.usage(messageLocales.localized("\(name) is given twice"))
            }
            if name == "--dry-run" || name == "--keep-duplicates" {
                guard attached == nil else { throw reader.usage(messageLocales.localized("\(name) takes no value")) }
                if name == "--dry-run" { command.dryRun = true } else { command.keepsDuplicates = true }
                continue
            }
            let value = try reader.value(of: name, attached: attached)
            let quoted = ArgumentReader.quoted(value)
            switch name {
            case "--column":
                command.columns.append(try columnChoice(value, reader: reader))
            case "--date-format":
                guard let format = ImportDateFormat(pattern: value) else {
                    throw reader.usage(messageLocales.localized("--date-format is yyyy-mm-dd, dd.mm.yyyy, mm/dd/yyyy or dd/mm/yyyy (or with -, . or /), not '\(quoted)'"))
                }
                command.dateFormat = format
            case "--decimal":
                guard let mark = DecimalMark(rawValue: value) else { throw reader.usage(messageLocales.localized("--decimal is comma or point, not '\(quoted)'")) }
                command.decimalMark = mark
            case "--spent":
                guard let sign = AmountSign(rawValue: value) else {
                    throw reader.usage(messageLocales.localized("--spent is negative, positive or as-written, not '\(quoted)'"))
                }
                command.amountSign = sign
            case "--currency":
                let code = value.uppercased()
                guard Locale.commonISOCurrencyCodes.contains(code) else {
                    throw reader.usage(messageLocales.localized("unknown currency '\(quoted)' (use an ISO code such as USD, EUR, JPY)"))
                }
                command.currencyCode = code
            case "--unknown-category":
                guard let category = Category.named(value) else {
                    throw reader.usage(messageLocales.localized("--unknown-category is one of \(Category.all.map(\.title).joined(separator: ", ")), not '\(quoted)'"))
                }
                command.unknownCategory = category
            default:
                guard !value.isEmpty else { throw reader.usage(messageLocales.localized("--data-dir needs a directory")) }
                command.dataDirectory = value
            }
        }
        guard let path, !path.isEmpty else { throw reader.usage(messageLocales.localized("the CSV file to import is needed")) }
        command.path = path
        return .run(command)
    }

    /// The column `value` ("date=1", "title=Verwendungszweck", "category=none") gives a role.
    private static func columnChoice(_ value: String, reader: ArgumentReader) throws(UsageError) -> ColumnChoice {
        let roles = CSVColumnRole.allCases.map(\.rawValue).joined(separator: ", ")
        guard let equals = value.firstIndex(of: "="), let role = CSVColumnRole(rawValue: String(value[..<equals])) else {
            throw reader.usage(messageLocales.localized("--column is ROLE=COLUMN, ROLE one of \(roles), not '\(ArgumentReader.quoted(value))'"))
        }
        let column = String(value[value.index(after: equals)...])
        guard !column.isEmpty else { throw reader.usage(messageLocales.localized("--column \(role.rawValue)= needs a column: its number, its name or none")) }
        if column == "none" { return ColumnChoice(role: role, column: .none) }
        if let number = Int(column) {
            guard number >= 1 else { throw reader.usage(messageLocales.localized("--column numbers columns from 1, not '\(ArgumentReader.quoted(column))'")) }
            return ColumnChoice(role: role, column: .number(number))
        }
        return ColumnChoice(role: role, column: .name(column))
    }

    func run() -> ExitStatus {
        let directory: URL
        do {
            directory = try DataDirectory.url(explicitPath: dataDirectory, environment: ProcessInfo.processInfo.environment)
        } catch {
            Self.say(messageText(of: error))
            return .cannotRun
        }
        if DataDocumentImport.isDocument(atPath: path) { return importDocument(into: directory) }
        // The data first: while the app runs, nothing else is worth reading.
        let target: ImportTarget
        do {
            target = dryRun ? .preview(try ReadOnlyDatabase.open(directory: directory)) : .database(try AppDatabase.openLocked(directory: directory))
        } catch let error as DataFileError {
            if case .inUse = error {
                Self.say(messageLocales.localized("the data in \(directory.path) is in use: the app (or another command) has it open; quit it, then import again"))
            } else {
                Self.say(messageText(of: error))
            }
            return .cannotRun
        } catch {
            Self.say(messageText(of: error))
            return .cannotRun
        }
        let guess: CSVImportGuess
        do {
            guess = try CSVImportGuess.make(
                path: path, locale: LocaleCategories.process.time, currencyCode: currencyCode ?? LaunchConfiguration().currencyCode)
        } catch {
            Self.say(messageLocales.localized("\(path): \(Self.sentence(for: error)); nothing was imported"))
            return .failed
        }
        let settings: CSVImportSettings
        let columnsGiven: Bool
        do {
            (settings, columnsGiven) = try self.settings(from: guess)
        } catch {
            StandardStream.error.write(error.message)
            return .usage
        }
        let csvImport = CSVImport(path: path, settings: settings)
        switch target {
        case .preview(let database):
            do {
                let report = try csvImport.preview(in: database, rowLimit: Self.previewRows)
                StandardStream.output.write(ImportReportText(path: path, guess: guess, settings: settings, given: given(columnsGiven))
                    .dryRun(report))
                return .ok
            } catch {
                Self.say(messageLocales.localized("\(path): \(Self.sentence(for: error)); nothing was imported"))
                return .failed
            }
        case .database(let database):
            let cancellation = CSVImportCancellation()
            let signals = Self.cancelOnSignals(cancellation)
            defer { _ = signals }
            do {
                let report = try csvImport.run(into: database, cancellation: cancellation)
                StandardStream.error.write(ImportReportText(path: path, guess: guess, settings: settings, given: given(columnsGiven))
                    .summary(report))
                return .ok
            } catch .cancelled {
                // Nothing was written: the signal ends the command, as it would have.
                let number = signals.received.number.withLock { $0 } ?? SIGINT
                Self.say(messageLocales.localized("interrupted: nothing was imported"))
                signal(number, SIG_DFL)
                raise(number)
                return .failed
            } catch {
                Self.say(messageLocales.localized("\(path): \(Self.sentence(for: error)); nothing was imported"))
                return .failed
            }
        }
    }

    /// Imports the data document at `path` (`wishlist export --format json`) into `directory`, made 0700 when it
    /// is missing (an import into a new directory gives it the database the document was written from); with
    /// `--dry-run`, reads and checks all of it and says what an import would add, changing nothing. The options
    /// of a CSV file have nothing to say of a document: given, they are a usage error.
    private func importDocument(into directory: URL) -> ExitStatus {
        let csvOptions = [
            ("--column", !columns.isEmpty), ("--date-format", dateFormat != nil), ("--decimal", decimalMark != nil),
            ("--spent", amountSign != nil), ("--currency", currencyCode != nil), ("--unknown-category", unknownCategory != nil),
            ("--keep-duplicates", keepsDuplicates),
        ].filter(\.1).map(\.0)
        if !csvOptions.isEmpty {
            let reader = ArgumentReader([], command: "wishlist import")
            let file = ArgumentReader.quoted(path)
            let options = csvOptions.joined(separator: ", ")
            StandardStream.error.write(reader.usage(csvOptions.count == 1
                ? messageLocales.localized("\(options) is for a CSV file; \(file) is wishlist's JSON document")
                : messageLocales.localized("\(options) are for a CSV file; \(file) is wishlist's JSON document")).message)
            return .usage
        }
        if dryRun {
            var info = stat()
            guard stat(directory.path, &info) == 0 else {
                Self.say(messageLocales.localized("there is no data directory \(directory.path) yet: the import would make it, and add all of the document"))
                return .cannotRun
            }
        } else {
            do {
                try DataDirectory.create(at: directory)
            } catch {
                Self.say(messageText(of: error))
                return .cannotRun
            }
        }
        do {
            let summary = try DataDocumentImport.importDocument(
                atPath: path, intoDirectory: directory, dryRun: dryRun, currencyCode: LaunchConfiguration().currencyCode)
            (dryRun ? StandardStream.output : .error).write(DocumentImportText(path: path, summary: summary).text)
            return .ok
        } catch {
            Self.say(messageText(of: error))
            return Self.status(for: error)
        }
    }

    /// The exit status of a document's import that failed with `failure`, as the help says: a document refused
    /// or data not written is a failure (1); a file or a data directory that cannot be opened, a run that
    /// cannot be (2).
    static func status(for failure: DataDocumentImport.Failure) -> ExitStatus {
        switch failure {
        case .refused, .cannotWrite: .failed
        case .cannotRead, .cannotLock, .cannotOpen, .cannotUpdate: .cannotRun
        }
    }

    /// How many expenses a dry run shows.
    static let previewRows = 10

    /// Where the command reads or writes.
    private enum ImportTarget {
        case preview(ReadOnlyDatabase)
        case database(AppDatabase)
    }

    /// What the options said, for the report.
    private func given(_ columns: Bool) -> ImportReportText.Given {
        ImportReportText.Given(
            columns: columns, dateFormat: dateFormat != nil, decimalMark: decimalMark != nil, amountSign: amountSign != nil,
            currency: currencyCode != nil)
    }

    /// The guess's settings with what the options say over them, and whether they gave columns.
    private func settings(from guess: CSVImportGuess) throws(UsageError) -> (CSVImportSettings, Bool) {
        var settings = guess.settings
        let reader = ArgumentReader([], command: "wishlist import")
        var titlesGiven = false
        for choice in columns {
            let index: Int?
            switch choice.column {
            case .none:
                index = nil
            case .number(let number):
                guard number <= guess.columnCount else {
                    throw reader.usage(messageLocales.localized("--column \(choice.role.rawValue)=\(number): the file has \(guess.columnCount) columns"))
                }
                index = number - 1
            case .name(let name):
                let header = guess.header ?? []
                guard let found = header.firstIndex(of: name)
                        ?? header.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).lowercased() == name.lowercased() }) else {
                    let names = header.map { "'\(ArgumentReader.quoted($0))'" }.joined(separator: ", ")
                    let role = choice.role.rawValue, name = ArgumentReader.quoted(name)
                    throw reader.usage(header.isEmpty
                        ? messageLocales.localized("--column \(role)=\(name): the file has no column of that name (it has no header: number the column)")
                        : messageLocales.localized("--column \(role)=\(name): the file has no column of that name (its columns: \(names))"))
                }
                index = found
            }
            // The titles given take the place of those guessed, in the order given.
            if choice.role == .title, !titlesGiven {
                settings.columns.title = []
                titlesGiven = true
            }
            settings.columns.assign(index, to: choice.role, place: settings.columns.title.count)
        }
        if let dateFormat { settings.dateFormat = dateFormat }
        if let decimalMark { settings.decimalMark = decimalMark }
        if let amountSign { settings.amountSign = amountSign }
        if let currencyCode { settings.currencyCode = currencyCode }
        if let unknownCategory { settings.fallbackCategory = unknownCategory }
        settings.keepsDuplicates = keepsDuplicates
        return (settings, !columns.isEmpty)
    }

    /// Cancels `cancellation` on SIGINT, SIGTERM or SIGHUP (their usual action held off meanwhile), and keeps
    /// which came; the sources live as long as what is returned.
    private static func cancelOnSignals(_ cancellation: CSVImportCancellation) -> SignalWatch {
        let received = FirstSignal()
        let sources = [SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                received.number.withLock { $0 = $0 ?? number }
                cancellation.cancel()
            }
            source.resume()
            return source
        }
        return SignalWatch(sources: sources, received: received)
    }

    /// What a failure says, with the option that helps where one does.
    private static func sentence(for failure: CSVImportFailure) -> String {
        let sentence = failure.description(in: messageLocales)
        if case .file(.noColumn(let role)) = failure { return sentence + " (--column \(role.rawValue)=N)" }
        return sentence
    }

    /// Says `message` on standard error, after the command's name, made safe for a terminal.
    private static func say(_ message: String) {
        StandardStream.error.write("wishlist import: \(message)")
    }
}

/// The signal sources of an import, and the first signal they heard.
private final class SignalWatch {
    /// The sources (kept alive: a source cancelled or freed hears nothing).
    let sources: [any DispatchSourceSignal]
    /// The first signal heard, which the sources' handlers write on dispatch's threads.
    let received: FirstSignal

    init(sources: [any DispatchSourceSignal], received: FirstSignal) {
        self.sources = sources
        self.received = received
    }
}

/// The first of the signals an import watches for that came.
private final class FirstSignal: Sendable {
    let number = Mutex<Int32?>(nil)
}
