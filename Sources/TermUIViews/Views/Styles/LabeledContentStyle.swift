/// How a `LabeledContent` shows, as SwiftUI's `LabeledContentStyle`: `makeBody(configuration:)` draws it from
/// its label and content. Set it with `.labeledContentStyle(_:)`; the built-in style, `.automatic`, puts the
/// label at the leading edge and the content, as secondary text, at the trailing edge.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The parts of a labeled content, as a style sees them.
    typealias Configuration = LabeledContentStyleConfiguration

    /// The view that draws a labeled content in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a labeled content that a `LabeledContentStyle` draws from, as in SwiftUI.
@MainActor
public struct LabeledContentStyleConfiguration {
    /// The labeled content's label, as a view.
    public typealias Label = StyleConfigurationPart
    /// The labeled content's content, as a view.
    public typealias Content = StyleConfigurationPart

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// The built-in look, as SwiftUI's `AutomaticLabeledContentStyle`: the label leading, the content trailing.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The style.
    public init() {}

    /// The label and the content side by side.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The built-in look.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// A labeled content of a style's configuration, in the built-in look, as in SwiftUI (for a custom style
    /// that adds to the built-in look).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (LabeledContentStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
    /// The body of the labeled content style set around, nil for the built-in one.
    var labeledContentStyleBody: (@MainActor (LabeledContentStyleConfiguration) -> AnyView)? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labeled contents inside show, as in SwiftUI: a custom style's body is drawn with each
    /// one's label and content. Inside that body, labeled contents take the built-in look.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyleBody) { AnyView(style.makeBody(configuration: $0)) }
    }
}
