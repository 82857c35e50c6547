/// How a `Form` lays out its rows, as in SwiftUI. TermUI accepts the styles so that SwiftUI code
/// compiles, and lays out every form as grouped rows.
public protocol FormStyle: Sendable {}

/// The platform's choice. Accepted and ignored.
public struct AutomaticFormStyle: FormStyle {
    /// The style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's choice.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// Rows in grouped sections. Accepted and ignored.
public struct GroupedFormStyle: FormStyle {
    /// The style.
    public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// Labels and controls in columns in SwiftUI. Accepted and ignored.
public struct ColumnsFormStyle: FormStyle {
    /// The style.
    public init() {}
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns in SwiftUI.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style of the forms inside; TermUI accepts it and changes nothing (see `FormStyle`).
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        self
    }
}
