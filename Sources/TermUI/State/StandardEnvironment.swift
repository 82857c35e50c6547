import Foundation

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

private struct TintKey: EnvironmentKey {
    static var defaultValue: Color { .blue }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct LocaleKey: EnvironmentKey {
    static let processLocale = Locale.terminalCurrent
    static var defaultValue: Locale { processLocale }
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

    /// The locale for formatting. Unlike Foundation's `Locale.current` on Linux (always `en_001`), this
    /// follows `LC_ALL`, `LC_MESSAGES` and `LANG`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
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

    /// The style text and symbols are drawn in, when set.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text and symbols inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self, token: style) { $0.foregroundStyle = AnyShapeStyle(style) }
    }

    /// Sets the colour of text and symbols inside (deprecated in SwiftUI in favour of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentWriter(content: self, token: color) { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }

    /// Sets the tint colour inside.
    public func tint(_ tint: Color?) -> some View {
        EnvironmentWriter(content: self, token: tint) { if let tint { $0.tint = tint } }
    }

    /// Disables or enables the controls inside.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentWriter(content: self, token: disabled) { if disabled { $0.isEnabled = false } }
    }
}

extension Locale {
    /// The locale the POSIX environment asks for (`LC_ALL`, then `LC_MESSAGES`, then `LANG`); `en_US` for
    /// the C and POSIX locales. Foundation on Linux does not read these, so `Locale.current` is `en_001`.
    public static var terminalCurrent: Locale {
        let environment = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let identifier = value.split(separator: ".").first.map(String.init) ?? value
            let base = identifier.split(separator: "@").first.map(String.init) ?? identifier
            if base == "C" || base == "POSIX" { return Locale(identifier: "en_US") }
            return Locale(identifier: base.replacingOccurrences(of: "-", with: "_"))
        }
        return Locale(identifier: "en_US")
    }
}
