import Foundation
import TermUI
import TravelModel

/// The work behind the budget's import sheet (`ImportSheet`): the file read and its settings guessed, a preview
/// of those settings made again after each change the user makes, and the import; each of them off the main
/// actor (`offMainThread`), so that keys keep answering while a file of 100,000 rows is read.
///
/// The guess and the previews read the app's database a day at a time (for the duplicates); the import runs on
/// a connection of its own to the same file (`AppDatabase.openedAgain()`), so that the app's reads never wait for
/// its transaction; a database in memory (`--demo`) has no second connection, and is imported into itself. Each
/// piece of work has its own `CSVImportCancellation`: a new file or a new setting stops the one before (whose
/// result is then dropped), and Esc stops the import, which then leaves nothing.
@Observable @MainActor
final class CSVImportSession {
    /// Where the sheet is.
    enum Stage: Equatable {
        /// No file read yet (or the last one could not be).
        case choosingFile
        /// The file is being read for its guess.
        case reading
        /// The file's settings shown, to change, with their preview.
        case mapping
        /// The import runs.
        case importing
    }

    /// A part of the settings, which the sheet says was chosen by the user once it was changed.
    enum Part: Hashable {
        case columns, dateFormat, decimalMark, amountSign, currency, fallbackCategory, duplicates
    }

    /// How many expenses the preview shows.
    nonisolated static let previewRows = 20
    /// How many skipped rows the sheet lists.
    nonisolated static let skippedRowsShown = 50

    /// The file's path as typed; `~` is expanded when it is read.
    var path = ""
    /// The currency of rows without one, as typed: the settings take it once it is an ISO code.
    var currencyText = "" {
        didSet {
            let code = currencyText.trimmingCharacters(in: .whitespaces).uppercased()
            if Self.isCurrencyCode(code), code != settings?.currencyCode { change(.currency) { $0.currencyCode = code } }
        }
    }
    private(set) var stage = Stage.choosingFile
    /// The file read (its path with `~` expanded), once it has been.
    private(set) var file: String?
    /// What the file's guess found.
    private(set) var guess: CSVImportGuess?
    /// The settings: the guess's, as the user changed them.
    private(set) var settings: CSVImportSettings?
    /// The parts of the settings the user changed.
    private(set) var changedParts: Set<Part> = []
    /// The preview of the settings as they are; nil while it is made, or when it cannot be.
    private(set) var preview: CSVImportReport?
    /// The names of categories the app does not know in the preview, and of trips no trip has, quoted, in order
    /// (put in order once, when the preview comes); nil for none.
    private(set) var unknownCategoryNames: String?
    private(set) var unknownTripNames: String?
    /// Why the file cannot be read, the preview made, or the import done; or that the import was cancelled.
    private(set) var problem: String?
    /// How far the import has come, while it runs.
    private(set) var progress: CSVImportProgress?

    /// The language of the sentences the session says (`problem`): the sheet's, given with each piece of work.
    @ObservationIgnored var messages = LocaleCategories.process
    /// The time zone of the days, the previews' and the import's: the app's, when the file was read.
    @ObservationIgnored private var timeZone = TimeZone.current
    /// The database the budget is kept in: the previews read it, and the import writes into it.
    @ObservationIgnored private let database: AppDatabase
    /// The work under way, which a new piece of work or Esc stops.
    @ObservationIgnored private var cancellation: CSVImportCancellation?
    /// Counts the pieces of work started: a result of one that is no longer the last is dropped.
    @ObservationIgnored private var generation = 0

    /// A session that imports into `database`.
    init(database: AppDatabase) {
        self.database = database
    }

    /// Whether `code` is an ISO code of a currency, such as EUR.
    static func isCurrencyCode(_ code: String) -> Bool {
        Locale.commonISOCurrencyCodes.contains(code)
    }

    /// Whether the currency typed is one.
    var currencyIsKnown: Bool {
        Self.isCurrencyCode(currencyText.trimmingCharacters(in: .whitespaces).uppercased())
    }

    /// Whether the import can start: a preview of settings with every column needed, something to import, a
    /// currency.
    var canImport: Bool {
        stage == .mapping && currencyIsKnown && (preview?.imported ?? 0) > 0
    }

    /// The file's name, as messages quote it.
    var fileName: String {
        ((file ?? path) as NSString).lastPathComponent.sanitizedForTerminal(maxLength: 40)
    }

    /// `path` with a leading `~` (or `~/`) as the home directory, and spaces around it trimmed.
    static func expandingTilde(in path: String) -> String {
        let trimmed = path.trimmingCharacters(in: .whitespaces)
        guard trimmed == "~" || trimmed.hasPrefix("~/") else { return trimmed }
        return (trimmed as NSString).expandingTildeInPath
    }

    /// Reads the file typed and guesses its settings, off the main actor: dates that no value decides in the
    /// order `locale` writes them, amounts without a currency in `currencyCode`; then previews them.
    func read(locale: Locale, currencyCode: String, timeZone: TimeZone) {
        guard stage != .importing else { return }
        let file = Self.expandingTilde(in: path)
        self.timeZone = timeZone
        let work = startWork()
        guard !file.isEmpty else {
            problem = messages.localized("Type the path of a CSV file, such as ~/Downloads/export.csv.")
            return
        }
        self.file = file
        stage = .reading
        problem = nil
        Task {
            let reading = await offMainThread { () -> Reading in
                if DataDocumentImport.isDocument(atPath: file) { return .document }
                do throws(CSVImportFailure) {
                    return .guessed(try CSVImportGuess.make(
                        path: file, locale: locale, currencyCode: currencyCode, cancellation: work.cancellation))
                } catch {
                    return .failed(error)
                }
            }
            guard work.generation == generation else { return }
            switch reading {
            case .guessed(let guess):
                self.guess = guess
                settings = guess.settings
                changedParts = []
                currencyText = guess.settings.currencyCode
                stage = .mapping
                makePreview()
            case .document:
                forgetFile()
                problem = messages.localized(
                    "\(fileName) is wishlist's JSON document of all the data, not a CSV file: import it from a shell, with wishlist import FILE.")
            case .failed(.cancelled):
                forgetFile()
            case .failed(let failure):
                forgetFile()
                problem = "\(fileName): \(failure.description(in: messages))."
            }
        }
    }

