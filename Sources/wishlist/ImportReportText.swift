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
        var lines = ["wishlist import --dry-run: nothing was imported", ""]
        lines += settingsLines()
        lines.append("")
        lines.append(countsSentence(report, done: false))
        if !report.firstRows.isEmpty {
            lines.append("")
            lines.append("The first \(report.firstRows.count == 1 ? "expense" : "\(report.firstRows.count) expenses"), as they would be stored:")
            lines += table(report.firstRows)
        }
        if !report.skipped.isEmpty {
            lines.append("")
            lines.append("Rows skipped:")
            lines += report.skipped.map { "  " + Self.skippedLine($0) }
            if report.skippedCount > report.skipped.count {
                lines.append("  and \(report.skippedCount - report.skipped.count) more")
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
    private func settingsLines() -> [String] {
        let file = path.sanitizedForTerminal()
        let header = settings.headerLine.map { "the header on line \($0)" + ($0 > 1 ? " (the lines above it are not rows)" : "") }
            ?? "no header"
        var lines = ["File        \(file): \(settings.separator.name)-separated, \(header)"]
        let byValues = guess.rolesFoundByValues.sorted { $0.rawValue < $1.rawValue }.map(\.rawValue).joined(separator: ", ")
        lines.append("Columns" + (given.columns ? "     (as given)" : byValues.isEmpty ? "" : "     (found by their values: \(byValues))"))
        for role in CSVColumnRole.allCases {
            if (role == .debit || role == .credit) && settings.columns[role].isEmpty { continue }
            let columns = settings.columns[role]
            let text = columns.isEmpty ? "none" : columns.map(columnName).joined(separator: ", else ")
            lines.append("  " + role.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + text)
        }
        let dateReason = given.dateFormat ? "as given" : guess.dateFormatReason.description
        lines.append("Dates       \(settings.dateFormat), \(dateReason)")
        let markReason = given.decimalMark ? "as given" : guess.decimalMarkReason.description
        lines.append("Amounts     \(settings.decimalMark.name), \(markReason)")
        if settings.columns.amount != nil {
            let signReason = given.amountSign ? "as given" : guess.amountSignReason.description
            lines.append("Spent       \(settings.amountSign.description); \(signReason)")
        } else {
            lines.append("Spent       the debits; the credits (money received) are skipped")
        }
        let source = given.currency ? "as given" : guess.currencySource.description
        lines.append("Currency    " + (settings.columns.currency != nil
            ? "the file's column, else \(settings.currencyCode)" : "\(settings.currencyCode), from \(source)"))
        lines.append("Categories  " + (settings.columns.category != nil
            ? "by name; \(settings.fallbackCategory.title) for a name the app does not know" : "\(settings.fallbackCategory.title) for every row"))
        lines.append("Duplicates  " + (settings.keepsDuplicates ? "imported" : "skipped (the same day, amount, currency and title as an expense there)"))
        return lines
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
            let trip = row.tripName.map { expense.tripID == nil ? Self.shown($0, 20) + " (no such trip)" : Self.shown($0, 20) } ?? ""
            return [
                "\(row.line)", StoredDay.text(for: expense.date, timeZone: .current) ?? "", "\(expense.amount)", expense.currencyCode,
                expense.category.title, trip, Self.shown(expense.title, 50),
            ]
        }
        let header = ["line", "date", "amount", "currency", "category", "trip", "title"]
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
