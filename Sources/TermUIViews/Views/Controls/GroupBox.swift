import TermUIBase

/// A box around views with a label, as SwiftUI's `GroupBox`, drawn by the `GroupBoxStyle` set around (the
/// built-in one: the label in bold on the top row, the content under it, a rounded box of line characters
/// around both).
public struct GroupBox<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    @Environment(\.groupBoxStyleBody) private var styleBody

    /// A box of content with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The box, its label and its content, in the style around.
    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: StyleConfigurationPart(label),
            content: StyleConfigurationPart(content))
        if let styleBody {
            styleBody(configuration)
        } else {
            DefaultGroupBoxStyle().makeBody(configuration: configuration)
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of content without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box of content with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box of content with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(verbatim: String(title)) }
    }
}

extension GroupBox {
    /// A box with a label view given first, as SwiftUI's older `GroupBox(label:content:)`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}
