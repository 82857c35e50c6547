/// What a child process measured on one data set, by measure: written by the child to its standard output as
/// one line per measure (its name, then its values), read back by the bench.
struct AppMeasurements {
    /// A measure of the app scenarios; times in microseconds, memory in KiB.
    enum Measure: String, CaseIterable {
        case start, load
        case residentMemory = "rss", peakMemory = "peak-rss"
        case budgetMove = "budget-down", monthSwitch = "month", addExpenseFrame = "add-frame"
        case addExpenseStored = "add-stored", wishlistMove = "wishlist-right", searchLetter = "search-letter"
        case chartCategory = "chart-category", chartMonths = "chart-months", chartMonthSwitch = "chart-month"
        case budgetOpen = "budget-open", searchEscape = "search-esc", wideBudgetMove = "budget-down-wide"
        case tripMoney = "trip-money", budgetSearchLetter = "budget-search-letter", budgetSort = "budget-sort"
        case tripChart = "trip-chart", tripMoneyAgain = "trip-money-again"
        case quit
    }

    private var values: [Measure: [Double]] = [:]

    /// No measures yet.
    init() {}

    /// The measures in `text`, as `text` wrote them; lines that are not measures are left out.
    init(text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let name = fields.first, let measure = Measure(rawValue: String(name)) else { continue }
            values[measure, default: []] += fields.dropFirst().compactMap { Double($0) }
        }
    }

    /// The values of `measure`, in the order taken.
    subscript(measure: Measure) -> [Double] {
        get { values[measure] ?? [] }
        set { values[measure] = newValue }
    }

    /// One line per measure taken.
    var text: String {
        Measure.allCases.compactMap { measure in
            values[measure].map { ([measure.rawValue] + $0.map { String($0) }).joined(separator: " ") }
        }.joined(separator: "\n")
    }

    /// Adds the values of `other` after these.
    mutating func append(_ other: AppMeasurements) {
        values.merge(other.values, uniquingKeysWith: +)
    }
}