    /// What reading a file found.
    private enum Reading: Sendable {
        case guessed(CSVImportGuess)
        case document
        case failed(CSVImportFailure)
    }

    /// Back to no file read, after one that could not be.
    private func forgetFile() {
        guess = nil
        settings = nil
        preview = nil
        stage = .choosingFile
    }

    /// Changes the settings by `body` and previews them again; the sheet says `part` was chosen by the user.
    func change(_ part: Part, _ body: (inout CSVImportSettings) -> Void) {
        guard stage == .mapping, var settings else { return }
        body(&settings)
        guard settings != self.settings else { return }
        self.settings = settings
        changedParts.insert(part)
        makePreview()
    }

    /// Makes the preview of the settings, off the main actor, stopping the one before.
    private func makePreview() {
        guard let file, let settings else { return }
        let work = startWork()
        preview = nil
        problem = nil
        if let missing = settings.columns.missingRole {
            problem = messages.localized("No column holds \(missing.description(in: messages)): choose one below.")
            return
        }
        let csvImport = CSVImport(path: file, settings: settings, timeZone: timeZone)
        let database = database
        Task {
            let result = await offMainThread {
                Result { () throws(CSVImportFailure) -> CSVImportReport in
                    try csvImport.preview(in: database, rowLimit: Self.previewRows, cancellation: work.cancellation)
                }
            }
            guard work.generation == generation else { return }
            switch result {
            case .success(let report):
                preview = report
                unknownCategoryNames = quoted(report.unknownCategories, others: report.otherUnknownCategoryRows)
                unknownTripNames = quoted(report.unknownTrips, others: report.otherUnknownTripRows)
            case .failure(.cancelled):
                break
            case .failure(let failure):
                problem = "\(fileName): \(failure)."
            }
        }
    }

    /// The names a report counts, quoted and in order ("“Fuel”, “Groceries” and others"); nil for none.
    private func quoted(_ names: [String: Int], others: Int) -> String? {
        guard !names.isEmpty else { return nil }
        let quoted = names.keys.sorted().map { "“\($0.sanitizedForTerminal(maxLength: 30))”" }.joined(separator: ", ")
        return others > 0 ? quoted + messages.localized(" and others") : quoted
    }

    /// Imports the file by the settings as they are, off the main actor and on a connection of its own; then
    /// `store` takes in what was added as one step to undo, and `finished` hears what was done. A failure or a
    /// cancellation leaves nothing of the file, and the sheet says so.
    func startImport(into store: BudgetStore, finished: @escaping (CSVImportReport) -> Void) {
        guard canImport, let file, let settings else { return }
        let importing: AppDatabase
        do {
            importing = try database.openedAgain() ?? database
        } catch {
            problem = messages.localized("Nothing was imported: the database could not be opened for the import: \(FailureReason(error).description(in: messages)).")
            return
        }
        // The app's own changes first, so that the import finds them among the duplicates.
        _ = database.flush()
        let work = startWork()
        stage = .importing
        problem = nil
        progress = CSVImportProgress(rowsRead: 0, bytesRead: 0, totalBytes: 0)
        let csvImport = CSVImport(path: file, settings: settings, timeZone: timeZone)
        Task {
            let result = await offMainThread {
                Result { () throws(CSVImportFailure) -> (CSVImportReport, [Expense]?) in
                    let report = try csvImport.run(into: importing, progress: { progress in
                        Task { @MainActor in self.showProgress(progress, of: work.generation) }
                    }, cancellation: work.cancellation)
                    // What was added, read back here rather than by the main actor (100,000 rows take a moment).
                    return (report, try? report.batch?.expenses(in: importing))
                }
            }
            progress = nil
            stage = .mapping
            switch result {
            case .success(let (report, added)):
                if let added {
                    store.didImport(added)
                } else if let batch = report.batch {
                    store.didImport(batch)
                }
                finished(report)
            case .failure(.cancelled):
                problem = messages.localized("The import was cancelled: nothing was imported.")
            case .failure(let failure):
                problem = messages.localized("Nothing was imported: \(failure.description(in: messages)).")
            }
        }
    }

    /// Shows `progress` of the work `generation`, while it is the import under way.
    private func showProgress(_ progress: CSVImportProgress, of generation: Int) {
        guard generation == self.generation, stage == .importing else { return }
        self.progress = progress
    }

    /// Stops the work under way: the import, which then leaves nothing, or the reading of a file or a preview.
    func cancel() {
        cancellation?.cancel()
        if stage == .reading {
            generation += 1
            forgetFile()
            problem = messages.localized("Reading \(fileName) was stopped.")
        }
    }

    /// A new piece of work: the one before is stopped, and its result will be dropped.
    private func startWork() -> (generation: Int, cancellation: CSVImportCancellation) {
        cancellation?.cancel()
        generation += 1
        let cancellation = CSVImportCancellation()
        self.cancellation = cancellation
        return (generation, cancellation)
    }
}
