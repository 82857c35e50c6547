/// Which column of a CSV file holds what an expense is made of: the mapping an import guesses from the file's
/// header and first rows (`CSVImportGuess`), which the user sees and may change before importing. Columns are
/// counted from 0 (the user is shown them from 1).
///
/// An import needs a date, a title and either an amount or a debit column (a credit column is optional: its
/// rows are skipped); the category, the currency and the trip are optional, and take the import's defaults
/// (`CSVImportSettings`) where there is no column.
public struct CSVColumns: Equatable, Hashable, Sendable {
    /// The column of the day.
    public var date: Int?
    /// The columns of the title, in order: the first with text in a row gives its title (a payee, else the
    /// description).
    public var title: [Int]
    /// The column of a signed amount.
    public var amount: Int?
    /// The column of money spent, when debits and credits have columns of their own.
    public var debit: Int?
    /// The column of money received.
    public var credit: Int?
    /// The column of the category's name.
    public var category: Int?
    /// The column of the currency's code.
    public var currency: Int?
    /// The column of the trip's name.
    public var trip: Int?

    /// A mapping with these columns (none for a role not given).
    public init(
        date: Int? = nil, title: [Int] = [], amount: Int? = nil, debit: Int? = nil, credit: Int? = nil,
        category: Int? = nil, currency: Int? = nil, trip: Int? = nil
    ) {
        self.date = date
        self.title = title
        self.amount = amount
        self.debit = debit
        self.credit = credit
        self.category = category
        self.currency = currency
        self.trip = trip
    }

    /// The columns given `role`, in order (several for the title; none or one for the others).
    public subscript(role: CSVColumnRole) -> [Int] {
        get {
            switch role {
            case .date: date.map { [$0] } ?? []
            case .title: title
            case .amount: amount.map { [$0] } ?? []
            case .debit: debit.map { [$0] } ?? []
            case .credit: credit.map { [$0] } ?? []
            case .category: category.map { [$0] } ?? []
            case .currency: currency.map { [$0] } ?? []
            case .trip: trip.map { [$0] } ?? []
            }
        }
        set {
            switch role {
            case .date: date = newValue.first
            case .title: title = newValue
            case .amount: amount = newValue.first
            case .debit: debit = newValue.first
            case .credit: credit = newValue.first
            case .category: category = newValue.first
            case .currency: currency = newValue.first
            case .trip: trip = newValue.first
            }
        }
    }

    /// Gives `role` the column `column` (nil: no column), as the user says over the guess: the column leaves
    /// the role it had (a column has one role), an amount column takes the place of the debits and credits, and
    /// they of it. For the title, `place` says which of its columns: 0 the first, 1 the one taken where the
    /// first is empty, and so on (one past the last adds one; nil there takes it away, and those after it).
    public mutating func assign(_ column: Int?, to role: CSVColumnRole, place: Int = 0) {
        if let column, let previous = self.role(of: column), previous != role || role == .title {
            self[previous] = self[previous].filter { $0 != column }
        }
        if role == .title {
            let kept = Array(title.prefix(place))
            title = kept + (column.map { [$0] } ?? []) + (column == nil ? [] : Array(title.dropFirst(place + 1)))
        } else {
            self[role] = column.map { [$0] } ?? []
        }
        if column != nil, role == .amount { debit = nil; credit = nil }
        if column != nil, role == .debit || role == .credit { amount = nil }
    }

    /// The role of column `index`, if it has one.
    public func role(of index: Int) -> CSVColumnRole? {
        CSVColumnRole.allCases.first { self[$0].contains(index) }
    }

    /// Every column given a role.
    var used: Set<Int> {
        Set(CSVColumnRole.allCases.flatMap { self[$0] })
    }

    /// The role an import needs and has no column for, if any: a date, a title, an amount (or debits).
    public var missingRole: CSVColumnRole? {
        if date == nil { return .date }
        if title.isEmpty { return .title }
        if amount == nil && debit == nil { return .amount }
        return nil
    }
}
