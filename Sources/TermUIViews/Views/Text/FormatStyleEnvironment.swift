import Foundation
import TermUIBase

extension FormatStyle {
    /// This style as `Text(_:format:)` and the other views that format values apply it in an environment: with
    /// the environment's locale, and for `Date.FormatStyle` also its calendar and time zone, as SwiftUI does.
    ///
    /// The locale is that of the style's POSIX category (`localeCategories`): dates and times take `LC_TIME`'s,
    /// currency amounts `LC_MONETARY`'s, everything else `LC_NUMERIC`'s (SwiftUI has one locale for all).
    ///
    /// TermUI only (SwiftUI keeps this inside its views): use it to format a value outside a view exactly as a
    /// view would, or to have Foundation build a style's formatter ahead of the screen that needs it (Foundation
    /// keeps one formatter for each style it formatted with, the locale, calendar and time zone included).
    ///
    /// `locale(_:)` is a requirement of `FormatStyle` (its default returns the style unchanged), so calling it
    /// here, generically, reaches each style's own implementation: `Decimal.FormatStyle` and its `Currency` and
    /// `Percent` variants, `IntegerFormatStyle`, `FloatingPointFormatStyle` and theirs, `Date.FormatStyle`, and
    /// any other style that supports a locale. No list of conformances is needed.
    public func adapted(to environment: EnvironmentValues) -> Self {
        var style = locale(categoryLocale(in: environment.localeCategories))
        if var dateStyle = style as? Date.FormatStyle {
            dateStyle.calendar = environment.calendar
            dateStyle.timeZone = environment.timeZone
            if let adapted = dateStyle as? Self { style = adapted }
        }
        return style
    }

    /// The locale of the category this style formats in.
    private func categoryLocale(in categories: LocaleCategories) -> Locale {
        switch self {
        case is Date.FormatStyle, is Date.RelativeFormatStyle, is Date.IntervalFormatStyle,
             is Date.ComponentsFormatStyle:
            categories.time
        case is Decimal.FormatStyle.Currency, is IntegerFormatStyle<Int>.Currency,
             is FloatingPointFormatStyle<Double>.Currency:
            categories.monetary
        default:
            categories.numeric
        }
    }
}
