/// How a button looks and when it acts, as SwiftUI's `PrimitiveButtonStyle`: `makeBody(configuration:)` draws
/// the button and calls `configuration.trigger()` to run its action (from a `Button(configuration)` or an
/// `onTapGesture` inside). Set it with `.buttonStyle(_:)`; the built-in styles (`.automatic`, `.bordered`,
/// `.borderedProminent`, `.borderless`, `.plain`) are of this kind.
///
/// Unlike SwiftUI, the button itself keeps its keys and focus as with any style: Enter and Space, its
/// shortcut, Enter on its row and a click trigger it; controls inside the body take no focus of their own.
/// The focused body is shown in reverse video, a disabled one dim.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The properties of a button, as a style sees them.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The view that draws a button in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button that a `PrimitiveButtonStyle` draws from, as in SwiftUI.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView

        /// The label the button was made with.
        public var body: some View { content }
    }

    /// The button's role (destructive, cancel), or nil.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: @MainActor () -> Void

    /// Runs the button's action (a disabled button does nothing).
    public func trigger() {
        action()
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration, as in SwiftUI: its label and role, and its
    /// action the configuration's `trigger()`. It is drawn as the built-in buttons are.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}
