import Foundation
import TermUI
import TravelModel

/// What `wishlist import` says: with `--dry-run`, the guess and the preview on standard output; after an
/// import, a summary on standard error. Every piece of text from the file (a column's name, a title, a value
/// quoted in a reason) is shown as the screen shows text (`sanitizedForTerminal`): an escape sequence in a
/// field is data, never a command to the terminal, and a line break in one never starts a line of its own.
struct ImportReportText {
    /// What the options said over the guess.
    struct Given {
        var columns = false
        var dateFormat = false
        var decimalMark = false
        var amountSign = false
        var currency = false
    }

    let path: String
    let guess: CSVImportGuess
    let settings: CSVImportSettings
    let given: Given

    /// How many skipped rows a summary lists (a dry run lists all it was told of).
    static let summarySkippedLines = 10

    /// Text from the file, cut to `length` characters and made safe.
    static func shown(_ text: String, _ length: Int = 40) -> String {
        text.sanitizedForTerminal(maxLength: length)
    }

    /// The report of a dry run: the guess, what would be imported and skipped.
    func dryRun(_ report: CSVImportReport) -> String {
        let locales = messageLocales
        var lines = [locales.localized("wishlist import --dry-run: nothing was imported"), ""]
        lines += settingsLines()
        lines.append("")
        lines.append(countsSentence(report, done: false))
        if !report.firstRows.isEmpty {
            lines.append("")
            lines.append(report.firstRows.count == 1
                ? locales.localized("The first expense, as it would be stored:")
                : locales.localized("The first \(report.firstRows.count) expenses, as they would be stored:"))
            lines += table(report.firstRows)
        }
        if !report.skipped.isEmpty {
            lines.append("")
            lines.append(locales.localized("Rows skipped:"))
            lines += report.skipped.map { "  " + Self.skippedLine($0) }
            if report.skippedCount > report.skipped.count {
                lines.append("  " + locales.localized("and \(String(report.skippedCount - report.skipped.count)) more"))
            }
        }
        lines += namesLines(report)
        return lines.map { $0.sanitizedForTerminal() }.joined(separator: "\n")
    }

    /// The summary of an import.
    func summary(_ report: CSVImportReport) -> String {
        var lines = ["wishlist import: " + countsSentence(report, done: true)]
        for row in report.skipped.prefix(Self.summarySkippedLines) {
            lines.append("  " + Self.skippedLine(row))
        }
        if report.skippedCount > Self.summarySkippedLines {
            lines.append("  " + messageLocales.localized("and \(report.skippedCount - Self.summarySkippedLines) more (wishlist import --dry-run lists them)"))
        }
        lines += namesLines(report)
        return lines.map { $0.sanitizedForTerminal() }.joined(separator: "\n")
    }

    /// How many expenses, and how many rows skipped of each kind.
    private func countsSentence(_ report: CSVImportReport, done: Bool) -> String {
        let file = Self.shown((path as NSString).lastPathComponent)
        var sentence = done
            ? messageLocales.localized("imported \(report.imported) expenses from \(file)")
            : messageLocales.localized("\(report.imported) expenses to import from \(file)")
        if report.duplicatesKept > 0 {
            sentence += messageLocales.localized(" (\(report.duplicatesKept) like one already there, kept as --keep-duplicates says)")
        }
        guard report.skippedCount > 0 else { return sentence + messageLocales.localized("; no row skipped.") }
        return sentence + messageLocales.localized("; \(report.skippedCount) rows skipped (\(report.skippedKinds(in: messageLocales)))")
            + (report.skippedByKind[.duplicate] != nil && !settings.keepsDuplicates ? messageLocales.localized("; --keep-duplicates imports those already there.") : ".")
    }

