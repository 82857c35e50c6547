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
/// The data is shaped as a life would leave it, not as a benchmark would like it:
/// - the expenses cover ten years, in months of very different sizes: the first year starts with a handful a
///   month and grows, later months vary with the seasons, and this month and the month before are the biggest
///   (at 1,000,000 expenses about 10,000 each, the smallest month about 10), so that the budget opens on the
///   heaviest month there is;
/// - they are entered in any order: most within a day or two of their date, some weeks later, a few a year or
///   two later (a backfill, a bank's export), so that one month's rows lie scattered through the table;
/// - their titles have a long tail, in many scripts (Latin with accents, Cyrillic, Greek, Arabic, Hebrew,
///   Devanagari, Thai, Chinese, Japanese, Korean, emoji), and about one in seven is in another currency;
/// - trips have 0 to 200 activities, most of them a few (the count is log-uniform); one trip in four has dates
///   (40 at most: travel on about one day in eight), 3 to 21 days somewhere in the ten years, the first trip
///   the last 30 days (the heaviest month), which holds half of one percent of the expenses (5,000 of
///   1,000,000) whatever the day, and most expenses dated on another trip's days are that trip's (`linkTrips`).
struct DataSetGenerator {
    /// How many months the expenses cover, this one included.
    static let months = 120
    /// How many times larger the largest month is than the smallest.
    static let monthSizeRatio = 1_000.0

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
        var expenses = makeExpenses(count: expenses), trips = makeTrips(count: trips)
        linkTrips(&trips, &expenses)
        return DataSet(expenses: expenses, trips: trips)
    }

    /// The share of the expenses dated on a trip's days that are that trip's.
    static let tripShare = 0.6
    /// How many trips have dates at most: some 40 trips of 3 to 21 days travel one day in eight of ten years.
    static let datedTrips = 40

    /// Gives one trip in four dates (at most `datedTrips`), the first trip the last 30 days, and links to a trip `tripShare` of the
    /// expenses dated on its days. Drawn from a generator of its own, so that the expenses and trips are those
    /// of the same seed without links (the figures of the other scenarios stay comparable).
    private func linkTrips(_ trips: inout [Trip], _ expenses: inout [Expense]) {
        guard !trips.isEmpty else { return }
        var random = SplitMix64(seed: 0x7121_9000)
        let today = calendar.startOfDay(for: now)
        let span = Self.months / 12 * 365
        var tripOfDay: [Date: Trip.ID] = [:]
        // One trip in four, at most `datedTrips`: trips on about one day in eight of the ten years.
        for index in stride(from: 0, to: trips.count, by: 4).prefix(Self.datedTrips) {
            let length = index == 0 ? 30 : random.int(in: 3...21)
            let start = index == 0 ? length - 1 : random.int(in: length...span)
            guard let first = calendar.date(byAdding: .day, value: -start, to: today),
                  let last = calendar.date(byAdding: .day, value: length - 1, to: first) else { continue }
            trips[index].dates = noon(of: first)...noon(of: last)
            for offset in 0..<length {
                guard let day = calendar.date(byAdding: .day, value: offset, to: first) else { continue }
                if tripOfDay[day] == nil || index == 0 { tripOfDay[day] = trips[index].id }
            }
        }
        // The first trip's share is its own, so that it holds `firstTripShare` of the expenses whatever the day
        // the data is made (its 30 days take in this month, which holds as many as a whole month already).
        let firstTrip = trips[0].id
        let onFirstTrip = expenses.indices.filter { tripOfDay[calendar.startOfDay(for: expenses[$0].date)] == firstTrip }
        let firstTripCount = min(onFirstTrip.count, Int(Double(expenses.count) * Self.firstTripShare))
        for index in expenses.indices {
            // Drawn for every expense on a trip's day, the first trip's too, so that the other trips' links are
            // those of the same seed.
            if let trip = tripOfDay[calendar.startOfDay(for: expenses[index].date)], random.chance(Self.tripShare), trip != firstTrip {
                expenses[index].tripID = trip
            }
        }
        // Spread evenly over its days: the k-th of its days' expenses is linked when it takes the count up a whole.
        for (place, index) in onFirstTrip.enumerated()
        where (place + 1) * firstTripCount / onFirstTrip.count > place * firstTripCount / onFirstTrip.count {
            expenses[index].tripID = firstTrip
        }
    }

    /// The share of all expenses that the first trip (the last 30 days) holds: 5,000 of 1,000,000, the trip of
    /// issue 23's target.
    static let firstTripShare = 0.005

    /// Noon of the day of `date`.
    private func noon(of date: Date) -> Date {
        calendar.date(bySettingHour: 12, minute: 0, second: 0, of: date) ?? date
    }

    /// How many expenses the month on screen when the budget opens (this month) holds in a data set of `count`.
    static func expensesThisMonth(of count: Int) -> Int {
        monthSizes(count: count).last ?? 0
    }

    // MARK: Expenses

    /// The number of expenses in each month, oldest first, adding up to `count`: a ramp over the first year
    /// from 1/`monthSizeRatio` of the largest, then seasons (summer and December heavier), and the last two
    /// months the largest.
    static func monthSizes(count: Int) -> [Int] {
        let weights: [Double] = (0..<months).map { month in
            if month >= months - 2 { return 1 }
            if month < 12 { return pow(monthSizeRatio, Double(month) / 12 - 1) }
            let season = 0.82 + 0.08 * cos(Double(month % 12 - 7) / 12 * 2 * .pi) + (month % 12 == 11 ? 0.06 : 0)
            return season
        }
        let total = weights.reduce(0, +)
        var sizes = weights.map { Int(Double(count) * $0 / total) }
        // What rounding left over goes to the months in turn, newest first.
        var left = count - sizes.reduce(0, +), month = months - 1
        while left > 0 {
            sizes[month] += 1
            left -= 1
            month = month == 0 ? months - 1 : month - 1
        }
        return sizes
    }

    private mutating func makeExpenses(count: Int) -> [Expense] {
        let thisMonth = calendar.dateInterval(of: .month, for: now)?.start ?? now
        let today = calendar.startOfDay(for: now)
        var dated: [(entered: Double, expense: Expense)] = []
        dated.reserveCapacity(count)
        for (back, size) in Self.monthSizes(count: count).reversed().enumerated() where size > 0 {
            guard let start = calendar.date(byAdding: .month, value: -back, to: thisMonth) else { continue }
            let end = back == 0 ? calendar.date(byAdding: .day, value: 1, to: today) ?? now
                : calendar.date(byAdding: .month, value: 1, to: start) ?? start
            let days = days(from: start, before: end)
            for _ in 0..<size {
                let day = random.element(of: days)
                dated.append((day.timeIntervalSinceReferenceDate + entryDelay(), makeExpense(on: day)))
            }
        }
        // Entered in the order a person would have typed them in: by when each was entered, not by its date.
        dated.sort { $0.entered < $1.entered }
        return dated.map(\.expense)
    }

    /// How long after its date an expense is entered, in seconds: mostly within two days, sometimes weeks
    /// later, now and then a year or two later.
    private mutating func entryDelay() -> Double {
        let day = 86_400.0
        let roll = random.int(in: 0...99)
        if roll < 80 { return Double(random.int(in: 0...(2 * 86_400))) }
        if roll < 96 { return Double(random.int(in: 2...60)) * day }
        return Double(random.int(in: 60...730)) * day
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

    private mutating func makeExpense(on day: Date) -> Expense {
        let kinds = DataSetVocabulary.expenseKinds
        var pick = random.int(in: 0...(kinds.reduce(0) { $0 + $1.weight } - 1))
        var kind = kinds[0]
        for candidate in kinds {
            kind = candidate
            if pick < candidate.weight { break }
            pick -= candidate.weight
        }
        let (base, range) = random.element(of: kind.titles)
        let cents = random.int(in: range)
        let currency = random.int(in: 0...99) < 86 ? DataSetVocabulary.dollars : random.element(of: DataSetVocabulary.currencies)
        let amount = Decimal(
            sign: .plus, exponent: currency.exponent, significand: Decimal(cents * currency.minorUnitsPerDollar / 100))
        return Expense(
            id: random.uuid(), title: makeTitle(base), amount: amount, currencyCode: currency.code,
            category: kind.category, date: day)
    }

    /// A title with a long tail: the kind's own words alone, or with a place or a shop's name (in its own
    /// script), sometimes with a number, sometimes only the shop's name.
    private mutating func makeTitle(_ base: String) -> String {
        let roll = random.int(in: 0...99)
        if roll < 45 { return base }
        let merchant = random.element(of: DataSetVocabulary.merchants)
        if roll < 75 { return "\(base), \(merchant)" }
        if roll < 90 { return merchant }
        return "\(merchant) #\(random.int(in: 1...999))"
    }

    // MARK: Trips

    private mutating func makeTrips(count: Int) -> [Trip] {
        let places = DataSetVocabulary.places
        let today = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: now) ?? now
        return (0..<count).map { index in
            let place = places[index % places.count]
            let round = index / places.count
            // Log-uniform from 0 to 200: most trips have a few activities, some a long list.
            let activityCount = Int(pow(201, Double(random.int(in: 0...1_000_000)) / 1_000_000)) - 1
            let activities = (0..<activityCount).map { _ in
                Activity(id: random.uuid(), name: random.element(of: DataSetVocabulary.activities), isComplete: random.chance(0.35))
            }
            let daysAgo = random.int(in: 0...(Self.months / 12 * 365))
            return Trip(
                id: random.uuid(), name: round == 0 ? place.name : "\(place.name) \(round + 1)", subtitle: place.subtitle,
                collectionID: random.element(of: TripCollection.all).id, activities: activities,
                lastViewed: calendar.date(byAdding: .day, value: -daysAgo, to: today) ?? today)
        }
    }
}
