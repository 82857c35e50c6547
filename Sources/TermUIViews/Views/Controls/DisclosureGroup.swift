/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: `▸`/`▾` before the label; Enter,
/// Space or a click on it toggles, and the content is indented under it.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpandedBinding: Binding<Bool>?
    @State private var ownIsExpanded = false

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

    /// The toggle and, when expanded, the content.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation { isExpanded.wrappedValue.toggle() }
            } label: {
                HStack(spacing: 1) {
                    Text(isExpanded.wrappedValue ? "▾" : "▸")
                    label
                }
            }
            .buttonStyle(.plain)
            if isExpanded.wrappedValue {
                VStack(alignment: .leading, spacing: 0) { content }
                    .padding(.leading, 2)
            }
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
