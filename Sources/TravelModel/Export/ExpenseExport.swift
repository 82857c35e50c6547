import Foundation

/// An export of expenses, streamed: one SQL statement reads them oldest first (by day, then in the order they
/// were entered), with each one's trip's name, through the index by date; each row is written as soon as it is
/// read, as CSV (`ExpenseCSV`) or as a journal (`ExpenseJournal`), to a `ChunkedOutput`. Nothing holds more
/// than a row and a chunk, so a million expenses take the memory of a few.
///
/// The statement is one read of one snapshot of the database (it is in WAL mode), so an export made while the
/// app runs is the data as it was at one moment. Rows the app itself cannot read (an amount that is not a
/// number, written by another tool) are left out and counted, as the app leaves them out of its lists, and so
/// are expenses whose day cannot be written (a year after 9999).
public struct ExpenseExport: Sendable {
    /// The formats an export is written in.
    public enum Format: String, CaseIterable, Sendable {
        /// RFC 4180 CSV with a header (`ExpenseCSV`).
        case csv
        /// A plain-text accounting journal (`ExpenseJournal`).
        case journal
    }

    /// What the export is written as.
    public var format: Format
    /// The days whose expenses are exported.
    public var period: ExportPeriod
    /// The time zone of the days: an expense's day is its day there, and the period's days are days there.
    public var timeZone: TimeZone

    /// An export of the expenses of `period` as `format`, their days in `timeZone` (by default the local one).
    public init(format: Format, period: ExportPeriod = .always, timeZone: TimeZone = .current) {
        self.format = format
        self.period = period
        self.timeZone = timeZone
    }

    /// What an export did.
    public struct Summary: Equatable, Sendable {
        /// How many expenses were written.
        public var written = 0
        /// The expenses left out (`UnreadableRows.leftOutSentence`); never a failure, which is thrown.
        public var leftOut = UnreadableRows()
    }

    /// Why an export stopped before its end.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The database could not be read past `written` expenses (a damaged page, a lock held too long).
        case reading(reason: FailureReason, written: Int)
        /// The output could not be written (a full disk, a reader that has gone).
        case writing(SystemCallError)

