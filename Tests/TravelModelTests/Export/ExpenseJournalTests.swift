import Foundation
import Testing
@testable import TravelModel

/// Expenses written as a plain-text accounting journal (hledger, Ledger), read back by the format's rules:
/// whatever a title, a category, a currency or a trip holds, each expense is one transaction of two postings
/// whose fields read back as the fields written, made safe where the format gives a character a meaning.
@Suite("Expenses as a journal")
struct ExpenseJournalTests {
    /// One transaction as the format reads it.
    struct Transaction: Equatable {
        var date = "", status = "", code = "", description = "", comment = ""
        var postings: [Posting] = []
        /// The tags of its comment: each `name:` and its value, which ends at a comma or the line's end.
        var tags: [String: String] {
            var tags: [String: String] = [:]
            for part in comment.split(separator: ",", omittingEmptySubsequences: false) {
                guard let colon = part.firstIndex(of: ":") else { continue }
                let name = part[..<colon].split(separator: " ").last.map(String.init) ?? ""
                guard !name.isEmpty else { continue }
                tags[name] = part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return tags
        }
    }

    /// One posting as the format reads it.
    struct Posting: Equatable {
        var account = "", amount = "", commodity = ""
    }

    /// The transactions of a journal, read as hledger's journal format says: a transaction begins with a date
    /// at the start of a line, then an optional status (`*` or `!`), an optional code in parentheses, the
    /// description up to a `;`, and a comment after it; each indented line after it is a posting (or a comment
    /// when it begins with `;`), whose account ends at two spaces, a tab or the line's end, then an amount and
    /// its commodity (quoted when in double quotes).
    static func transactions(of journal: String) -> [Transaction] {
        var transactions: [Transaction] = []
        for line in journal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let first = line.first, first.isNumber {
                var transaction = Transaction()
                transaction.date = String(line.prefix { !$0.isWhitespace })
                var rest = Substring(line.dropFirst(transaction.date.count)).drop { $0 == " " || $0 == "\t" }
                if let mark = rest.first, mark == "*" || mark == "!" {
                    transaction.status = String(mark)
                    rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
                }
                if rest.first == "(", let close = rest.firstIndex(of: ")") {
                    transaction.code = String(rest[rest.index(after: rest.startIndex)..<close])
                    rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
                }
                let semicolon = rest.firstIndex(of: ";") ?? rest.endIndex
                transaction.description = rest[..<semicolon].trimmingCharacters(in: .whitespaces)
                if semicolon < rest.endIndex {
                    transaction.comment = rest[rest.index(after: semicolon)...].trimmingCharacters(in: .whitespaces)
                }
                transactions.append(transaction)
            } else if let first = line.first, first == " " || first == "\t", !transactions.isEmpty {
                let content = line.drop { $0 == " " || $0 == "\t" }
                guard !content.isEmpty, content.first != ";" else { continue }
                var posting = Posting()
                let scalars = Array(content.unicodeScalars)
                var end = 0
                while end < scalars.count, scalars[end] != "\t",
                      !(scalars[end].properties.isWhitespace && end + 1 < scalars.count && scalars[end + 1].properties.isWhitespace) {
                    end += 1
                }
                posting.account = String(String.UnicodeScalarView(scalars[..<end])).trimmingCharacters(in: .whitespaces)
                let amount = String(String.UnicodeScalarView(scalars[end...])).trimmingCharacters(in: .whitespaces)
                posting.amount = String(amount.prefix { !$0.isWhitespace })
                let commodity = amount.dropFirst(posting.amount.count).trimmingCharacters(in: .whitespaces)
                posting.commodity = commodity.hasPrefix("\"") ? String(commodity.dropFirst().prefix { $0 != "\"" }) : commodity
                transactions[transactions.count - 1].postings.append(posting)
            }
        }
        return transactions
    }

    private static let day = Date(timeIntervalSinceReferenceDate: 795_182_400) // 2026-03-14 12:00 UTC

