/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: `▸`/`▾` before the label; Enter,
/// Space or a click on it toggles, and the content is indented under it; or as the `DisclosureGroupStyle` set
/// around draws it.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpandedBinding: Binding<Bool>?
    @State private var ownIsExpanded = false
    @Environment(\.disclosureGroupStyleBody) private var styleBody

    /// A group that keeps whether it is expanded itself (collapsed at first).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpandedBinding = nil
    }

    /// A group whose expansion is bound.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpandedBinding = isExpanded
    }

    private var isExpanded: Binding<Bool> {
        isExpandedBinding ?? $ownIsExpanded
    }

    /// The group in the style around: the built-in one's toggle and, when expanded, the content.
    public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(
            label: StyleConfigurationPart(label),
            content: StyleConfigurationPart(content),
            isExpanded: isExpanded)
        if let styleBody {
            styleBody(configuration)
        } else {
            DefaultDisclosureGroupStyle().makeBody(configuration: configuration)
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled by a key, keeping its own expansion.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled by a key, its expansion bound.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled by a string, keeping its own expansion.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled by a string, its expansion bound.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
