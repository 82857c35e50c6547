import Foundation
import Testing
@testable import TravelModel

/// Expenses written as CSV for an export: RFC 4180 fields, exact amounts, days in the time zone given, and
/// text a spreadsheet would run as a formula made inert.
@Suite("Expenses as CSV")
struct ExpenseCSVTests {
    /// The fields of a CSV text, read back as RFC 4180 says (quoted fields with commas, quotes and line breaks).
    static func records(of text: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = "", quoted = false, index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if quoted {
                if character == "\"" {
                    if index < text.endIndex, text[index] == "\"" { field.append("\""); index = text.index(after: index) } else { quoted = false }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                record.append(field); field = ""
            } else if character == "\r\n" || character == "\n" {
                record.append(field); field = ""; records.append(record); record = []
            } else {
                field.append(character)
            }
        }
        return records
    }

    @Test("A header, then a row for each expense: its day in the time zone, its exact amount, its currency, category and trip; CRLF")
    func rowsAreExact() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        // 23:30 UTC on 28 November 2025 is already the 29th in Berlin.
        let date = Date(timeIntervalSinceReferenceDate: 786_065_400)
        let expense = Expense(title: "Ramen", amount: Decimal(string: "-12.345")!, currencyCode: "JPY", category: .foodAndDrink, date: date)
        let text = ExpenseCSV.headerLine + (ExpenseCSV.line(for: expense, tripName: "Kyōto", timeZone: berlin) ?? "")
        #expect(text.hasSuffix("\r\n") && text.components(separatedBy: "\r\n").count == 3)
        #expect(Self.records(of: text) == [
            ["date", "title", "amount", "currency", "category", "trip"],
            ["2025-11-29", "Ramen", "-12.345", "JPY", "Food & Drink", "Kyōto"],
        ])
        #expect(ExpenseCSV.line(for: expense, tripName: nil, timeZone: .gmt)?.hasPrefix("2025-11-28,") == true)
    }

    @Test("Commas, quotes and line breaks are quoted and read back as they were", arguments: [
        "Dinner, drinks", #"The "good" bar"#, "Two\nlines", "Carriage\r\nreturn", "Plain",
    ])
    func fieldsRoundTrip(title: String) {
        let expense = Expense(title: title, amount: 3, category: .other, date: .now)
        let line = ExpenseCSV.line(for: expense, tripName: "Trip, with comma", timeZone: .gmt) ?? ""
        #expect(Self.records(of: line).first?[1] == title)
        #expect(Self.records(of: line).first?[5] == "Trip, with comma")
    }

    @Test("Text a spreadsheet would run as a formula is written after an apostrophe; numbers and days never are",
          arguments: ["=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM(A1)", "\tTab", "\rReturn"])
    func formulasAreInert(title: String) {
        let expense = Expense(title: title, amount: -5, category: .other, date: .now)
        let fields = Self.records(of: ExpenseCSV.line(for: expense, tripName: "=cmd", timeZone: .gmt) ?? "").first ?? []
        #expect(fields[1] == "'" + title)
        #expect(fields[5] == "'=cmd")
        #expect(fields[2] == "-5", "the amount stays a number")
        #expect(ExpenseCSV.inert("Ramen") == "Ramen" && ExpenseCSV.inert("") == "")
    }

    @Test("Text that starts with apostrophes and then as a formula gets one more, so that an import takes exactly one off",
          arguments: [("'=1+1", "''=1+1"), ("''-2", "'''-2"), ("'Tis", "'Tis"), ("'", "'"), ("''", "''"), ("It's", "It's")])
    func apostrophesBeforeFormulas(text: String, written: String) {
        #expect(ExpenseCSV.inert(text) == written)
        #expect(FormulaApostrophe.undo(written) == text)
        #expect(FormulaApostrophe.undo(ExpenseCSV.inert("=" + text)) == "=" + text)
    }

    @Test("An expense whose day or amount cannot be written has no line")
    func unwritableExpenses() {
        let farFuture = Expense(title: "Far", amount: 1, category: .other, date: Date(timeIntervalSinceReferenceDate: 1e12))
        #expect(ExpenseCSV.line(for: farFuture, tripName: nil, timeZone: .gmt) == nil)
        let notANumber = Expense(title: "NaN", amount: .nan, category: .other, date: .now)
        #expect(ExpenseCSV.line(for: notANumber, tripName: nil, timeZone: .gmt) == nil)
    }
}