    @Test("A transaction of the day and title, the amount posted exactly to the category's account, balanced by Assets:Cash, the trip a tag")
    func plainTransaction() throws {
        let expense = Expense(title: "Sushi at Nishiki", amount: try decimal("9.60"), currencyCode: "USD", category: .foodAndDrink, date: Self.day)
        let text = try #require(ExpenseJournal.transaction(for: expense, tripName: "Kyōto", timeZone: .gmt))
        #expect(text == """
            2026-03-14 Sushi at Nishiki  ; trip: Kyōto
                Expenses:Food & Drink                   9.6 USD
                Assets:Cash


            """)
        #expect(Self.transactions(of: text) == [Transaction(
            date: "2026-03-14", description: "Sushi at Nishiki", comment: "trip: Kyōto",
            postings: [Posting(account: "Expenses:Food & Drink", amount: "9.6", commodity: "USD"),
                       Posting(account: "Assets:Cash")])])
        let noTrip = try #require(ExpenseJournal.transaction(for: expense, tripName: nil, timeZone: .gmt))
        #expect(noTrip.hasPrefix("2026-03-14 Sushi at Nishiki\n"))
    }

    @Test("Amounts stay exact: refunds, many digits, no rounding, no digit groups")
    func amountsAreExact() throws {
        for text in ["-12.5", "1234567.891", "0.001", "100000000000000000000000000000.01"] {
            let expense = Expense(title: "x", amount: try decimal(text), currencyCode: "JPY", category: .other, date: Self.day)
            let read = Self.transactions(of: ExpenseJournal.transaction(for: expense, tripName: nil, timeZone: .gmt) ?? "")
            #expect(read.first?.postings.first == Posting(account: "Expenses:Other", amount: text, commodity: "JPY"))
        }
    }

    /// Titles, categories, currencies and trips that hold what the format gives a meaning, and what each reads
    /// back as.
    static let hostile: [(title: String, description: String, category: String, account: String, currency: String, commodity: String, trip: String, tag: String)] = [
        ("Dinner; wine", "Dinner； wine", "Food; Drink", "Food； Drink", "USD", "USD", "Rome; Italy", "Rome; Italy"),
        ("* starred", "＊ starred", "Food: Restaurants", "Food： Restaurants", "EUR", "EUR", "Rome, Italy", "Rome， Italy"),
        ("! pending", "！ pending", "Two  spaces", "Two spaces", "U S", "U S", "Line\nbreak", "Line break"),
        ("(code) lunch", "（code) lunch", "Tab\there", "Tab here", "\"X", "＂X", "trip: again", "trip: again"),
        ("Two\nlines\r\nhere", "Two lines  here", "Wide\u{3000}\u{3000}space", "Wide space", "", "", "  padded  ", "padded"),
        ("  \u{1B}]0;pwned\u{07}  ", "]0；pwned", "", "Uncategorized", "1X", "1X", "Tab\tand, comma", "Tab and， comma"),
        ("Para\u{2029}graph | note", "Para graph | note", "Line\u{2028}sep", "Line sep", "usd", "usd", "Kyōto", "Kyōto"),
    ]

    @Test("Text the format gives a meaning (comments, status marks, codes, account separators, tag ends, line breaks) is made safe and reads back as one field")
    func hostileTextReadsBackAsWritten() {
        for (index, case_) in Self.hostile.enumerated() {
            let expense = Expense(
                title: case_.title, amount: -7, currencyCode: case_.currency,
                category: Category(id: "c", title: case_.category, symbol: "x"), date: Self.day)
            let text = ExpenseJournal.transaction(for: expense, tripName: case_.trip, timeZone: .gmt) ?? ""
            let read = Self.transactions(of: text)
            #expect(read.count == 1, "case \(index): one transaction")
            guard let transaction = read.first else { continue }
            #expect(transaction.status.isEmpty && transaction.code.isEmpty, "case \(index): no status or code")
            #expect(transaction.description == case_.description, "case \(index)")
            #expect(transaction.tags == ["trip": case_.tag], "case \(index)")
            #expect(transaction.postings == [
                Posting(account: "Expenses:" + case_.account, amount: "-7", commodity: case_.commodity),
                Posting(account: "Assets:Cash"),
            ], "case \(index)")
            // Four lines and the empty one; no control but the line feeds.
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 5, "case \(index)")
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, "case \(index)")
        }
    }

    @Test("An expense whose day or amount cannot be written has no transaction")
    func unwritableExpenses() {
        let farFuture = Expense(title: "Far", amount: 1, category: .other, date: Date(timeIntervalSinceReferenceDate: 1e12))
        #expect(ExpenseJournal.transaction(for: farFuture, tripName: nil, timeZone: .gmt) == nil)
        let notANumber = Expense(title: "NaN", amount: .nan, category: .other, date: .now)
        #expect(ExpenseJournal.transaction(for: notANumber, tripName: nil, timeZone: .gmt) == nil)
    }
}