        /// One line for the user.
        public var description: String {
            switch self {
            case let .reading(reason, written): "the expenses could not be read after \(written): \(reason)"
            case let .writing(error): "the export could not be written: \(error)"
            }
        }
    }

    /// Writes the expenses of the period in `database` to `output` (flushing is the caller's, with the
    /// destination's `finish()`), and says how many were written and left out.
    ///
    /// - Throws: `Failure` when the database cannot be read or the output written on the way.
    public func write(from database: ReadOnlyDatabase, to output: ChunkedOutput) throws(Failure) -> Summary {
        var summary = Summary()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var days = DayTexts(calendar: calendar)
        do throws(SystemCallError) {
            if format == .csv { try output.write(ExpenseCSV.headerLine) }
        } catch {
            throw .writing(error)
        }
        let connection = database.connection
        let statement: PreparedStatement
        do {
            let (lower, upper) = period.bounds(in: calendar)
            let condition = Self.condition(lower: lower, upper: upper)
            let hasUnreadable = try ExpenseTable.hasUnreadableRows(where: condition, from: connection)
            statement = try connection.prepare("""
                SELECT entered, date, title, amount, currency, category_title,
                    (SELECT name FROM trip WHERE trip.id = expense.trip), \(hasUnreadable ? ExpenseTable.readableRow : "1")
                FROM expense INDEXED BY \(ExpenseTable.amountsIndex) WHERE \(condition.sql) ORDER BY date, entered
                """)
            try statement.bind(condition.values)
        } catch {
            throw .reading(reason: PreparedStatement.reason(for: error, withCode: true), written: 0)
        }
        defer { statement.reset() }
        while true {
            let line: String?
            do {
                guard try statement.step() else { break }
                line = try self.line(of: statement, days: &days, leftOut: &summary.leftOut, in: connection)
            } catch {
                throw .reading(reason: PreparedStatement.reason(for: error, withCode: true), written: summary.written)
            }
            guard let line else { continue }
            do throws(SystemCallError) {
                try output.write(line)
            } catch {
                throw .writing(error)
            }
            summary.written += 1
        }
        return summary
    }

    /// The SQL condition of the days between `lower` and `upper` (seconds since 2001, either open), with its
    /// values.
    static func condition(lower: Double?, upper: Double?) -> (sql: String, values: [any DatabaseValueConvertible]) {
        let bounds: [(sql: String, value: Double?)] = [("date >= ?", lower), ("date < ?", upper)]
        let present = bounds.compactMap { bound in bound.value.map { (bound.sql, $0) } }
        return (present.isEmpty ? "1" : present.map(\.0).joined(separator: " AND "), present.map(\.1))
    }

    /// The text of the statement's current row in the export's format; nil for a row left out (counted in
    /// `leftOut`, with the reason of the first, which is read again through `connection`).
    private func line(
        of row: PreparedStatement, days: inout DayTexts, leftOut: inout UnreadableRows, in connection: DatabaseConnection
    ) throws -> String? {
        let seconds = row.real(atColumn: 1)
        guard try row.column(7, as: Int.self) == 1, let day = days.text(forSeconds: seconds) else {
            // The reason of the first is said; reading it again is worth it once.
            if leftOut.firstReason == nil, let reason = try? reason(forRow: row.column(0, as: Int64.self), in: connection) {
                leftOut.leaveOut(because: reason)
            } else {
                leftOut.leaveOut(count: 1)
            }
            return nil
        }
        let expense = ExportedExpense(
            day: day, title: try row.column(2, as: String.self), amount: try row.column(3, as: String.self),
            currencyCode: try row.column(4, as: String.self), category: try row.column(5, as: String.self),
            trip: try row.column(6, as: String?.self))
        switch format {
        case .csv: return ExpenseCSV.line(expense)
        case .journal: return ExpenseJournal.transaction(expense)
        }
    }

    /// Why the expense entered as `entered` is left out: what reading it as the app does says, or that its day
    /// cannot be written.
    private func reason(forRow entered: Int64, in connection: DatabaseConnection) throws -> UnreadableRows.Reason {
        let statement = try connection.prepare("SELECT \(ExpenseTable.columns) FROM expense WHERE entered = ?")
        try statement.bind(entered, at: 1)
        let read = statement.readableRows(ExpenseTable.expense)
        if let reason = read.unreadable.firstReason { return reason }
        let seconds = read.rows.first?.date.timeIntervalSinceReferenceDate ?? .nan
        return .dateOutOfRange("\(seconds)")
    }
}

/// The "yyyy-MM-dd" text of each moment's day in a calendar, worked out once for each day: the export reads its
/// rows in the order of their dates, so most rows fall in the day of the row before.
struct DayTexts {
    /// The Gregorian calendar in the export's time zone.
    let calendar: Calendar
    /// The last day worked out: its first moment and the first moment of the next, as seconds since 2001, and
    /// its text.
    private var last: (start: Double, end: Double, text: String)?

    init(calendar: Calendar) {
        self.calendar = calendar
    }

    /// The day of the moment `seconds` after 2001 began; nil for a day outside the years 1 to 9999.
    mutating func text(forSeconds seconds: Double) -> String? {
        if let last, seconds >= last.start, seconds < last.end { return last.text }
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        guard seconds.isFinite, let text = StoredDay.text(for: date, timeZone: calendar.timeZone) else { return nil }
        if let interval = calendar.dateInterval(of: .day, for: date) {
            last = (interval.start.timeIntervalSinceReferenceDate, interval.end.timeIntervalSinceReferenceDate, text)
        }
        return text
    }
}
