import Foundation

/// Writes the CSV exports a bank gives its customers, as `termui-bench --csv-import` imports them: a German
/// account's (a Sparkasse's or DKB's: a byte order mark, the account's details above the header, semicolons,
/// every field quoted, CRLF, DD.MM.YYYY, amounts with a decimal comma and thousands points, a purpose now and
/// then of two lines, a salary each month, the newest first) and a US card's (commas, LF, MM/DD/YYYY, debits
/// and credits in columns of their own, the card's categories, the oldest first). The same seed writes the same
/// file.
struct BankExportWriter {
    /// The two kinds of export.
    enum Style: String, CaseIterable {
        case german, us
    }

    let style: Style
    /// How many transactions the file holds.
    let rows: Int

    /// The days the transactions cover, ending on `last`.
    static let days = 1_100

    /// Writes the file at `url`, 1 MiB at a time.
    func write(to url: URL, last: Date = Date(timeIntervalSinceReferenceDate: 820_000_000)) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw AppBenchmarkError.cannotWrite(url.path, "cannot create the file")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var random = SplitMix64(seed: style == .german ? 49 : 1)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        var text = header()
        for index in 0..<rows {
            // The German bank writes the newest first, the card the oldest.
            let dayIndex = (style == .german ? rows - 1 - index : index) * Self.days / max(rows, 1)
            let date = calendar.date(byAdding: .day, value: dayIndex - Self.days, to: last) ?? last
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            text += row(year: parts.year ?? 2026, month: parts.month ?? 1, day: parts.day ?? 1, random: &random)
            if text.utf8.count >= 1 << 20 {
                try handle.write(contentsOf: Data(text.utf8))
                text = ""
            }
        }
        if style == .german { text += "\"Summe\";\"\";\"\";\"\";\"\";\"\";\"\";\"\";\r\n" }
        try handle.write(contentsOf: Data(text.utf8))
    }

    private func header() -> String {
        switch style {
        case .german:
            "\u{FEFF}\"Kontonummer:\";\"DE12 5001 0517 5407 3249 31 / Girokonto\";\r\n\r\n\"Von:\";\"01.01.2024\";\r\n"
                + "\"Bis:\";\"31.12.2026\";\r\n\"Kontostand vom 31.12.2026:\";\"12.345,67 EUR\";\r\n\r\n"
                + "\"Buchungstag\";\"Wertstellung\";\"Buchungstext\";\"Auftraggeber / Begünstigter\";\"Verwendungszweck\";"
                + "\"Kontonummer\";\"BLZ\";\"Betrag (EUR)\";\r\n"
        case .us:
            "Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit\n"
        }
    }

    private func row(year: Int, month: Int, day: Int, random: inout SplitMix64) -> String {
        let merchant = random.element(of: Self.merchants)
        let cents = random.chance(0.02) ? random.int(in: 100_000...450_000) : random.int(in: 99...12_000)
        let isCredit = random.chance(0.04)
        switch style {
        case .german:
            let date = "\(Self.two(day)).\(Self.two(month)).\(year)"
            let purpose = random.chance(0.1)
                ? "\(merchant.purpose) \(random.int(in: 100_000...999_999))\nKarte Nr. XXXX \(random.int(in: 1000...9999))"
                : "\(merchant.purpose) \(random.int(in: 100_000...999_999))//\(merchant.city)/DE"
            let payee = isCredit ? "Arbeitgeber GmbH" : merchant.name
            let amount = (isCredit ? "" : "-") + Self.german(cents: isCredit ? cents * 20 : cents)
            let fields = [date, date, isCredit ? "GUTSCHRIFT" : "KARTENZAHLUNG", payee, isCredit ? "Gehalt" : purpose,
                          "DE\(random.int(in: 10...99)) \(random.int(in: 1000...9999)) \(random.int(in: 1000...9999))", "", amount]
            return fields.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: ";") + ";\r\n"
        case .us:
            let date = "\(Self.two(month))/\(Self.two(day))/\(year)"
            let amount = Self.us(cents: cents)
            let description = isCredit ? "PAYMENT/THANK YOU" : merchant.name.uppercased()
            let category = isCredit ? "Payment/Credit" : merchant.category
            let quoted = description.contains(",") ? "\"\(description)\"" : description
            return "\(date),\(date),1234,\(quoted),\(category),\(isCredit ? "" : amount),\(isCredit ? amount : "")\n"
        }
    }

    private static func two(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }

    /// `cents` as a German bank writes them: "1.234,56".
    private static func german(cents: Int) -> String {
        grouped(cents / 100, separator: ".") + "," + two(cents % 100)
    }

    /// `cents` as a US bank writes them: "1,234.56" (quoted: the comma is the file's separator).
    private static func us(cents: Int) -> String {
        let text = grouped(cents / 100, separator: ",") + "." + two(cents % 100)
        return text.contains(",") ? "\"\(text)\"" : text
    }

    private static func grouped(_ whole: Int, separator: String) -> String {
        let digits = String(whole)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: separator)
    }

    /// Shops a statement names: how the German bank writes the purpose, the city, the card's category.
    private static let merchants: [(name: String, purpose: String, city: String, category: String)] = [
        ("REWE Markt GmbH", "REWE SAGT DANKE", "Berlin", "Groceries"), ("Bäckerei Müller", "SUMUP *BAECKEREI MUELLER", "Köln", "Food & Drink"),
        ("Deutsche Bahn", "DB Vertrieb GmbH Fahrschein", "Frankfurt", "Travel"), ("Lufthansa", "LH Ticket 220-1234567890", "Frankfurt", "Travel"),
        ("Hotel Adlon Kempinski", "Hotel Adlon Rechnung", "Berlin", "Travel"), ("Aral Tankstelle", "ARAL Station 2831", "Hamburg", "Gas"),
        ("Amazon EU S.a.r.l.", "AMAZON PAYMENTS EUROPE", "Luxembourg", "Shopping"), ("Café Einstein", "Cafe Einstein, Unter den Linden", "Berlin", "Food & Drink"),
        ("Museumsinsel Berlin", "Staatliche Museen Tickets", "Berlin", "Entertainment"), ("BVG", "BVG Fahrausweis", "Berlin", "Transport"),
        ("Edeka Center", "EDEKA CENTER", "München", "Groceries"), ("Uber BV", "UBER *TRIP", "Amsterdam", "Transport"),
    ]
}
