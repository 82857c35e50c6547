/// How a `DatePicker` looks, as in SwiftUI. TermUI accepts the styles so that SwiftUI code compiles,
/// and shows every date picker the same way: the date, with a month calendar on Enter.
public protocol DatePickerStyle: Sendable {}

/// The platform's choice. Accepted and ignored.
public struct AutomaticDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == AutomaticDatePickerStyle {
    /// The platform's choice.
    public static var automatic: AutomaticDatePickerStyle { AutomaticDatePickerStyle() }
}

/// The date, with a calendar on demand. Accepted and ignored.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The date, with a calendar on demand.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// A calendar in place in SwiftUI. Accepted and ignored.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar in place in SwiftUI.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// Spinning wheels in SwiftUI. Accepted and ignored.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Spinning wheels in SwiftUI.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style of the date pickers inside; TermUI accepts it and changes nothing (see `DatePickerStyle`).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}
