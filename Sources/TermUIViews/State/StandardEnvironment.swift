import Foundation
import TermUIBase

private struct TintKey: EnvironmentKey {
    static var defaultValue: Color { .blue }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct LocaleCategoriesKey: EnvironmentKey {
    static var defaultValue: LocaleCategories { .process }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

private struct ReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether animations should end at once (`--reduce-motion`, `TERMUI_REDUCE_MOTION=1`).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// The tint (accent) colour.
    public var tint: Color {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// Whether controls inside take input.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The locale for formatting. Unlike SwiftUI's one locale for everything, reading it gives the locale of
    /// numbers (`localeCategories.numeric`, from `LC_NUMERIC`): formatted dates take `localeCategories.time`
    /// and currency amounts `localeCategories.monetary`. Setting it sets every category, so a view given a
    /// locale shows everything in it, as in SwiftUI.
    public var locale: Locale {
        get { self[LocaleCategoriesKey.self].numeric }
        set { self[LocaleCategoriesKey.self] = LocaleCategories(all: newValue) }
    }

    /// The locale of each POSIX category (`LC_NUMERIC`, `LC_MONETARY`, `LC_TIME`, `LC_MESSAGES`), from the
    /// process's environment unless set. TermUI only: SwiftUI has one locale (`locale`).
    public var localeCategories: LocaleCategories {
        get { self[LocaleCategoriesKey.self] }
        set { self[LocaleCategoriesKey.self] = newValue }
    }

    /// The calendar for dates.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone for dates.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

extension View {
    /// Sets the tint colour inside.
    public func tint(_ tint: Color?) -> some View {
        EnvironmentWriter(content: self, token: tint) { if let tint { $0.tint = tint } }
    }

    /// Sets the accent colour inside, as SwiftUI's (deprecated) `accentColor(_:)`: the same as `tint(_:)`.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Disables or enables the controls inside.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentWriter(content: self, token: disabled) { if disabled { $0.isEnabled = false } }
    }
}
