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
    private var amounts: [String: Result<ReadAmount, AmountText.Problem>] = [:]
    private var ids = RandomUUIDs()
    /// The app's category of each name met (nil for a name it does not know), at most `ReadingMemo.capacity`.
    private var categories: [String: Category?] = [:]
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
        guard let dateText = record[field: dateColumn]?.trimmedForImport else {
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
            let code = FormulaApostrophe.undo(text.trimmedForImport)
            if !code.isEmpty {
                guard currencies.contains(code.uppercased()), code.utf8.count == 3 else { return .failure(.unknownCurrency(code)) }
                currency = code.uppercased()
            }
        }
        let amount: Spent
        switch self.amount(of: record, currency: currency) {
        case .success(let spent): amount = spent
        case .failure(let reason): return .failure(reason)
        }
        // The title.
        var title = ""
        for column in columns.title {
            guard let text = record[field: column] else { return .failure(.missingField(role: .title, count: record.fields.count)) }
            title = FormulaApostrophe.undo(text.trimmedForImport)
            if !title.isEmpty { break }
        }
        guard !title.isEmpty else { return .failure(.noTitle) }
        // The category and the trip, by name.
        var category = settings.fallbackCategory
        var unknownCategory: String?
        if let column = columns.category, let text = record[field: column] {
            let name = FormulaApostrophe.undo(text.trimmedForImport)
            if !name.isEmpty {
                if let known = self.category(named: name) { category = known } else { unknownCategory = name }
            }
        }
        var tripName: String?
        if let column = columns.trip, let text = record[field: column] {
            let name = FormulaApostrophe.undo(text.trimmedForImport)
            if !name.isEmpty { tripName = name }
        }
        let expense = Expense(
            id: ids.next(), title: title, amount: amount.value, currencyCode: currency, category: category, date: date,
            tripID: tripName.flatMap(trips.trip(named:)))
        var row = CSVImportRow(line: record.line, expense: expense, tripName: tripName, unknownCategory: unknownCategory)
        row.amountText = amount.text
        return .success(row)
    }

    /// An amount spent: its value, and its exact text as the database stores it.
    struct Spent {
        var value: Decimal
        var text: String
    }

    /// The amount spent on the row of `record`, in `currency`, or why there is none.
    private mutating func amount(of record: CSVRecord, currency: String) -> Result<Spent, CSVSkippedRow.Reason> {
        let columns = settings.columns
        if let column = columns.amount {
            guard let text = record[field: column] else { return .failure(.missingField(role: .amount, count: record.fields.count)) }
            let trimmed = text.trimmedForImport
            guard !trimmed.isEmpty else { return .failure(.noAmount) }
            let amount: ReadAmount
            switch read(trimmed, currency: currency) {
            case .success(let read): amount = read
            case .failure(let reason): return .failure(reason)
            }
            switch settings.amountSign {
            case .negativeIsSpent: return amount.sign > 0 ? .failure(.moneyReceived(trimmed)) : spent(amount, signed: false, text: trimmed)
            case .positiveIsSpent: return amount.sign < 0 ? .failure(.moneyReceived(trimmed)) : spent(amount, signed: false, text: trimmed)
            case .asWritten: return spent(amount, signed: true, text: trimmed)
            }
        }
        guard let debitColumn = columns.debit else { return .failure(.noAmount) }
        guard let debitText = record[field: debitColumn] else { return .failure(.missingField(role: .debit, count: record.fields.count)) }
        let debit = debitText.trimmedForImport
        var credit = ""
        if let creditColumn = columns.credit {
            guard let text = record[field: creditColumn] else { return .failure(.missingField(role: .credit, count: record.fields.count)) }
            credit = text.trimmedForImport
        }
        let debitAmount: ReadAmount?
        switch debit.isEmpty ? nil : read(debit, currency: currency) {
        case .success(let amount): debitAmount = amount
        case .failure(let reason): return .failure(reason)
        case nil: debitAmount = nil
        }
        var creditAmount: ReadAmount?
        switch credit.isEmpty ? nil : read(credit, currency: currency) {
        case .success(let amount): creditAmount = amount.sign == 0 ? nil : amount
        case .failure(let reason): return .failure(reason)
        case nil: creditAmount = nil
        }
        switch (debitAmount, creditAmount) {
        case (nil, nil): return .failure(.noAmount)
        case (let debit?, nil): return spent(debit, signed: false, text: debit.text)
        case (nil, _?): return .failure(.moneyReceived(credit))
        case (let debit?, _?): return debit.sign == 0 ? .failure(.moneyReceived(credit)) : .failure(.debitAndCredit)
        }
    }

    /// `amount` as money spent, its size (or, `signed`, its value) when an expense may have it.
    private func spent(_ amount: ReadAmount, signed: Bool, text: String) -> Result<Spent, CSVSkippedRow.Reason> {
        if amount.sign == 0 { return .failure(.zero) }
        if amount.isTooLarge { return .failure(.tooLarge(text)) }
        if signed && amount.sign < 0 { return .success(Spent(value: amount.value, text: "-" + amount.magnitudeText)) }
        return .success(Spent(value: amount.magnitude, text: amount.magnitudeText))
    }

    /// An amount read from a file's text, with what the import asks of it worked out once for each text:
    /// comparing and printing a `Decimal` costs more than reading the text did.
    struct ReadAmount {
        /// The text as the file writes it.
        var text: String
        /// Its value, signed.
        var value: Decimal
        /// Its sign: -1, 0 or 1.
        var sign: Int
        /// Its size, and the exact text of its size as the database stores it ("12.5").
        var magnitude: Decimal
        var magnitudeText: String
        /// Whether its size is over `largestAmount`.
        var isTooLarge: Bool
        /// The currency its text names, if it names one.
        var currencyMark: String?

        init?(text: String, reading: AmountText.Reading) {
            self.text = text
            value = reading.value
            sign = value < 0 ? -1 : value == 0 ? 0 : 1
            magnitude = sign < 0 ? -value : value
            // The stored text of a negative value is its size's after a minus.
            let isNegativeText = reading.storedText.hasPrefix("-")
            if sign != 0 && (sign < 0) == isNegativeText {
                magnitudeText = isNegativeText ? String(reading.storedText.dropFirst()) : reading.storedText
            } else {
                guard let magnitudeText = StoredAmount.text(for: magnitude) else { return nil }
                self.magnitudeText = magnitudeText
            }
            // Longer than the app reads back (`ExpenseTable.maximumAmountLength`, a minus left room for): a
            // row whose amount the list could not show is not written.
            guard magnitudeText.utf8.count < ExpenseTable.maximumAmountLength else { return nil }
            isTooLarge = magnitude > CSVRowConversion.largestAmount
            currencyMark = reading.currencyMark
        }
    }

    /// The app's category named `name` (`ImportNameMatching`), worked out once for each name.
    private mutating func category(named name: String) -> Category? {
        if let known = categories[name] { return known }
        let category = ImportNameMatching.category(named: name)
        if categories.count < ReadingMemo.capacity { categories[name] = category }
        return category
    }

    /// The amount `text` writes, when it is one in `currency`, or why it is none.
    private mutating func read(_ text: String, currency: String) -> Result<ReadAmount, CSVSkippedRow.Reason> {
        let reading: Result<ReadAmount, AmountText.Problem>
        if let known = amounts[text] {
            reading = known
        } else {
            reading = AmountText.read(text, mark: settings.decimalMark).flatMap {
                ReadAmount(text: text, reading: $0).map { .success($0) } ?? .failure(.tooManyDigits)
            }
            if amounts.count < ReadingMemo.capacity { amounts[text] = reading }
        }
        switch reading {
        case .success(let amount):
            if let mark = amount.currencyMark, !AmountText.currencies(named: mark).contains(currency) {
                return .failure(.otherCurrency(mark: mark, currency: currency))
            }
            return .success(amount)
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
        guard let first = record.fields.first(where: { !$0.trimmedForImport.isEmpty }) else { return nil }
        let words = HeaderWords.normalized(first)
        let isSummary = Self.summaryWords.contains { words == $0 || words.hasPrefix($0 + " ") }
        return isSummary ? .summary(first.trimmedForImport) : nil
    }
}
