import Foundation

/// Makes the expense of each row of a CSV file, by an import's settings, or says why the row is skipped
/// (`CSVSkippedRow.Reason`): the day in the date format, at noon in the import's time zone (as the app keeps
/// a day); the amount read exactly with the decimal mark, money spent kept as a positive amount and money
/// received skipped (`AmountSign`); the title from the first of its columns with text, its ends trimmed; the
/// currency from its column or the import's; the category and the trip by name (`ImportNameMatching`), a
/// category the app does not know the import's fallback, a trip that is not there none. Text an export made
/// safe for spreadsheets (`FormulaApostrophe`) is taken back as it was.
///
/// Days and amounts are worked out once for each text (bank exports repeat them), at most
/// `ReadingMemo.capacity` of each.
struct CSVRowConversion {
    /// The largest amount an expense may have, as the expense sheet has it.
    static let largestAmount: Decimal = 1_000_000_000

    let settings: CSVImportSettings
    let timeZone: TimeZone
    private let trips: ImportTrips
    /// The header's fields, once its line is read, to tell it again further down.
    private var header: [String]?
    private var noons: [String: Date] = [:]
    private var amounts: [String: Result<AmountText.Reading, AmountText.Problem>] = [:]
    /// The ISO codes the app knows, upper case.
    private let currencies: Set<String>

    /// A conversion by `settings`, with days in `timeZone`, trips found among `trips`.
    init(settings: CSVImportSettings, timeZone: TimeZone, trips: ImportTrips) {
        self.settings = settings
        self.timeZone = timeZone
        self.trips = trips
        currencies = Set(Locale.commonISOCurrencyCodes.map { $0.uppercased() })
    }

    /// The expense of `record`, or why it is skipped (`beforeHeader` for the header and the rows above it,
    /// which are not rows of the table).
    mutating func convert(_ record: CSVRecord) -> Result<CSVImportRow, CSVSkippedRow.Reason> {
        if let headerLine = settings.headerLine, record.line <= headerLine {
            if record.line == headerLine { header = record.fields }
            return .failure(.beforeHeader)
        }
        if let header, record.fields == header { return .failure(.headerAgain) }
        let columns = settings.columns
        // The day.
        guard let dateColumn = columns.date else { return .failure(.noDate) }
        guard let dateText = record[field: dateColumn]?.trimmingCharacters(in: .whitespaces) else {
            return .failure(summary(of: record) ?? .missingField(role: .date, count: record.fields.count))
        }
        guard !dateText.isEmpty else { return .failure(summary(of: record) ?? .noDate) }
        guard let date = noon(of: dateText) else {
            return .failure(summary(of: record) ?? .notADay(dateText, format: settings.dateFormat))
        }
        // A row too short for a column of its amount or currency says so, whichever is missing.
        for role in [CSVColumnRole.amount, .debit, .credit, .currency] {
            if let column = columns[role].first, column >= record.fields.count {
                return .failure(.missingField(role: role, count: record.fields.count))
            }
        }
        // The currency, which the amount's own mark must agree with.
        var currency = settings.currencyCode
        if let column = columns.currency {
            guard let text = record[field: column] else { return .failure(.missingField(role: .currency, count: record.fields.count)) }
            let code = FormulaApostrophe.undo(text.trimmingCharacters(in: .whitespaces))
            if !code.isEmpty {
                guard currencies.contains(code.uppercased()), code.utf8.count == 3 else { return .failure(.unknownCurrency(code)) }
                currency = code.uppercased()
            }
        }
        let amount: Decimal
        switch self.amount(of: record, currency: currency) {
        case .success(let value): amount = value
        case .failure(let reason): return .failure(reason)
        }
        // The title.
        var title = ""
        for column in columns.title {
            guard let text = record[field: column] else { return .failure(.missingField(role: .title, count: record.fields.count)) }
            title = FormulaApostrophe.undo(text.trimmingCharacters(in: .whitespacesAndNewlines))
            if !title.isEmpty { break }
        }
        guard !title.isEmpty else { return .failure(.noTitle) }
        // The category and the trip, by name.
        var category = settings.fallbackCategory
        var unknownCategory: String?
        if let column = columns.category, let text = record[field: column] {
            let name = FormulaApostrophe.undo(text.trimmingCharacters(in: .whitespaces))
            if !name.isEmpty {
                if let known = ImportNameMatching.category(named: name) { category = known } else { unknownCategory = name }
            }
        }
        var tripName: String?
        if let column = columns.trip, let text = record[field: column] {
            let name = FormulaApostrophe.undo(text.trimmingCharacters(in: .whitespaces))
            if !name.isEmpty { tripName = name }
        }
        let expense = Expense(
            title: title, amount: amount, currencyCode: currency, category: category, date: date,
            tripID: tripName.flatMap(trips.trip(named:)))
        return .success(CSVImportRow(line: record.line, expense: expense, tripName: tripName, unknownCategory: unknownCategory))
    }

