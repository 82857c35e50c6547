import Foundation

/// What an import makes of a CSV file before anything is imported: the settings it guesses
/// (`CSVImportSettings`), each with what decided it, for the user to see and change; the header's names and the
/// first rows, to show the columns by.
///
/// The separator is the one that divides the first records evenly (`CSVSeparator.guess(from:)`); the header is
/// the first of the first records whose names are those of a bank's columns (`HeaderWords`; some banks write
/// an account's details above it), else the first record when nothing in it reads as a date; the columns are
/// found by their names, and those the names do not give by their values (a column of dates, of amounts, of
/// the longest text). The date format and the decimal mark are read from the values, row after row until one
/// decides (`DateFormatEvidence`, `DecimalMark.decided(by:)`), else from the locale or the separator; which
/// sign is money spent from the amounts' signs (most of a bank account's are negative, most of a card
/// statement's positive); the currency from a currency column, else the amount's header ("Betrag (EUR)"), else
/// the amounts' symbol ("12,50 €"), else the app's.
public struct CSVImportGuess: Sendable {
    /// The settings guessed.
    public var settings: CSVImportSettings
    /// The header's names, when the file has a header.
    public var header: [String]?
    /// How many columns the file has (its header's, or its first rows' most common count).
    public var columnCount: Int
    /// The first rows after the header, as they are written, to show the columns by.
    public var firstRows: [CSVRecord]
    /// The roles whose column was found by its values rather than its name.
    public var rolesFoundByValues: Set<CSVColumnRole>
    /// Why the dates are read in the format guessed.
    public var dateFormatReason: ImportFormatReason
    /// Why the amounts are read with the decimal mark guessed.
    public var decimalMarkReason: ImportFormatReason
    /// Why money spent has the sign guessed.
    public var amountSignReason: SignReason
    /// Where the currency comes from.
    public var currencySource: CurrencySource

    /// Why money spent has the sign an import takes.
    public enum SignReason: Equatable, Sendable, CustomStringConvertible {
        /// `negative` of the `counted` amounts read are negative.
        case counted(negative: Int, counted: Int)
        /// The file is wishlist's own export, whose amounts are the expenses' own.
        case wishlistExport
        /// Debits and credits have columns of their own: no sign to choose.
        case debitAndCreditColumns
        /// The user said so.
        case given

        public var description: String {
            switch self {
            case let .counted(negative, counted): "\(negative) of the \(counted) amounts read are negative"
            case .wishlistExport: "the file is wishlist's own export"
            case .debitAndCreditColumns: "debits and credits have columns of their own"
            case .given: "as given"
            }
        }
    }

    /// Where the currency of rows without one of their own comes from.
    public enum CurrencySource: Equatable, Sendable, CustomStringConvertible {
        /// The file's currency column (rows with nothing in it take `settings.currencyCode`).
        case column
        /// The amount column's header, such as "Betrag (EUR)".
        case header(String)
        /// The currency mark of the amount `example` on line `line`.
        case amounts(example: String, line: Int)
        /// The app's currency.
        case app
        /// The user said so.
        case given

        public var description: String {
            switch self {
            case .column: "the file's currency column"
            case .header(let name): "the column's name \(MessageQuote.quoted(name))"
            case let .amounts(example, line): "the amounts' symbol (\(MessageQuote.quoted(example)) on line \(line))"
            case .app: "the app's currency"
            case .given: "as given"
            }
        }
    }

    /// How many rows the guess reads at the least before it settles the sign, and how many records it looks
    /// among for a header.
    static let signRows = 1_000
    static let headerSearch = 20
    /// How many first rows it keeps.
    static let firstRowCount = 20

    /// Guesses how to import the file at `path`: dates that no value decides in the order `locale` writes
    /// them, amounts without a currency in `currencyCode` (the app's), with `columns` when the user has said
    /// which column holds what (else guessed).
    ///
    /// A role the guess finds no column for is left without one (`settings.columns.missingRole`), for the user
    /// to give; the preview and the import refuse to run without it.
    ///
    /// - Throws: `CSVImportFailure.file` when the file cannot be read (not UTF-8, UTF-16, a quote never
    ///   closed) or holds no rows; `.cancelled`.
    public static func make(
        path: String, locale: Locale, currencyCode: String, columns given: CSVColumns? = nil,
        cancellation: CSVImportCancellation = CSVImportCancellation()
    ) throws(CSVImportFailure) -> CSVImportGuess {
        do {
            let source = try CSVByteSource(path: path)
            return try make(source: source, locale: locale, currencyCode: currencyCode, columns: given, cancellation: cancellation)
        } catch let error as CSVFileError {
            throw .file(error)
        } catch let error as CSVImportFailure {
            throw error
        } catch {
            throw .file(.cannotRead(reason: FailureReason(error)))
        }
    }

