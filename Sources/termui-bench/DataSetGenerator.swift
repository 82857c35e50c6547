import Foundation
import TravelModel

/// The data of one app scenario: expenses and trips, as values; `DataSetStorage` writes them where the app
/// reads them.
struct DataSet {
    let expenses: [Expense]
    let trips: [Trip]
}

/// Makes the app scenarios' data sets: the same sizes, seed and day give the same data, identifiers included.
///
/// The expenses cover ten years, several a day, oldest first, as a person who logs what they spend would have
/// added them. The month on screen when the budget opens (this month) and the month before hold the same
/// screenful in every data set (60 each, a third of the expenses each when there are fewer than 180), so that
/// a key on the budget shows the same rows at every size and only what is stored grows; the other expenses
/// are spread evenly over the 118 months before them. Trips are spread over the seasonal collections, each
/// with 2 to 7 activities (about a third done), viewed on a day of the last ten years, without a picture, as
/// trips added in the app are.
struct DataSetGenerator {
    /// How many expenses the month on screen and the month before hold, at most.
    static let screenful = 60
    /// How many months the expenses cover, this one included.
    static let months = 120

    private let now: Date
    private let calendar: Calendar
    private var random: SplitMix64

    /// A generator for data sets that end on the day of `now` in `calendar`.
    init(seed: UInt64 = 14, now: Date = .now, calendar: Calendar = .current) {
        self.now = now
        self.calendar = calendar
        random = SplitMix64(seed: seed)
    }

    /// `expenses` expenses and `trips` trips.
    mutating func dataSet(expenses: Int, trips: Int) -> DataSet {
        DataSet(expenses: makeExpenses(count: expenses), trips: makeTrips(count: trips))
    }

    // MARK: Expenses

    private mutating func makeExpenses(count: Int) -> [Expense] {
        let thisMonth = calendar.dateInterval(of: .month, for: now)?.start ?? now
        let lastMonth = calendar.date(byAdding: .month, value: -1, to: thisMonth) ?? thisMonth
        let firstMonth = calendar.date(byAdding: .month, value: 1 - Self.months, to: thisMonth) ?? lastMonth
        let onScreen = min(Self.screenful, count / 3)
        let today = calendar.startOfDay(for: now)
        var expenses: [Expense] = []
        expenses.reserveCapacity(count)
        append(count - 2 * onScreen, over: days(from: firstMonth, before: lastMonth), to: &expenses)
        append(onScreen, over: days(from: lastMonth, before: thisMonth), to: &expenses)
        append(onScreen, over: days(from: thisMonth, before: calendar.date(byAdding: .day, value: 1, to: today) ?? now),
               to: &expenses)
        return expenses
    }

    /// Noon of every day from `start` up to the day before `end`.
    private func days(from start: Date, before end: Date) -> [Date] {
        var days: [Date] = []
        var day = start
        while day < end {
            days.append(calendar.date(bySettingHour: 12, minute: 0, second: 0, of: day) ?? day)
            guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
            day = next
        }
        return days
    }

    /// Appends `count` expenses spread evenly over `days`, in order.
    private mutating func append(_ count: Int, over days: [Date], to expenses: inout [Expense]) {
        guard count > 0, !days.isEmpty else { return }
        for (index, day) in days.enumerated() {
            let onThisDay = (index + 1) * count / days.count - index * count / days.count
            for _ in 0..<onThisDay { expenses.append(makeExpense(on: day)) }
        }
    }

    private mutating func makeExpense(on day: Date) -> Expense {
        let kinds = DataSetVocabulary.expenseKinds
        var pick = random.int(in: 0...(kinds.reduce(0) { $0 + $1.weight } - 1))
        var kind = kinds[0]
        for candidate in kinds {
            kind = candidate
            if pick < candidate.weight { break }
            pick -= candidate.weight
        }
        let (title, range) = random.element(of: kind.titles)
        let cents = random.int(in: range)
        return Expense(
            id: makeID(), title: title,
            amount: Decimal(sign: .plus, exponent: -2, significand: Decimal(cents)), category: kind.category, date: day)
    }

    // MARK: Trips

    private mutating func makeTrips(count: Int) -> [Trip] {
        let places = DataSetVocabulary.places
        let today = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: now) ?? now
        return (0..<count).map { index in
            let place = places[index % places.count]
            let round = index / places.count
            let activities = (0..<random.int(in: 2...7)).map { _ in
                Activity(id: makeID(), name: random.element(of: DataSetVocabulary.activities), isComplete: random.chance(0.35))
            }
            let daysAgo = random.int(in: 0...(Self.months / 12 * 365))
            return Trip(
                id: makeID(), name: round == 0 ? place.name : "\(place.name) \(round + 1)", subtitle: place.subtitle,
                collectionID: random.element(of: TripCollection.all).id, activities: activities,
                lastViewed: calendar.date(byAdding: .day, value: -daysAgo, to: today) ?? today)
        }
    }

    // MARK: Identifiers

    /// A random (version 4) identifier from the generator.
    private mutating func makeID() -> UUID {
        let high = (random.next() & ~0xF000) | 0x4000
        let low = (random.next() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        return withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }
}
