/// How a button looks, as SwiftUI's `ButtonStyle`: `makeBody(configuration:)` draws the button from its
/// label, and the button keeps its keys (Enter and Space, its shortcut, Enter on its row, a click) and its
/// focus. Set it with `.buttonStyle(_:)`.
///
/// Unlike SwiftUI, the focused button's body is shown in reverse video (the terminal's focus ring) and a
/// disabled one dim, whatever the body draws; `isPressed` is always false (a key press has no duration).
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The properties of a button, as a style sees them.
    typealias Configuration = ButtonStyleConfiguration

    /// The view that draws a button in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button that a `ButtonStyle` draws from, as in SwiftUI.
@MainActor
public struct ButtonStyleConfiguration {
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
    /// Whether the button is held down: always false in a terminal, where a key press has no duration.
    public let isPressed: Bool
}
