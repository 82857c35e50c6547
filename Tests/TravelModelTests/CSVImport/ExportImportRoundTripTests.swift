import Foundation
import Testing
@testable import TravelModel

/// What the CSV export writes imports back as the same expenses: every field (the day, the title, the exact
/// amount, the currency, the category, the trip by name), over generated expenses in every currency the app
/// knows, with titles and names a spreadsheet would run as formulas, quotes, commas, line breaks and
/// apostrophes, and the apostrophes the export adds taken off exactly.
@Suite("CSV export, then import")
@MainActor
struct ExportImportRoundTripTests {
    /// Pieces titles and names are made of: text a spreadsheet runs, CSV's own characters, apostrophes, other
    /// scripts, an escape sequence.
    static let pieces = [
        "Ramen", "=SUM(A1)", "+1", "-2", "@cmd", "\tTab", "'=x", "''+y", "'Tis", "Dinner, drinks", "The \"good\" bar",
        "Two\nlines", "CR\r\nLF", "Café", "北京烤鸭", "Пельменная №1", "🍣", "a;b", "\u{1B}]0;x\u{07}", "  ", "12,50", "'",
    ]

    /// A title (or name): a few pieces, its ends trimmed as the app's sheet trims them, never empty.
    static func text(_ generator: inout SplitMix64) -> String {
        let count = Int.random(in: 1...3, using: &generator)
        let joined = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
        let trimmed = joined.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "Blank" : trimmed
    }

    @Test("Generated expenses, written as the export writes them, import back the same", arguments: [1, 2, 3])
    func roundTrip(seed: UInt64) throws {
        // Seeded, so that a failure can be run again.
        var generator = SplitMix64(seed: seed)
        let currencies = Locale.commonISOCurrencyCodes.map { $0.uppercased() }.filter { $0.count == 3 && $0.allSatisfy(\.isLetter) }
        let trips = (0..<6).map { Trip(name: Self.text(&generator) + " \($0)", collectionID: "spring-blossoms", lastViewed: .now) }
        let start = try #require(StoredDay.noon(of: "1999-01-01", timeZone: .current))
        var expenses = (0..<600).map { index in
            Expense(
                title: Self.text(&generator),
                amount: Decimal(Int.random(in: 1...99_999_999, using: &generator)) / Decimal([1, 10, 100, 1000, 10_000].randomElement(using: &generator) ?? 1),
                currencyCode: currencies.randomElement(using: &generator) ?? "USD",
                category: Category.all.randomElement(using: &generator) ?? .other,
                date: start.addingTimeInterval(Double(Int.random(in: 0...12_000, using: &generator)) * 86_400),
                tripID: Bool.random(using: &generator) ? trips.randomElement(using: &generator)?.id : nil)
        }
        // Every currency at least once.
        for (index, code) in currencies.enumerated() { expenses[index % expenses.count].currencyCode = code }
        let names = Dictionary(uniqueKeysWithValues: trips.map { ($0.id, $0.name) })
        let csv = ExpenseCSV.headerLine + expenses.compactMap {
            ExpenseCSV.line(for: $0, tripName: $0.tripID.flatMap { names[$0] }, timeZone: .current)
        }.joined()
        let file = try CSVTestFile(csv)

        let database = AppDatabase.inMemory()
        try database.writeNow { try TripTable.upsert(trips, timeZone: .current, in: $0) }
        let (guess, report) = try file.importGuessed(into: database, locale: "de_DE", currency: "JPY")
        #expect(guess.settings.amountSign == .asWritten && guess.settings.dateFormat == .iso && guess.settings.decimalMark == .point)
        #expect(report.skipped == [])
        #expect(report.imported == expenses.count)
        let imported = try storedExpenses(database)
        #expect(imported.count == expenses.count)
        for (original, back) in zip(expenses, imported) {
            #expect(back.title == original.title)
            #expect(back.amount == original.amount)
            #expect(back.currencyCode == original.currencyCode)
            #expect(back.category == original.category)
            #expect(back.tripID == original.tripID)
            #expect(day(of: back) == day(of: original))
        }
        #expect(Set(imported.map(\.currencyCode)).isSuperset(of: currencies))
    }
}
