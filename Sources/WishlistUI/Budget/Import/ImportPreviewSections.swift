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
                Section("Preview") {
                    // Each row takes focus, so that ↓ brings every one into view on a small terminal.
                    ForEach(report.firstRows, id: \.line) { row in
                        Text(rowText(row)).lineLimit(1).focusable()
                    }
                    if report.imported > report.firstRows.count {
                        Text("and \((report.imported - report.firstRows.count).formatted(.number.locale(locales.numeric))) more")
                            .foregroundStyle(.secondary)
                    }
                    if let names = session.unknownCategoryNames {
                        Text("Categories the app does not know (\(names)) become \(settings.fallbackCategory.title).")
                            .foregroundStyle(.secondary)
                    }
                    if let names = session.unknownTripNames {
                        Text("No trip is named \(names): those expenses are for no trip.").foregroundStyle(.secondary)
                    }
                }
            }
            if !report.skipped.isEmpty {
                Section("Skipped") {
                    ForEach(report.skipped.prefix(CSVImportSession.skippedRowsShown), id: \.line) { row in
                        Text("line \(row.line): \(row.reason)")
                            .foregroundStyle(row.reason == .duplicate ? Color.yellow : Color.secondary)
                            .focusable()
                    }
                    if report.skippedCount > CSVImportSession.skippedRowsShown {
                        Text("and \((report.skippedCount - CSVImportSession.skippedRowsShown).formatted(.number.locale(locales.numeric))) more")
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
    }

    /// What the import will do, in a sentence, for the top of the sheet: "3 expenses to import; 2 rows skipped (1
    /// money received, 1 not a transaction)."
    static func counts(of report: CSVImportReport, locale: Locale) -> String {
        let number = { (count: Int) in count.formatted(.number.locale(locale)) }
        var sentence = report.imported == 1 ? "1 expense to import" : "\(number(report.imported)) expenses to import"
        if report.duplicatesKept > 0 {
            sentence += " (\(number(report.duplicatesKept)) like one already there)"
        }
        guard report.skippedCount > 0 else { return sentence + "; no row skipped." }
        let rows = report.skippedCount == 1 ? "1 row" : "\(number(report.skippedCount)) rows"
        return sentence + "; \(rows) skipped (\(report.skippedKinds))."
    }

    /// A row as it will be saved: "2026-03-14  €12.50  Other  REWE Markt GmbH · Kyoto".
    private func rowText(_ row: CSVImportRow) -> String {
        let expense = row.expense
        let day = StoredDay.text(for: expense.date, timeZone: timeZone) ?? ""
        let amount = expense.amount.formatted(.currency(code: expense.currencyCode).locale(locales.monetary))
        let trip = row.tripName.map { " · " + $0 + (expense.tripID == nil ? " (no such trip)" : "") } ?? ""
        return "\(day)  \(amount)  \(expense.category.title)  \(expense.title)\(trip)"
    }
}
