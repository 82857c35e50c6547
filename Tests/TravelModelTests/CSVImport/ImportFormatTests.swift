import Foundation
import Testing
@testable import TravelModel

/// Amounts and days as bank exports write them, read exactly, and the forms a file's values decide.
@Suite("CSV amounts and dates")
struct ImportFormatTests {
    /// The amount `text` reads as with `mark`, as plain text ("-1234.56"), or the problem.
    static func amount(_ text: String, _ mark: DecimalMark) -> String {
        switch AmountText.read(text, mark: mark) {
        case .success(let reading): "\(reading.value)" + (reading.currencyMark.map { " " + $0 } ?? "")
        case .failure(let problem): "\(problem)"
        }
    }

    @Test("Amounts with a decimal comma, as German banks write them", arguments: [
        ("-12,50", "-12.5"), ("12,50", "12.5"), ("1.234,56", "1234.56"), ("-1.234.567,89", "-1234567.89"), ("1 234,56", "1234.56"),
        ("1\u{00A0}234,56", "1234.56"), ("12,50 €", "12.5 €"), ("-12,50 EUR", "-12.5 EUR"), ("EUR -12,50", "-12.5 EUR"),
        ("12,50-", "-12.5"), ("−3,20", "-3.2"), ("+7", "7"), ("0,001", "0.001"), ("1.234", "1234"), ("(12,50)", "-12.5"),
        ("12.50", "notANumber"), ("1.23,45", "notANumber"), ("12,", "notANumber"), ("--12", "notANumber"), ("(-12)", "notANumber"),
        ("1,2,3", "notANumber"), ("12 50", "notANumber"), ("abc", "notANumber"), ("", "notANumber"), ("€", "notANumber"),
        ("1e5", "notANumber"), ("12,5.0", "notANumber"),
    ])
    func decimalComma(text: String, expected: String) {
        #expect(Self.amount(text, .comma) == expected)
    }

    @Test("Amounts with a decimal point, as US and British banks write them", arguments: [
        ("-12.50", "-12.5"), ("1,234.56", "1234.56"), ("$12.50", "12.5 $"), ("-$12.50", "-12.5 $"), ("$-12.50", "-12.5 $"),
        ("(1,234.00)", "-1234"), ("1'234.56", "1234.56"), ("US$ 3", "3 US$"), ("£0.99", "0.99 £"), ("1,234", "1234"),
        ("12,50", "notANumber"), ("1,23.45", "notANumber"), ("1.234.56", "notANumber"),
        ("1" + String(repeating: "0", count: 40) + ".5", "tooManyDigits"),
    ])
    func decimalPoint(text: String, expected: String) {
        #expect(Self.amount(text, .point) == expected)
    }

    @Test("An amount decides the decimal mark when only one mark reads it", arguments: [
        ("1.234,56", DecimalMark?.some(.comma)), ("1,234.56", .point), ("-12,50", .comma), ("12.5", .point), ("0,125", .comma),
        ("1234,567", .comma), ("1,234,567", .point), ("1.234.567", .comma), ("1,234", nil), ("1.234", nil), ("12", nil),
        ("12,50 €", .comma), ("$1,234", nil),
    ])
    func decidingMark(text: String, mark: DecimalMark?) {
        #expect(DecimalMark.decided(by: text) == mark)
    }

    @Test("A currency's symbol names the currencies written with it; a code names itself")
    func currencyMarks() {
        #expect(AmountText.currencies(named: "€") == ["EUR"])
        #expect(AmountText.currencies(named: "$").contains("USD") && AmountText.currencies(named: "$").contains("CAD"))
        #expect(AmountText.currencies(named: "eur") == ["EUR"])
        #expect(AmountText.currencies(named: "₿").isEmpty)
    }

    @Test("Days in each format, one-digit days and months and two-digit years too; a time after the day is passed over")
    func days() throws {
        let cases: [(ImportDateFormat, String, String?)] = [
            (.iso, "2026-03-14", "2026-03-14"), (.iso, "2026-03-14T09:30:00Z", "2026-03-14"), (.iso, "14.03.2026", nil),
            (.german, "14.03.2026", "2026-03-14"), (.german, "4.3.26", "2026-03-04"), (.german, " 14.03.2026 ", "2026-03-14"),
            (.american, "03/14/2026", "2026-03-14"), (.american, "3/4/2026 9:30 AM", "2026-03-04"), (.american, "14/03/2026", "2026-14-03"),
            (.british, "14/03/2026", "2026-03-14"), (.british, "14/03/202", nil), (.german, "14-03-2026", nil), (.german, "1x.03.2026", nil),
        ]
        for (format, text, day) in cases {
            #expect(format.isoDay(of: text) == day, "\(text) as \(format)")
        }
        // A day the calendar does not have is not one (the conversion asks StoredDay).
        #expect(StoredDay.noon(of: try #require(ImportDateFormat.american.isoDay(of: "02/30/2026")), timeZone: .gmt) == nil)
    }

    @Test("Format patterns as the command takes them", arguments: [
        ("dd.mm.yyyy", ImportDateFormat?.some(.german)), ("YYYY-MM-DD", .iso), ("mm/dd/yy", .american), ("dd/mm/yyyy", .british),
        ("dd-mm-yyyy", ImportDateFormat(order: .dayMonthYear, separator: "-")), ("yyyy.mm.dd", ImportDateFormat(order: .yearMonthDay, separator: ".")),
        ("mm.dd", nil), ("dd/mm/yyy", nil), ("iso", nil),
    ])
    func patterns(pattern: String, format: ImportDateFormat?) {
        #expect(ImportDateFormat(pattern: pattern) == format)
        if let format { #expect(ImportDateFormat(pattern: format.description) == format) }
    }

    @Test("Day and month in either order: a day after the 12th decides; none does, the locale")
    func dateEvidence() {
        var evidence = DateFormatEvidence()
        evidence.note("03/04/2026", line: 2)
        evidence.note("05/06/2026", line: 3)
        #expect(!evidence.isDecided)
        #expect(evidence.choice(locale: Locale(identifier: "en_US")).format == .american)
        #expect(evidence.choice(locale: Locale(identifier: "en_GB")).format == .british)
        #expect(evidence.choice(locale: Locale(identifier: "en_US")).reason == .locale(identifier: "en_US"))
        evidence.note("13/04/2026", line: 4)
        #expect(evidence.isDecided)
        #expect(evidence.choice(locale: Locale(identifier: "en_US")) == (.british, .decided(example: "13/04/2026", line: 4)))
        var us = DateFormatEvidence()
        us.note("04/13/2026", line: 7)
        #expect(us.choice(locale: Locale(identifier: "de_DE")).format == .american)
        var german = DateFormatEvidence()
        german.note("nicht", line: 2)
        german.note("01.02.2026", line: 3)
        #expect(german.choice(locale: Locale(identifier: "en_US")) == (.german, .written(example: "01.02.2026", line: 3)))
        #expect(DateFormatEvidence().choice(locale: .current) == (.iso, .noValues))
    }
}
