import Foundation
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The app's screens at a fixed clock (noon on a fixed day, in UTC) with the sample data of that day, in
/// American English and dollars: what they draw is the same in every run.
@MainActor
enum ScreenFixture {
    /// The sizes every screen is tried at, from the smallest to a wide terminal.
    nonisolated static let sizes = [(20, 6), (40, 10), (50, 15), (80, 24), (100, 30), (120, 40), (200, 50)]
        .map { TerminalSize(columns: $0.0, rows: $0.1) }

    /// The calendar of the fixture: Gregorian, in UTC.
    nonisolated static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    /// Noon on 29 November 2026, in UTC.
    nonisolated static let noon = calendar.date(from: DateComponents(year: 2026, month: 11, day: 29, hour: 12)) ?? .distantPast

    /// The whole window with the sample data of the fixed day, in the window's `environment` (as a launcher
    /// gives it: a store for `@AppStorage`, `accessibilityReduceMotion`), in a locale (its language too).
    static func window(
        size: TerminalSize, environment: EnvironmentValues = EnvironmentValues(), locale: Locale = Locale(identifier: "en_US")
    ) -> (TestDriver, AppModel) {
        let board = FlightBoard(calendar: calendar, clock: { noon })
        let model = AppModel(
            wishlist: .sample(now: noon, calendar: calendar),
            budget: .sample(now: noon, calendar: calendar, currencyCode: "USD"), flights: board)
        let driver = TestDriver(
            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, locale)
                // Times in the fixed time zone, whatever the machine's: the snapshots hold them.
                .environment(\.calendar, calendar).environment(\.timeZone, calendar.timeZone),
            size: size, environment: environment, date: noon)
        return (driver, model)
    }

    /// The budget's first screen, on the fixed day's month, with `store` (the sample of that day by default).
    static func budget(size: TerminalSize, store: BudgetStore? = nil) -> (TestDriver, BudgetStore) {
        let store = store ?? BudgetStore.sample(now: noon, calendar: calendar, currencyCode: "USD")
        let view = ExpensesView(month: noon)
            .environment(store)
            .environment(AppNavigation())
            .environment(\.currencyCode, "USD")
            .environment(\.calendar, calendar)
            .environment(\.timeZone, calendar.timeZone)
            .environment(\.localeCategories, LocaleCategories(all: Locale(identifier: "en_US")))
        return (TestDriver(view, size: size, date: noon), store)
    }

    /// An amount as the budget writes it: "$1,234.50".
    static func dollars(_ amount: Decimal) -> String {
        amount.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
    }
}
