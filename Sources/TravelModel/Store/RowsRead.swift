/// The rows a query read, and what it could not (see `UnreadableRows`).
struct RowsRead<Row> {
    /// The rows read, in the query's order.
    var rows: [Row] = []
    /// The rows left out, and the failure that stopped the query, if one did.
    var unreadable = UnreadableRows()
    /// The error that stopped the query, if one did (said in words in `unreadable.failure`).
    private(set) var failure: (any Error)?

    /// Says that the query stopped, for `error`.
    mutating func stop(because error: any Error) {
        failure = failure ?? error
        unreadable.stop(because: PreparedStatement.reason(for: error, withCode: true))
    }

    /// The rows read, or the error that stopped the query before its last row: for readers that show nothing
    /// rather than part of what they were asked for.
    func rowsUnlessStopped() throws -> [Row] {
        if let failure { throw failure }
        return rows
    }

    /// What `body` read; an error it throws before it reads (SQL that cannot be prepared, on a damaged schema)
    /// is said as the query's failure.
    static func reading(_ body: () throws -> RowsRead) -> RowsRead {
        do {
            return try body()
        } catch {
            var read = RowsRead()
            read.stop(because: error)
            return read
        }
    }
}

extension RowsRead: Sendable where Row: Sendable {}

extension PreparedStatement {
    /// Runs the statement from the start and gives what `read` makes of each row, in order, then resets it.
    ///
    /// A row that `read` throws for (a column of the wrong type, a value the app never writes) is left out and
    /// counted, so that one bad row does not hide the others; an error of the statement itself (a damaged
    /// page, the disk) ends the reading, and is said in `unreadable.failure` after the rows read before it.
    func readableRows<Row>(_ read: (PreparedStatement) throws -> Row) -> RowsRead<Row> {
        reset()
        defer { reset() }
        var result = RowsRead<Row>()
        while true {
            do {
                guard try step() else { break }
            } catch {
                result.stop(because: error)
                break
            }
            do {
                result.rows.append(try read(self))
            } catch {
                result.unreadable.leaveOut(because: Self.unreadableReason(for: error))
            }
        }
        return result
    }

    /// An error in words for the user: SQLite's message, with its code when it says what failed (a damaged
    /// page, the disk) rather than what a row holds.
    static func reason(for error: any Error, withCode: Bool) -> FailureReason {
        guard let error = error as? DatabaseError else { return .said("\(error)") }
        return FailureReason(error, naming: withCode ? .number : .none)
    }

    /// Why a row could not be read, as a value: what it holds that the app never writes, else what SQLite said.
    static func unreadableReason(for error: any Error) -> UnreadableRows.Reason {
        (error as? DatabaseError)?.unreadable ?? .database(reason(for: error, withCode: false))
    }
}