    /// The guess, a line a setting.
    /// The roles' names (`date`, `title`) stay as `--column` takes them; the rest is in the language of the
    /// messages.
    private func settingsLines() -> [String] {
        let locales = messageLocales
        let asGiven = locales.localized("as given")
        let file = path.sanitizedForTerminal()
        let header = settings.headerLine.map { line in
            line > 1 ? locales.localized("the header on line \(line) (the lines above it are not rows)") : locales.localized("the header on line \(line)")
        } ?? locales.localized("no header")
        let byValues = guess.rolesFoundByValues.sorted { $0.rawValue < $1.rawValue }.map(\.rawValue).joined(separator: ", ")
        var lines = [Self.labelled(locales.localized("File"), locales.localized("\(file): \(locales.localized(name: settings.separator.name))-separated, \(header)"))]
        lines.append(given.columns ? Self.labelled(locales.localized("Columns"), locales.localized("(as given)"))
            : byValues.isEmpty ? locales.localized("Columns")
            : Self.labelled(locales.localized("Columns"), locales.localized("(found by their values: \(byValues))")))
        for role in CSVColumnRole.allCases {
            if (role == .debit || role == .credit) && settings.columns[role].isEmpty { continue }
            let columns = settings.columns[role]
            let text = columns.isEmpty ? locales.localized(key: "import.noColumn", defaultValue: "none") : columns.map(columnName).joined(separator: locales.localized(", else "))
            lines.append("  " + role.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + text)
        }
        let dateReason = given.dateFormat ? asGiven : guess.dateFormatReason.description(in: locales)
        lines.append(Self.labelled(locales.localized(key: "import.dates", defaultValue: "Dates"), "\(settings.dateFormat), \(dateReason)"))
        let markReason = given.decimalMark ? asGiven : guess.decimalMarkReason.description(in: locales)
        lines.append(Self.labelled(locales.localized("Amounts"), "\(settings.decimalMark.description(in: locales)), \(markReason)"))
        if settings.columns.amount != nil {
            let signReason = given.amountSign ? asGiven : guess.amountSignReason.description(in: locales)
            lines.append(Self.labelled(locales.localized("Spent"), "\(settings.amountSign.description(in: locales)); \(signReason)"))
        } else {
            lines.append(Self.labelled(locales.localized("Spent"), locales.localized("the debits; the credits (money received) are skipped")))
        }
        let source = given.currency ? asGiven : guess.currencySource.description(in: locales)
        let code = settings.currencyCode
        lines.append(Self.labelled(locales.localized("Currency"), settings.columns.currency != nil
            ? locales.localized("the file's column, else \(code)") : locales.localized("\(code), from \(source)")))
        let fallback = locales.localized(name: settings.fallbackCategory.title)
        lines.append(Self.labelled(locales.localized("Categories"), settings.columns.category != nil
            ? locales.localized("by name; \(fallback) for a name the app does not know") : locales.localized("\(fallback) for every row")))
        lines.append(Self.labelled(locales.localized("Duplicates"), settings.keepsDuplicates
            ? locales.localized("imported") : locales.localized("skipped (the same day, amount, currency and title as an expense there)")))
        return lines
    }

    /// A line of the settings: the label, padded to the column where their values begin, and the value.
    private static func labelled(_ label: String, _ value: String) -> String {
        label.padding(toLength: max(12, label.count + 1), withPad: " ", startingAt: 0) + value
    }

    /// Column `index` as the user is shown it: its number from 1, and its name.
    private func columnName(_ index: Int) -> String {
        let name = guess.header.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        return "\(index + 1)" + (name.map { " " + Self.shown($0, 30) } ?? "")
    }

    /// The expenses as a table.
    private func table(_ rows: [CSVImportRow]) -> [String] {
        let cells = rows.map { row -> [String] in
            let expense = row.expense
            let trip = row.tripName.map { expense.tripID == nil ? Self.shown($0, 20) + messageLocales.localized(" (no such trip)") : Self.shown($0, 20) } ?? ""
            return [
                "\(row.line)", StoredDay.text(for: expense.date, timeZone: .current) ?? "", "\(expense.amount)", expense.currencyCode,
                messageLocales.localized(name: expense.category.title), trip, Self.shown(expense.title, 50),
            ]
        }
        let header: [String] = [
            messageLocales.localized("line"), messageLocales.localized("date"), messageLocales.localized("amount"),
            messageLocales.localized("currency"), messageLocales.localized("category"), messageLocales.localized("trip"),
            messageLocales.localized("title"),
        ]
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        return ([header] + cells).map { row in
            "  " + row.enumerated().map { column, text in
                column == row.count - 1 ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }

    /// A row skipped, with its line and why: "line 5: money received ("2.500,00"), not money spent".
    private static func skippedLine(_ row: CSVSkippedRow) -> String {
        messageLocales.localized("line \(row.line): \(row.reason.description(in: messageLocales))")
    }

    /// The names of categories and trips the app does not know, if there were any.
    private func namesLines(_ report: CSVImportReport) -> [String] {
        var lines: [String] = []
        func names(_ tally: [String: Int], others: Int) -> String {
            let listed = tally.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\(Self.shown($0.key, 30)) (\($0.value))" }
            return listed.joined(separator: ", ") + (others > 0 ? messageLocales.localized(", and \(others) rows with other names") : "")
        }
        if !report.unknownCategories.isEmpty {
            let fallback = settings.fallbackCategory.title
            lines.append(messageLocales.localized("Categories the app does not know, imported as \(fallback): ")
                + names(report.unknownCategories, others: report.otherUnknownCategoryRows))
        }
        if !report.unknownTrips.isEmpty {
            lines.append(messageLocales.localized("Trips that are not there, imported without a trip: ") + names(report.unknownTrips, others: report.otherUnknownTripRows))
        }
        return lines
    }

    /// "1 expense", "3 expenses".
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
}
