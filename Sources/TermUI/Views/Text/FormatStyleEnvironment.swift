import Foundation

extension FormatStyle {
    /// This style as SwiftUI applies it in an environment: with the environment's locale, and for
    /// `Date.FormatStyle` also its calendar and time zone.
    ///
    /// `locale(_:)` is a requirement of `FormatStyle` (its default returns the style unchanged), so calling it
    /// here, generically, reaches each style's own implementation: `Decimal.FormatStyle` and its `Currency` and
    /// `Percent` variants, `IntegerFormatStyle`, `FloatingPointFormatStyle` and theirs, `Date.FormatStyle`, and
    /// any other style that supports a locale. No list of conformances is needed.
    func adapted(to environment: EnvironmentValues) -> Self {
        var style = locale(environment.locale)
        if var dateStyle = style as? Date.FormatStyle {
            dateStyle.calendar = environment.calendar
            dateStyle.timeZone = environment.timeZone
            if let adapted = dateStyle as? Self { style = adapted }
        }
        return style
    }
}
