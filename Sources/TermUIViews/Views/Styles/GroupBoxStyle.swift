/// How a `GroupBox` shows, as SwiftUI's `GroupBoxStyle`: `makeBody(configuration:)` draws it from its label
/// and content. Set it with `.groupBoxStyle(_:)`; the built-in style, `.automatic`, is a rounded box with the
/// label in bold on its top row.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The parts of a group box, as a style sees them.
    typealias Configuration = GroupBoxStyleConfiguration

    /// The view that draws a group box in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a group box that a `GroupBoxStyle` draws from, as in SwiftUI.
@MainActor
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view.
    public typealias Label = StyleConfigurationPart
    /// The group box's content, as a view.
    public typealias Content = StyleConfigurationPart

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// The built-in group box, as SwiftUI's `DefaultGroupBoxStyle`: the label in bold on the top row, the content
/// under it, a rounded box of line characters around both, one column in from its sides.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The style.
    public init() {}

    /// The box, its label and its content.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label.bold()
            configuration.content
        }
        .padding(.horizontal, 1)
        .padding(.vertical, 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay(RoundedRectangle(cornerRadius: 1).stroke(.secondary))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The built-in box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (GroupBoxStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
    /// The body of the group box style set around, nil for the built-in one.
    var groupBoxStyleBody: (@MainActor (GroupBoxStyleConfiguration) -> AnyView)? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the group boxes inside show, as in SwiftUI: a custom style's body is drawn with each box's
    /// label and content.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyleBody) { AnyView(style.makeBody(configuration: $0)) }
    }
}
