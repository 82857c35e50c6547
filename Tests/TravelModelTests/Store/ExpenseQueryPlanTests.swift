import Foundation
import Testing
@testable import TravelModel

/// The budget's queries run through the indexes they were written for, with the statistics an import leaves
/// (`ANALYZE`) as without: none scans the table or sorts, so a month's page costs a page wherever it is.
@Suite("Expense query plans")
struct ExpenseQueryPlanTests {
    /// A scope of each kind: a month, a trip.
    static let scopes: [ExpenseScope] = [
        .dated(Date(timeIntervalSinceReferenceDate: 0)..<Date(timeIntervalSinceReferenceDate: 86_400 * 30)), .trip(UUID()),
    ]

    @Test("Every query of the list order, a month's and a trip's, runs through its index, before and after ANALYZE",
          arguments: [false, true])
    func queriesUseTheirIndexes(readableOnly: Bool) throws {
        let connection = try DatabaseConnection(.inMemory)
        try DatabaseSchema.migrate(connection, currencyCode: "USD")
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let currencies = ["USD", "EUR", "JPY"]
        // A third of them for one of ten trips.
        let trips = (0..<10).map { _ in UUID() }
        try ExpenseTable.insert((0..<3_000).map { (index: Int) -> Expense in
            let trip: Trip.ID? = index % 3 == 0 ? trips[index % 10] : nil
            let date = start.addingTimeInterval(Double(index % 400) * 86_400)
            return Expense(title: "Expense \(index % 97)", amount: Decimal(index) / 100, currencyCode: currencies[index % 3],
                           category: .other, date: date, tripID: trip)
        }, in: connection)
        for analyzed in [false, true] {
            if analyzed {
                // The statistics `ANALYZE` (with the import's `analysis_limit`) left in a database of a million
                // realistic expenses, which made SQLite sum a month through the list order's index, reading the
                // table: read back by `ANALYZE sqlite_schema`.
                try connection.execute("""
                    PRAGMA analysis_limit = 1000; ANALYZE;
                    UPDATE sqlite_stat1 SET stat = '1184400 6 1 1 1' WHERE idx = '\(ExpenseTable.amountsIndex)';
                    UPDATE sqlite_stat1 SET stat = '390572 334 3 1' WHERE idx = '\(ExpenseTable.listOrderIndex)';
                    UPDATE sqlite_stat1 SET stat = '517748 1' WHERE idx = 'sqlite_autoindex_expense_1';
                    ANALYZE sqlite_schema;
                    """)
            }
            for (sql, index) in Self.scopes.flatMap({ ExpenseTable.queries($0, readableOnly: readableOnly) }) {
                let plan = try connection.prepare("EXPLAIN QUERY PLAN \(sql)").rows { try $0.column(3, as: String.self) }
                let text = plan.joined(separator: " | ")
                #expect(!text.contains("SCAN") && !text.contains("TEMP B-TREE"), "\(analyzed ? "analyzed: " : "")\(sql): \(text)")
                if let index { #expect(text.contains("INDEX \(index)"), "\(analyzed ? "analyzed: " : "")\(sql): \(text)") }
            }
            // The first page in another order: the scope's ids (and what they are sorted by) from its index
            // alone, sorted keeping a page, then the page's rows by id. Not by category: no index holds it.
            guard !readableOnly else { continue }
            for scope in Self.scopes {
                for sort in [ExpenseSort.byTitle, ExpenseSort(.date, ascending: true)] {
                    let sql = ExpenseTable.firstPageSQL(in: scope, sortedBy: sort, readableOnly: false)
                    let plan = try connection.prepare("EXPLAIN QUERY PLAN \(sql)").rows { try $0.column(3, as: String.self) }
                    let text = plan.joined(separator: " | ")
                    #expect(!text.contains("SCAN") && text.contains("COVERING INDEX") && text.contains("INTEGER PRIMARY KEY"),
                            "\(analyzed ? "analyzed: " : "")\(sql): \(text)")
                }
                // By amount: the scope's ids, days and amounts from its index alone, unsorted (put in order in
                // Swift, `AmountOrder`).
                let sql = ExpenseTable.amountsSQL(in: scope, readableOnly: false)
                let text = try connection.prepare("EXPLAIN QUERY PLAN \(sql)").rows { try $0.column(3, as: String.self) }
                    .joined(separator: " | ")
                #expect(!text.contains("SCAN") && text.contains("COVERING INDEX") && !text.contains("TEMP B-TREE"),
                        "\(analyzed ? "analyzed: " : "")\(sql): \(text)")
            }
        }
    }
}
