/// The button style in the environment, as the button node uses it: the built-in look, or a custom style's
/// body made from a configuration.
enum ButtonStyleChoice {
    /// TermUI's own button: the label, tinted.
    case builtIn
    /// A `ButtonStyle`'s body.
    case styled(@MainActor (ButtonStyleConfiguration) -> AnyView)
    /// A `PrimitiveButtonStyle`'s body.
    case primitive(@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)
}

private struct ButtonStyleChoiceKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice { .builtIn }
}

extension EnvironmentValues {
    /// How the buttons inside are drawn.
    var buttonStyleChoice: ButtonStyleChoice {
        get { self[ButtonStyleChoiceKey.self] }
        set { self[ButtonStyleChoiceKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons inside, as in SwiftUI: a custom style's body is what they show.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self, token: style) { values in
            values.buttonStyleChoice = .styled { AnyView(style.makeBody(configuration: $0)) }
        }
    }

    /// Sets the style of the buttons inside, as in SwiftUI: the built-in styles draw TermUI's button; a
    /// custom style's body is what they show.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self, token: style) { values in
            values.buttonStyleChoice = style is any BuiltInButtonStyle
                ? .builtIn : .primitive { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}
