import Foundation

/// The JSON document stored in `expenses.json`, version 1:
///
///     {
///       "expenses" : [
///         {
///           "amount" : "12.34",
///           "category" : { "id" : "food-and-drink", "symbol" : "fork.knife", "title" : "Food & Drink" },
///           "date" : "2026-11-29",
///           "id" : "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
///           "title" : "Ramen at Ichiran"
///         }
///       ],
///       "schemaVersion" : 1
///     }
///
/// Amounts are strings so that they never pass through `Double`, in this program or in any other that reads
/// the file. Dates are calendar days, written in the writer's time zone. Reading leaves out (and says) an
/// expense whose amount has more digits than `Decimal` holds, and one whose id an earlier expense has.
typealias BudgetDocument = ListDocument<StoredExpense>

extension StoredExpense: StoredEntry {
    /// `expenses.json`.
    static let layout = ListLayout(fileName: "expenses.json", kind: "an expenses file", listKey: "expenses", schemaVersion: 1)

    static var entryKind: LeftOutEntry.Kind { .expense }
}
