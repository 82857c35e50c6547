/// How a `Toggle` looks, as SwiftUI's `ToggleStyle`: `makeBody(configuration:)` draws the toggle from its
/// label and its `isOn` binding, and the toggle keeps its keys (Space and Enter flip it, Enter on its row, a
/// click) and its focus. Set it with `.toggleStyle(_:)`.
///
/// The built-in styles (`.automatic`, `.switch`, `.button`, `.checkbox`) all draw TermUI's toggle row: the
/// label, and `[x]` or `[ ]` at the trailing edge. Unlike SwiftUI, a custom body is shown in reverse video
/// while the toggle has focus and dim when disabled; controls inside it take no focus of their own.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The properties of a toggle, as a style sees them.
    typealias Configuration = ToggleStyleConfiguration

    /// The view that draws a toggle in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a toggle that a `ToggleStyle` draws from, as in SwiftUI.
@MainActor
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label the toggle was made with.
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` is the toggle's binding (setting it flips the toggle).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off (always false here: TermUI's
    /// toggles take one binding).
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
        isMixed = false
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration, as in SwiftUI: its label and binding, drawn as the
    /// built-in toggles are.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// A built-in toggle style: TermUI's toggle row, without building the style's body.
@MainActor
protocol BuiltInToggleStyle {}

/// The platform's choice, as in SwiftUI: TermUI's toggle row.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// The style.
    public init() {}

    /// The toggle, drawn as built-in toggles are.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's choice.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A switch in SwiftUI; TermUI's toggle row (`[x]`) in a terminal.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// The style.
    public init() {}

    /// The toggle, drawn as built-in toggles are.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A button that stays pressed in SwiftUI; TermUI's toggle row (`[x]`) in a terminal.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// The style.
    public init() {}

    /// The toggle, drawn as built-in toggles are.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed in SwiftUI.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A checkbox, as in SwiftUI: TermUI's toggle row (`[x]`).
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// The style.
    public init() {}

    /// The toggle, drawn as built-in toggles are.
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// The toggle style in the environment, as the toggle node uses it.
enum ToggleStyleChoice {
    /// TermUI's toggle row.
    case builtIn
    /// A custom style's body.
    case custom(@MainActor (ToggleStyleConfiguration) -> AnyView)
}

private struct ToggleStyleChoiceKey: EnvironmentKey {
    static var defaultValue: ToggleStyleChoice { .builtIn }
}

extension EnvironmentValues {
    /// How the toggles inside are drawn.
    var toggleStyleChoice: ToggleStyleChoice {
        get { self[ToggleStyleChoiceKey.self] }
        set { self[ToggleStyleChoiceKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles inside, as in SwiftUI: the built-in styles draw TermUI's toggle row; a
    /// custom style's body is what they show.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self, token: style) { values in
            values.toggleStyleChoice = style is any BuiltInToggleStyle
                ? .builtIn : .custom { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}