    /// `make(path:…)` of a file's bytes.
    static func make(
        source: CSVByteSource, locale: Locale, currencyCode: String, columns given: CSVColumns?,
        cancellation: CSVImportCancellation
    ) throws -> CSVImportGuess {
        let first = try source.firstChunk()
        let marker = try CSVTextEncoding.byteOrderMarkLength(of: first)
        let separator = CSVSeparator.guess(from: first[marker...])
        var reader = CSVReader(source: source, separator: separator)
        var head: [CSVRecord] = []
        while head.count < headerSearch + firstRowCount, let record = try reader.next() {
            head.append(record)
        }
        guard !head.isEmpty else { throw CSVFileError.empty }

        // The header, and the mapping its names suggest.
        var headerIndex: Int?
        var columns = CSVColumns()
        for (index, record) in head.prefix(headerSearch).enumerated() {
            let (suggested, found) = HeaderWords.columns(for: record.fields)
            if found >= 2, suggested.date != nil, suggested.amount != nil || suggested.debit != nil {
                headerIndex = index
                columns = suggested
                break
            }
        }
        if headerIndex == nil, !head[0].fields.contains(where: { ImportDateFormat.numbers(of: $0) != nil }) {
            headerIndex = 0
            columns = HeaderWords.columns(for: head[0].fields).columns
        }
        let header = headerIndex.map { head[$0].fields }
        let rows = Array(head[(headerIndex.map { $0 + 1 } ?? 0)...])
        let columnCount = header?.count ?? mostCommonCount(of: rows)

        // What the names did not give, by the values.
        var byValues = Set<CSVColumnRole>()
        if let given {
            columns = given
        } else {
            byValues = fillByValues(&columns, rows: rows, columnCount: columnCount)
        }

        // The formats, from the values: the first rows, then the rest of the file until they are decided.
        var dates = DateFormatEvidence()
        var mark: (mark: DecimalMark, example: String, line: Int)?
        var currencyExample: (code: String, example: String, line: Int)?
        var negative = 0, counted = 0
        let amountColumns = [columns.amount, columns.debit, columns.credit].compactMap { $0 }
        func note(_ record: CSVRecord) {
            if let column = columns.date, let text = record[field: column] { dates.note(text, line: record.line) }
            for column in amountColumns {
                guard let text = record[field: column]?.trimmedForImport, !text.isEmpty else { continue }
                if mark == nil, let decided = DecimalMark.decided(by: text) { mark = (decided, text, record.line) }
                if currencyExample == nil, let currency = currencyMark(of: text, defaultCode: currencyCode) {
                    currencyExample = (currency, text, record.line)
                }
                if column == columns.amount, counted < signRows, let read = anyReading(of: text, preferring: mark?.mark) {
                    counted += 1
                    if read.value < 0 { negative += 1 }
                }
            }
        }
        for record in rows { note(record) }
        // The sign is counted only of a signed amount column.
        let countsSigns = columns.amount != nil
        while !(dates.isDecided && mark != nil && (counted >= signRows || !countsSigns)), let record = try reader.next() {
            if cancellation.isCancelled { throw CSVImportFailure.cancelled }
            note(record)
        }

        let (dateFormat, dateReason) = dates.choice(locale: locale)
        let decimalMark: DecimalMark
        let markReason: ImportFormatReason
        if let mark {
            decimalMark = mark.mark
            markReason = .decided(example: mark.example, line: mark.line)
        } else if separator == .semicolon {
            decimalMark = .comma
            markReason = .separator(separator)
        } else {
            decimalMark = Self.decimalMark(of: locale)
            markReason = counted > 0 || !amountColumns.isEmpty ? .locale(identifier: locale.identifier) : .noValues
        }

        let isWishlistExport = header == ExpenseCSV.header
        let sign: AmountSign
        let signReason: SignReason
        if isWishlistExport {
            (sign, signReason) = (.asWritten, .wishlistExport)
        } else if columns.amount == nil {
            (sign, signReason) = (.negativeIsSpent, .debitAndCreditColumns)
        } else {
            sign = negative * 2 >= counted ? .negativeIsSpent : .positiveIsSpent
            signReason = .counted(negative: negative, counted: counted)
        }

        var currency = currencyCode
        let currencySource: CurrencySource
        if columns.currency != nil {
            currencySource = .column
        } else if let header, let column = columns.amount ?? columns.debit, let code = currencyInHeader( header[column]) {
            currency = code
            currencySource = .header(header[column])
        } else if let currencyExample {
            currency = currencyExample.code
            currencySource = .amounts(example: currencyExample.example, line: currencyExample.line)
        } else {
            currencySource = .app
        }

        let settings = CSVImportSettings(
            separator: separator, headerLine: headerIndex.map { head[$0].line }, columns: columns, dateFormat: dateFormat,
            decimalMark: decimalMark, amountSign: sign, currencyCode: currency)
        return CSVImportGuess(
            settings: settings, header: header, columnCount: columnCount, firstRows: Array(rows.prefix(firstRowCount)),
            rolesFoundByValues: byValues, dateFormatReason: dateReason, decimalMarkReason: markReason,
            amountSignReason: signReason, currencySource: currencySource)
    }

