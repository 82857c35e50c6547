import Foundation
import TermUI

/// Has Foundation build, on a background thread, the formatters of the dates and amounts a screen of expenses is
/// about to show, so that the first such screen does not build them all while a key waits.
///
/// Foundation keeps one formatter for each format style it has formatted with (the style's locale, calendar and
/// time zone included), made by ICU the first time, which ICU finishes on the style's third use. The first list
/// of expenses shows dates in one pattern and amounts in each of their currencies: at 1,000,000 expenses,
/// building those was about a sixth of the first opening of a trip's money (callgrind: 6.4 M of 41 M
/// instructions, six currencies). Formatting a throwaway value three times with the very style a view formats
/// with (`FormatStyle.adapted(to:)`, as `Text(_:format:)` adapts it) leaves each formatter built and kept.
///
/// It is started where the app learns which styles are coming: the window's start (the expense rows' dates and
/// the app's currency) and a trip's screen (the currencies of its budget and spending, one key from its money).
/// A style Foundation already has costs a lookup; nothing is kept here.
@MainActor
enum FormatWarmUp {
    /// Starts formatting with the rows' date styles and each currency's style in `environment`, off the main
    /// actor, and returns at once.
    static func start(currencies: some Sequence<String>, includingDates: Bool, in environment: EnvironmentValues) {
        let amountStyles = Set(currencies).map { ExpenseRow.amountStyle(currencyCode: $0).adapted(to: environment) }
        let dateStyles = includingDates ? [false, true].map { ExpenseRow.dateStyle(showsYear: $0).adapted(to: environment) } : []
        guard !amountStyles.isEmpty || !dateStyles.isEmpty else { return }
        Task.detached(priority: .utility) {
            for _ in 0..<usesToFinish {
                for style in amountStyles { _ = style.format(1) }
                for style in dateStyles { _ = style.format(Date(timeIntervalSinceReferenceDate: 0)) }
            }
        }
    }

    /// How many uses leave ICU's number formatter finished (`LocalizedNumberFormatter` builds it on the third).
    private nonisolated static let usesToFinish = 3

    /// An environment with what `adapted(to:)` reads: the locales, the calendar and the time zone.
    static func environment(locales: LocaleCategories, calendar: Calendar, timeZone: TimeZone) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.localeCategories = locales
        environment.calendar = calendar
        environment.timeZone = timeZone
        return environment
    }
}
