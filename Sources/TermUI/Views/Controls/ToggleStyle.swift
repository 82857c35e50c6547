/// How a `Toggle` looks, as in SwiftUI. TermUI accepts the built-in styles so that SwiftUI code
/// compiles, and shows every toggle as `[x]`; unlike SwiftUI there are no custom styles (no `makeBody`).
public protocol ToggleStyle: Sendable {}

/// The platform's choice. Accepted and ignored.
public struct DefaultToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's choice.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A switch. Accepted and ignored.
public struct SwitchToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A button that stays pressed in SwiftUI. Accepted and ignored.
public struct ButtonToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed in SwiftUI.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A checkbox. Accepted and ignored.
public struct CheckboxToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension View {
    /// Sets the style of the toggles inside; TermUI accepts it and changes nothing (see `ToggleStyle`).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        self
    }
}
