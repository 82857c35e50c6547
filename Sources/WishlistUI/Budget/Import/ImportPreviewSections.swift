import Foundation
import TermUI
import TravelModel

/// The import sheet's preview of the settings as they are: the first expenses as they will be saved (day, amount in its currency, category,
/// title, trip); the names of categories the app does not know (which take the category chosen for them); and
/// the rows skipped, each with its line and why, the duplicates (rows already there) marked in yellow. Text
/// from the file is shown as the screen shows all text: an escape sequence in it is data.
struct ImportPreviewSections: View {
    let session: CSVImportSession
    let settings: CSVImportSettings
    @Environment(\.localeCategories) private var locales
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        if let report = session.preview {
            if !report.firstRows.isEmpty {
                Section {
                    // Each row takes focus, so that ↓ brings every one into view on a small terminal.
                    ForEach(report.firstRows, id: \.line) { row in
                        Text(rowText(row)).lineLimit(1).focusable()
                    }
                    if report.imported > report.firstRows.count {
                        more(report.imported - report.firstRows.count)
                    }
                    if let names = session.unknownCategoryNames {
                        let fallback = locales.localized(name: settings.fallbackCategory.title)
                        Text("Categories the app does not know (\(names)) become \(fallback).", bundle: .module)
                            .foregroundStyle(.secondary)
                    }
                    if let names = session.unknownTripNames {
                        Text("No trip is named \(names): those expenses are for no trip.", bundle: .module).foregroundStyle(.secondary)
                    }
                } header: {
                    Text("Preview", bundle: .module)
                }
            }
            if !report.skipped.isEmpty {
                Section {
                    ForEach(report.skipped.prefix(CSVImportSession.skippedRowsShown), id: \.line) { row in
                        Text("line \(row.line): \(row.reason.description(in: locales))", bundle: .module)
                            .foregroundStyle(row.reason == .duplicate ? Color.yellow : Color.secondary)
                            .focusable()
                    }
                    if report.skippedCount > CSVImportSession.skippedRowsShown {
                        more(report.skippedCount - CSVImportSession.skippedRowsShown)
                    }
                } header: {
                    Text("Skipped", bundle: .module)
                }
            }
        }
    }

    /// "and 1,204 more", under rows that stop short.
    private func more(_ count: Int) -> some View {
        Text("and \(count.formatted(.number.locale(locales.numeric))) more", bundle: .module).foregroundStyle(.secondary)
    }

    /// What the import will do, in a sentence, for the top of the sheet: "3 expenses to import; 2 rows skipped (1
    /// money received, 1 not a transaction)."
    static func counts(of report: CSVImportReport, in locales: LocaleCategories) -> String {
        let number = { (count: Int) in count.formatted(.number.locale(locales.numeric)) }
        var sentence = report.imported == 1
            ? locales.localized("1 expense to import") : locales.localized("\(number(report.imported)) expenses to import")
        if report.duplicatesKept > 0 {
            sentence += locales.localized(" (\(number(report.duplicatesKept)) like one already there)")
        }
        guard report.skippedCount > 0 else { return sentence + locales.localized("; no row skipped.") }
        let rows = report.skippedCount == 1 ? locales.localized("1 row") : locales.localized("\(number(report.skippedCount)) rows")
        return sentence + locales.localized("; \(rows) skipped (\(report.skippedKinds(in: locales))).")
    }

    /// A row as it will be saved: "2026-03-14  €12.50  Other  REWE Markt GmbH · Kyoto".
    private func rowText(_ row: CSVImportRow) -> String {
        let expense = row.expense
        let day = StoredDay.text(for: expense.date, timeZone: timeZone) ?? ""
        let amount = expense.amount.formatted(.currency(code: expense.currencyCode).locale(locales.monetary))
        let trip = row.tripName.map { " · " + $0 + (expense.tripID == nil ? locales.localized(" (no such trip)") : "") } ?? ""
        return "\(day)  \(amount)  \(locales.localized(name: expense.category.title))  \(expense.title)\(trip)"
    }
}
