import Foundation
import TermUI
import TravelModel

/// A trip's money: what it cost (and, with a budget, what is left: `TripMoneySummary`), and its expenses, newest
/// first, read a page at a time as the budget's months are, or (`c`) its spending by category. Enter opens an
/// expense; `+` adds one for the trip; `d` deletes one (`u` brings it back).
struct TripMoneyView: View {
    let tripID: Trip.ID
    @Environment(TripStore.self) private var trips
    @Environment(BudgetStore.self) private var budget
    @State private var selection: Expense.ID?
    @State private var isAddingExpense = false
    /// Whether the spending by category shows in place of the expenses.
    @State private var showsChart = false
    @Environment(\.currencyCode) private var currencyCode

    var body: some View {
        if let trip = trips.trip(id: tripID) {
            let expenses = budget.expenses(ofTrip: tripID)
            VStack(alignment: .leading, spacing: 0) {
                TripMoneySummary(budget: trip.budget, totals: budget.totals(ofTrip: tripID))
                    .padding(.horizontal, 1)
                Divider()
                if showsChart {
                    VStack(alignment: .leading, spacing: 1) {
                        CategorySpendingChart(
                            spending: budget.spendingByCategory(ofTrip: tripID),
                            // Limits are a month's: a trip's spending is not held against them.
                            limits: [:],
                            emptyDescription: Text("Expenses of this trip in \(currencyCode) show here.", bundle: .module))
                    }
                    .padding(.horizontal, 1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    // Focusable, so that the screen's keys (c) reach it and are hinted while it shows.
                    .focusable()
                } else {
                    expenseList(expenses)
                }
            }
            .onKeyPress("c", hint: showsChart ? "list" : "chart") {
                showsChart.toggle()
                return .handled
            }
            .navigationTitle(Text("\(trip.name): Money", bundle: .module))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { isAddingExpense = true } label: {
                        Label { Text("Expense", bundle: .module) } icon: { Image(systemName: "plus") }
                    }
                    .keyboardShortcut("+", modifiers: [])
                    .disabled(budget.readFailure != nil)
                }
            }
            .sheet(isPresented: $isAddingExpense) {
                ExpenseSheet(date: Self.dayForNewExpense(of: trip), tripID: tripID) { expense in
                    budget.add(expense)
                    selection = expense.id
                }
            }
        } else {
            TripNotFound(title: "Money")
        }
    }

    /// The trip's expenses as a list: Enter opens one, `d` deletes one.
    private func expenseList(_ expenses: ExpenseList) -> some View {
        List(selection: $selection) {
            ForEach(expenses) { expense in
                NavigationLink(value: TripExpenseRoute(expenseID: expense.id)) {
                    ExpenseRow(expense: expense)
                }
            }
            .onDelete(perform: budget.readFailure != nil ? nil : { offsets in
                budget.remove(atOffsets: offsets, in: expenses)
            })
        }
        .overlay {
            if expenses.isEmpty {
                ContentUnavailableView {
                    Label { Text("No expenses yet", bundle: .module) } icon: { Image(systemName: "creditcard") }
                } description: {
                    Text("Press + to add what this trip cost.", bundle: .module)
                }
            }
        }
    }

    /// The date a new expense of the trip starts with: today, but for a trip that has ended, its last day (never
    /// a day to come: an expense is made; one paid for a trip to come is paid today).
    static func dayForNewExpense(of trip: Trip, now: Date = .now) -> Date {
        min(now, trip.dates?.upperBound ?? now)
    }
}