    /// The amount spent on the row of `record`, in `currency`, or why there is none.
    private mutating func amount(of record: CSVRecord, currency: String) -> Result<Decimal, CSVSkippedRow.Reason> {
        let columns = settings.columns
        if let column = columns.amount {
            guard let text = record[field: column] else { return .failure(.missingField(role: .amount, count: record.fields.count)) }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return .failure(.noAmount) }
            let value: Decimal
            switch read(trimmed, currency: currency) {
            case .success(let read): value = read
            case .failure(let reason): return .failure(reason)
            }
            switch settings.amountSign {
            case .negativeIsSpent: return value > 0 ? .failure(.moneyReceived(trimmed)) : spent(-value, text: trimmed)
            case .positiveIsSpent: return value < 0 ? .failure(.moneyReceived(trimmed)) : spent(value, text: trimmed)
            case .asWritten: return spent(value, text: trimmed)
            }
        }
        guard let debitColumn = columns.debit else { return .failure(.noAmount) }
        guard let debitText = record[field: debitColumn] else { return .failure(.missingField(role: .debit, count: record.fields.count)) }
        let debit = debitText.trimmingCharacters(in: .whitespaces)
        var credit = ""
        if let creditColumn = columns.credit {
            guard let text = record[field: creditColumn] else { return .failure(.missingField(role: .credit, count: record.fields.count)) }
            credit = text.trimmingCharacters(in: .whitespaces)
        }
        let debitValue: Decimal?
        switch debit.isEmpty ? nil : read(debit, currency: currency) {
        case .success(let value): debitValue = value
        case .failure(let reason): return .failure(reason)
        case nil: debitValue = nil
        }
        var creditValue: Decimal?
        switch credit.isEmpty ? nil : read(credit, currency: currency) {
        case .success(let value): creditValue = value
        case .failure(let reason): return .failure(reason)
        case nil: creditValue = nil
        }
        if creditValue == 0 { creditValue = nil }
        switch (debitValue, creditValue) {
        case (nil, nil): return .failure(.noAmount)
        case (let debit?, nil): return spent(debit < 0 ? -debit : debit, text: debitText)
        case (nil, _?), (0, _?): return .failure(.moneyReceived(credit))
        case (_?, _?): return .failure(.debitAndCredit)
        }
    }

    /// `value`, money spent, when an expense may have it.
    private func spent(_ value: Decimal, text: String) -> Result<Decimal, CSVSkippedRow.Reason> {
        if value == 0 { return .failure(.zero) }
        let magnitude = value < 0 ? -value : value
        if magnitude > Self.largestAmount { return .failure(.tooLarge(text)) }
        return .success(value)
    }

    /// The signed value of the amount `text` in `currency`, or why it is none.
    private mutating func read(_ text: String, currency: String) -> Result<Decimal, CSVSkippedRow.Reason> {
        let reading: Result<AmountText.Reading, AmountText.Problem>
        if let known = amounts[text] {
            reading = known
        } else {
            reading = AmountText.read(text, mark: settings.decimalMark)
            if amounts.count < ReadingMemo.capacity { amounts[text] = reading }
        }
        switch reading {
        case .success(let amount):
            if let mark = amount.currencyMark, !AmountText.currencies(named: mark).contains(currency) {
                return .failure(.otherCurrency(mark: mark, currency: currency))
            }
            return .success(amount.value)
        case .failure(.notANumber): return .failure(.notAnAmount(text, mark: settings.decimalMark))
        case .failure(.tooManyDigits): return .failure(.tooManyDigits(text))
        }
    }

    /// Noon of the day `text` writes, in the import's time zone; nil when it is not a day in the format.
    private mutating func noon(of text: String) -> Date? {
        if let noon = noons[text] { return noon }
        guard let day = settings.dateFormat.isoDay(of: text), let noon = StoredDay.noon(of: day, timeZone: timeZone) else {
            return nil
        }
        if noons.count < ReadingMemo.capacity { noons[text] = noon }
        return noon
    }

    /// The words that begin a summary row's first text, folded: totals and balances.
    static let summaryWords = [
        "total", "totals", "sum", "subtotal", "summe", "zwischensumme", "gesamt", "gesamtsumme", "saldo",
        "endsaldo", "anfangssaldo", "kontostand", "balance", "opening balance", "closing balance",
        "ending balance", "beginning balance", "umsatze gesamt",
    ]

    /// A summary row's reason, when the first text of `record` begins with one of `summaryWords` (called for a
    /// row whose date does not read: a shop named "Total" on a day is a transaction).
    private func summary(of record: CSVRecord) -> CSVSkippedRow.Reason? {
        guard let first = record.fields.first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        let words = HeaderWords.normalized(first)
        let isSummary = Self.summaryWords.contains { words == $0 || words.hasPrefix($0 + " ") }
        return isSummary ? .summary(first.trimmingCharacters(in: .whitespaces)) : nil
    }
}
