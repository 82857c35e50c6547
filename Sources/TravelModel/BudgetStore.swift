import Foundation
import Observation

/// The observable collection of expenses that the app shows and edits.
@MainActor
@Observable
public final class BudgetStore {
    /// All recorded expenses, in no particular order.
    public var expenses: [Expense]

    /// Creates a store holding the given expenses.
    public init(expenses: [Expense] = []) {
        self.expenses = expenses
    }

    /// The expenses ordered newest first; expenses with the same date are ordered by title.
    public var sortedExpenses: [Expense] {
        expenses.sorted { lhs, rhs in
            if lhs.date != rhs.date {
                return lhs.date > rhs.date
            }
            return lhs.title.localizedStandardCompare(rhs.title) == .orderedAscending
        }
    }

    /// Returns the exact sum of the amounts of the given expenses.
    public nonisolated static func total(of expenses: [Expense]) -> Decimal {
        expenses.reduce(Decimal.zero) { $0 + $1.amount }
    }

    /// Adds an expense to the store.
    public func add(_ expense: Expense) {
        expenses.append(expense)
    }

    /// Removes the expense with the given identifier, if the store holds one.
    public func remove(id: Expense.ID) {
        expenses.removeAll { $0.id == id }
    }

    /// The expenses dated in the month of `date` in `calendar`, newest first, in the order of `sortedExpenses`.
    public func expenses(inMonthOf date: Date, calendar: Calendar) -> [Expense] {
        sortedExpenses.filter { calendar.isDate($0.date, equalTo: date, toGranularity: .month) }
    }

    /// The exact sum of the amounts of the expenses dated in the month of `date` in `calendar`.
    public func total(inMonthOf date: Date, calendar: Calendar) -> Decimal {
        Self.total(of: expenses.filter { calendar.isDate($0.date, equalTo: date, toGranularity: .month) })
    }

    /// Removes, in one change, the expenses at `offsets` in `list`, a list shown to the user such as
    /// `expenses(inMonthOf:calendar:)`; offsets outside `list` are ignored.
    ///
    /// Expenses are matched by identifier, so `list` may be filtered and sorted in any way.
    public func remove(atOffsets offsets: IndexSet, in list: [Expense]) {
        let ids = Set(offsets.filter { list.indices.contains($0) }.map { list[$0].id })
        guard !ids.isEmpty else { return }
        expenses.removeAll { ids.contains($0.id) }
    }
}

extension BudgetStore {
    /// Returns a store with a deterministic sample trip spread over the month of `now` and the month before.
    public static func sample(now: Date = .now, calendar: Calendar = .current) -> BudgetStore {
        let today = calendar.startOfDay(for: now)
        let monthStart = calendar.dateInterval(of: .month, for: now)?.start ?? today
        let previousMonthStart = calendar.date(byAdding: .month, value: -1, to: monthStart) ?? monthStart

        // Amounts are in cents, written with an underscore before the cents: 842_60 is 842.60.
        // Bookings made during the previous month, by day of that month (every month has these days).
        let bookings: [(day: Int, title: String, cents: Int, category: Category)] = [
            (3, "Return flights to Tokyo", 842_60, .transport),
            (5, "Travel insurance", 64_90, .other),
            (9, "Ryokan, two nights", 389_00, .lodging),
            (14, "Japan Rail Pass", 312_45, .transport),
            (18, "Packing cubes", 27_99, .shopping),
            (22, "Guidebook to Japan", 24_50, .shopping),
            (27, "Pocket Wi-Fi rental", 48_00, .other),
        ]
        // Spending on the trip this month, by days before `now`; dates never move before the 1st.
        let trip: [(daysAgo: Int, title: String, cents: Int, category: Category)] = [
            (0, "Ramen at Ichiran", 14_80, .foodAndDrink),
            (0, "Matcha and wagashi", 9_60, .foodAndDrink),
            (1, "Museum tickets", 22_00, .activities),
            (2, "Train to Kyoto", 98_70, .transport),
            (3, "Hotel in Shinjuku, three nights", 456_30, .lodging),
            (4, "Sushi breakfast at Tsukiji", 31_50, .foodAndDrink),
            (5, "teamLab Planets", 27_40, .activities),
            (6, "Souvenir chopsticks", 18_75, .shopping),
            (7, "Airport bus", 13_20, .transport),
            (7, "Convenience store snacks", 6_35, .foodAndDrink),
        ]

        var expenses: [Expense] = []
        for booking in bookings {
            let day = calendar.date(byAdding: .day, value: booking.day - 1, to: previousMonthStart) ?? previousMonthStart
            expenses.append(Expense(
                id: sampleID(expenses.count),
                title: booking.title,
                amount: amount(cents: booking.cents),
                category: booking.category,
                date: sampleDate(on: day, notAfter: now, calendar: calendar)
            ))
        }
        for spending in trip {
            let day = max(calendar.date(byAdding: .day, value: -spending.daysAgo, to: today) ?? today, monthStart)
            expenses.append(Expense(
                id: sampleID(expenses.count),
                title: spending.title,
                amount: amount(cents: spending.cents),
                category: spending.category,
                date: sampleDate(on: day, notAfter: now, calendar: calendar)
            ))
        }
        return BudgetStore(expenses: expenses)
    }

    /// Noon of the given day, or the start of that day when noon is still ahead of `now`.
    private static func sampleDate(on day: Date, notAfter now: Date, calendar: Calendar) -> Date {
        let start = calendar.startOfDay(for: day)
        guard let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: start), noon <= now else {
            return start
        }
        return noon
    }

    /// An exact decimal amount from a whole number of cents.
    private static func amount(cents: Int) -> Decimal {
        Decimal(sign: .plus, exponent: -2, significand: Decimal(cents))
    }

    /// A fixed identifier for the sample expense at `index`: 00000000-0000-4000-8000-0000000000NN.
    private static func sampleID(_ index: Int) -> UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: index)))
    }
}
