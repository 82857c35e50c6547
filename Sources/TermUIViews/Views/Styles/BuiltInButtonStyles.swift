/// A built-in button style: the button is drawn as TermUI draws every button (its label in the tint, reversed
/// while focused, red when destructive), without building the style's body.
@MainActor
protocol BuiltInButtonStyle {}

/// The platform's choice of button style, as in SwiftUI: the label in the tint colour.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The style.
    public init() {}

    /// The button, drawn as built-in buttons are.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

/// A bordered button in SwiftUI. The terminal draws it as every built-in button (no border: a box would
/// take three rows).
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The style.
    public init() {}

    /// The button, drawn as built-in buttons are.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

/// A bordered button filled with the tint in SwiftUI. The terminal draws it as every built-in button.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The style.
    public init() {}

    /// The button, drawn as built-in buttons are.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

/// A button without a border, as in SwiftUI: the label in the tint colour, as every built-in button.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The style.
    public init() {}

    /// The button, drawn as built-in buttons are.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

/// A plain button in SwiftUI. The terminal draws it as every built-in button, so that it can be seen to be
/// one.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The style.
    public init() {}

    /// The button, drawn as built-in buttons are.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's choice.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bordered button (drawn as the built-in button).
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A prominent bordered button (drawn as the built-in button).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A plain button (drawn as the built-in button).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
