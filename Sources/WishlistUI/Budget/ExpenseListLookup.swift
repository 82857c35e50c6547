import TermUI
import TravelModel

/// A month's list finds the expense the screen selects (one just added or edited) through the database's
/// index, not by reading the month's rows before it.
extension ExpenseList: ElementOffsetLookup {
    public func offset(ofElementWithID id: AnyHashable) -> Int? {
        (id.base as? Expense.ID).flatMap(offset(ofExpenseWithID:))
    }
}
