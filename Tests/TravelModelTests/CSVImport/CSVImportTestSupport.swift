import Foundation
import Testing
@testable import TravelModel

/// A CSV file a test writes, in a directory of its own, and the import of it into a database.
struct CSVTestFile {
    let directory: TemporaryDirectory
    let path: String

    /// A file holding `bytes`.
    init(bytes: [UInt8], name: String = "statement.csv") throws {
        directory = try TemporaryDirectory()
        path = directory.appending(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// A file holding `text` in UTF-8, with a byte order mark first when `byteOrderMark`.
    init(_ text: String, byteOrderMark: Bool = false, name: String = "statement.csv") throws {
        try self.init(bytes: (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8), name: name)
    }

    /// The guess of the file, dates no value decides read as `locale` writes them, in `currency` by default.
    func guess(locale: String = "en_US", currency: String = "USD") throws -> CSVImportGuess {
        try CSVImportGuess.make(path: path, locale: Locale(identifier: locale), currencyCode: currency)
    }

    /// Imports the file into `database` by its guess (changed by `adjust`), and gives the guess and the report.
    func importGuessed(
        into database: AppDatabase, locale: String = "en_US", currency: String = "USD",
        adjust: (inout CSVImportSettings) -> Void = { _ in }
    ) throws -> (guess: CSVImportGuess, report: CSVImportReport) {
        let guess = try guess(locale: locale, currency: currency)
        var settings = guess.settings
        adjust(&settings)
        return (guess, try CSVImport(path: path, settings: settings).run(into: database))
    }
}

/// The expenses in `database`, in the order they were entered.
func storedExpenses(_ database: AppDatabase) throws -> [Expense] {
    try database.read { try ExpenseTable.all(from: $0) }
}

/// The day of `expense` in the local time zone, "yyyy-MM-dd".
func day(of expense: Expense) -> String {
    StoredDay.text(for: expense.date, timeZone: .current) ?? "?"
}
