import Foundation
import Testing
@testable import TravelModel

@Suite("BudgetStore.sample")
@MainActor
struct SampleDataTests {
    /// A Gregorian calendar in a fixed time zone, so tests do not depend on the machine.
    static func calendar(_ timeZone: String) throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: timeZone))
        return calendar
    }

    /// Moments that stress month edges, leap years, year wrap and daylight saving changes.
    nonisolated static let moments: [(timeZone: String, year: Int, month: Int, day: Int, hour: Int, minute: Int)] = [
        ("Europe/Berlin", 2025, 7, 15, 14, 30),
        ("Europe/Berlin", 2025, 1, 1, 0, 30),    // first minutes of the year
        ("Europe/Berlin", 2024, 3, 1, 8, 0),     // previous month is a leap February, before noon
        ("Europe/Berlin", 2025, 3, 31, 23, 59),  // daylight saving started this month
        ("America/New_York", 2025, 11, 2, 11, 59), // daylight saving ends today
        ("Asia/Tokyo", 2025, 12, 31, 12, 0),
        ("Pacific/Auckland", 2025, 4, 6, 3, 0),
    ]

    static func now(_ moment: (timeZone: String, year: Int, month: Int, day: Int, hour: Int, minute: Int),
                    in calendar: Calendar) throws -> Date {
        try #require(calendar.date(from: DateComponents(
            year: moment.year, month: moment.month, day: moment.day, hour: moment.hour, minute: moment.minute
        )))
    }

    @Test("Same now gives the same expenses, ids included")
    func deterministic() throws {
        let calendar = try Self.calendar("Europe/Berlin")
        let now = try Self.now(Self.moments[0], in: calendar)
        let first = BudgetStore.sample(now: now, calendar: calendar).expenses
        let second = BudgetStore.sample(now: now, calendar: calendar).expenses
        #expect(first == second)
        #expect(Set(first.map(\.id)).count == first.count)
        #expect((12...20).contains(first.count))
    }

    @Test("Sample dates lie in this or the previous month, never in the future, on whole days",
          arguments: 0..<moments.count)
    func dates(index: Int) throws {
        let moment = Self.moments[index]
        let calendar = try Self.calendar(moment.timeZone)
        let now = try Self.now(moment, in: calendar)
        let previousMonth = try #require(calendar.date(byAdding: .month, value: -1, to: now))
        let expenses = BudgetStore.sample(now: now, calendar: calendar).expenses

        let inCurrentMonth = expenses.filter { calendar.isDate($0.date, equalTo: now, toGranularity: .month) }
        let inPreviousMonth = expenses.filter { calendar.isDate($0.date, equalTo: previousMonth, toGranularity: .month) }
        #expect(!inCurrentMonth.isEmpty)
        #expect(!inPreviousMonth.isEmpty)
        #expect(inCurrentMonth.count + inPreviousMonth.count == expenses.count)

        for expense in expenses {
            #expect(expense.date <= now, "\(expense.title) is in the future")
            let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: expense.date)
            let isNoon = time.hour == 12 && time.minute == 0 && time.second == 0 && time.nanosecond == 0
            let isStartOfDay = expense.date == calendar.startOfDay(for: expense.date)
            #expect(isNoon || isStartOfDay, "\(expense.title) is not on a whole day")
        }
    }

    @Test("The split between this month and the previous one does not depend on the day of the month")
    func monthSplitIsStable() throws {
        var counts: Set<Int> = []
        for moment in Self.moments {
            let calendar = try Self.calendar(moment.timeZone)
            let now = try Self.now(moment, in: calendar)
            let expenses = BudgetStore.sample(now: now, calendar: calendar).expenses
            counts.insert(expenses.filter { calendar.isDate($0.date, equalTo: now, toGranularity: .month) }.count)
        }
        #expect(counts.count == 1, "current-month counts differ: \(counts.sorted())")
    }

    @Test("Sample amounts are positive with at most two decimal places")
    func amounts() {
        for expense in BudgetStore.sample().expenses {
            #expect(expense.amount > 0)
            var cents = expense.amount * 100
            var rounded = Decimal()
            NSDecimalRound(&rounded, &cents, 0, .plain)
            #expect(rounded == cents, "\(expense.title) costs \(expense.amount)")
        }
    }
}
