import TermUIBase

/// How a `DisclosureGroup` shows, as SwiftUI's `DisclosureGroupStyle`: `makeBody(configuration:)` draws it
/// from its label, its content and whether it is expanded. Set it with `.disclosureGroupStyle(_:)`; the
/// built-in style, `.automatic`, is `▸`/`▾` before the label, a plain button that toggles, and the content
/// indented under it while expanded.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View

    /// The parts of a disclosure group, as a style sees them.
    typealias Configuration = DisclosureGroupStyleConfiguration

    /// The view that draws a disclosure group in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a disclosure group that a `DisclosureGroupStyle` draws from, as in SwiftUI.
@MainActor
public struct DisclosureGroupStyleConfiguration {
    /// The disclosure group's label, as a view.
    public typealias Label = StyleConfigurationPart
    /// The disclosure group's content, as a view.
    public typealias Content = StyleConfigurationPart

    /// The label.
    public let label: Label
    /// The content, which the style shows while the group is expanded.
    public let content: Content
    /// Whether the group is expanded; the style toggles it.
    @Binding public var isExpanded: Bool
}

/// The built-in disclosure group, as SwiftUI's `DefaultDisclosureGroupStyle`.
public struct DefaultDisclosureGroupStyle: DisclosureGroupStyle {
    /// The style.
    public init() {}

    /// The toggle and, when expanded, the content; on the toggle, → opens the group and ← closes it.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation { configuration.isExpanded.toggle() }
            } label: {
                HStack(spacing: 1) {
                    Text(configuration.isExpanded ? "▾" : "▸")
                    configuration.label
                }
            }
            .buttonStyle(.plain)
            .onKeyPress(.rightArrow) { configuration.isExpanded ? .ignored : expand(configuration, true) }
            .onKeyPress(.leftArrow) { configuration.isExpanded ? expand(configuration, false) : .ignored }
            if configuration.isExpanded {
                VStack(alignment: .leading, spacing: 0) { configuration.content }
                    .padding(.leading, 2)
            }
        }
    }
}

extension DefaultDisclosureGroupStyle {
    /// Opens or closes the group, as → and ← on its label do.
    private func expand(_ configuration: Configuration, _ isExpanded: Bool) -> KeyPress.Result {
        withAnimation { configuration.isExpanded = isExpanded }
        return .handled
    }
}

extension DisclosureGroupStyle where Self == DefaultDisclosureGroupStyle {
    /// The built-in look.
    public static var automatic: DefaultDisclosureGroupStyle { DefaultDisclosureGroupStyle() }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (DisclosureGroupStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
    /// The body of the disclosure group style set around, nil for the built-in one.
    var disclosureGroupStyleBody: (@MainActor (DisclosureGroupStyleConfiguration) -> AnyView)? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the disclosure groups inside show, as in SwiftUI: a custom style's body is drawn with each
    /// group's label, content and expansion.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyleBody) { AnyView(style.makeBody(configuration: $0)) }
    }
}
