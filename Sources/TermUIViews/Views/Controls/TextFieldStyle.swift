/// How a `TextField` looks, as in SwiftUI. TermUI accepts the built-in styles so that SwiftUI code
/// compiles, and draws every text field the same way.
public protocol TextFieldStyle: Sendable {}

/// The platform's choice. Accepted and ignored.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's choice.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// No decoration. Accepted and ignored.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A rounded border in SwiftUI. Accepted and ignored.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border in SwiftUI.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the style of the text fields inside; TermUI accepts it and changes nothing (see `TextFieldStyle`).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        self
    }
}
