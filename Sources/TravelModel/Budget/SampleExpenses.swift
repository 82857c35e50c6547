import Foundation

extension BudgetStore {
    /// Returns a store, in memory, with a deterministic sample trip spread over the month of `now` and the
    /// month before, in the currency `currencyCode`.
    public static func sample(now: Date = .now, calendar: Calendar = .current, currencyCode: String = "USD") -> BudgetStore {
        BudgetStore(expenses: sampleExpenses(now: now, calendar: calendar, currencyCode: currencyCode))
    }

    /// The expenses of a deterministic sample trip spread over the month of `now` and the month before, in the
    /// currency `currencyCode` (the app's: the sample is what a user of it might have spent).
    public static func sampleExpenses(
        now: Date = .now, calendar: Calendar = .current, currencyCode: String = "USD"
    ) -> [Expense] {
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
                currencyCode: currencyCode,
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
                currencyCode: currencyCode,
                category: spending.category,
                date: sampleDate(on: day, notAfter: now, calendar: calendar)
            ))
        }
        return expenses
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