    /// The amount `text` writes with the decimal mark `preferred` (when one is decided), else with either.
    private static func anyReading(of text: String, preferring preferred: DecimalMark?) -> AmountText.Reading? {
        for mark in preferred.map({ [$0] }) ?? DecimalMark.allCases {
            if case .success(let reading) = AmountText.read(text, mark: mark) { return reading }
        }
        return nil
    }

    /// The decimal mark `locale` writes numbers with.
    static func decimalMark(of locale: Locale) -> DecimalMark {
        locale.decimalSeparator == "," ? .comma : .point
    }

    /// The most common number of fields among `rows`.
    private static func mostCommonCount(of rows: [CSVRecord]) -> Int {
        var tally: [Int: Int] = [:]
        for row in rows { tally[row.fields.count, default: 0] += 1 }
        return tally.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? 0
    }

    /// The currency the amount `text` names by a mark that names one currency only ("€", "EUR"; "$" names
    /// several, and says nothing but when `defaultCode` is one of them).
    private static func currencyMark(of text: String, defaultCode: String) -> String? {
        guard let mark = anyReading(of: text, preferring: nil)?.currencyMark else { return nil }
        let named = AmountText.currencies(named: mark)
        if named.contains(defaultCode) { return defaultCode }
        return named.count == 1 ? named.first : nil
    }

    /// The ISO code a column's name holds as a word of its own ("Betrag (EUR)", "Amount in USD") or as a symbol
    /// ("Betrag (€)").
    private static func currencyInHeader(_ name: String) -> String? {
        let known = Set(Locale.commonISOCurrencyCodes)
        for word in name.split(whereSeparator: { !$0.isLetter && $0 != "€" && $0 != "£" }) {
            let text = String(word)
            if text.count == 3, text == text.uppercased(), known.contains(text) { return text }
            let named = AmountText.currencies(named: text)
            if text.count == 1, named.count == 1 { return named.first }
        }
        return nil
    }

    /// Gives the roles `columns` has no column for one by the values of `rows`, and says which: the date to the
    /// first column of dates, the amount to the first column of amounts (with a decimal mark or a sign in one
    /// of them, so that a column of reference numbers is not taken), the title to the column of the longest
    /// text, the currency to a column of ISO codes.
    private static func fillByValues(_ columns: inout CSVColumns, rows: [CSVRecord], columnCount: Int) -> Set<CSVColumnRole> {
        var found = Set<CSVColumnRole>()
        func values(_ column: Int) -> [String] {
            rows.compactMap { $0[field: column]?.trimmedForImport }.filter { !$0.isEmpty }
        }
        func mostly(_ column: Int, _ test: (String) -> Bool) -> Bool {
            let all = values(column)
            return !all.isEmpty && all.filter(test).count * 5 >= all.count * 4
        }
        func candidates() -> [Int] {
            (0..<columnCount).filter { !columns.used.contains($0) }
        }
        if columns.date == nil, let column = candidates().first(where: { mostly($0) { ImportDateFormat.numbers(of: $0) != nil } }) {
            columns.date = column
            found.insert(.date)
        }
        if columns.amount == nil, columns.debit == nil {
            let isAmount = { (text: String) in anyReading(of: text, preferring: nil) != nil }
            let hasMarkOrSign = { (column: Int) in
                values(column).contains { $0.contains(",") || $0.contains(".") || $0.contains("-") }
            }
            if let column = candidates().first(where: { mostly($0, isAmount) && hasMarkOrSign($0) }) {
                columns.amount = column
                found.insert(.amount)
            }
        }
        if columns.currency == nil {
            let known = Set(Locale.commonISOCurrencyCodes)
            if let column = candidates().first(where: { mostly($0) { known.contains($0) } }) {
                columns.currency = column
                found.insert(.currency)
            }
        }
        if columns.title.isEmpty {
            let texts = candidates().filter { mostly($0) { $0.contains(where: \.isLetter) } }
            let longest = texts.max { average(values($0)) < average(values($1)) }
            if let longest {
                columns.title = [longest]
                found.insert(.title)
            }
        }
        return found
    }

    private static func average(_ texts: [String]) -> Double {
        texts.isEmpty ? 0 : Double(texts.reduce(0) { $0 + $1.count }) / Double(texts.count)
    }
}
