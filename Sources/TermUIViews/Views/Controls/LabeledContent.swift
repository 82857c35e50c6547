import Foundation
import TermUIBase

/// A label and a value side by side, as in SwiftUI: the label at the leading edge, the value (secondary
/// text, unless it sets its own style) at the trailing edge. It does not take focus; disabled, it is dim.
///
/// `LabeledContent(_:value:format:)` formats with the environment's locale (and calendar and time zone for
/// dates), as SwiftUI does.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    /// For `value:format:`: the value formatted for an environment, shown instead of `content`.
    var formatted: (@MainActor (EnvironmentValues) -> String)?

    /// Content with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func makeNode(context: NodeContext) -> Node {
        let node = LabeledContentNode<Label, Content>(context: context)
        node.update(self)
        return node
    }
}

extension LabeledContent where Label == Text {
    /// Content with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Content with a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value with a text label.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A string value with a string label.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value formatted with a format style, with a text label: `LabeledContent("Amount", value: amount,
    /// format: .currency(code: "USD"))`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
        formatted = { format.adapted(to: $0).format(value) }
    }

    /// A value formatted with a format style, with a string label.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
        formatted = { format.adapted(to: $0).format(value) }
    }
}

/// The node of a `LabeledContent`: the label at the leading edge, the content at the trailing edge.
@MainActor
final class LabeledContentNode<Label: View, Content: View>: PrimitiveNode<LabeledContent<Label, Content>> {
    private var label: Node?
    private var content: Node?
    /// The environment of the content, and the one it was made from.
    private var contentEnvironment = DerivedEnvironment()
    private var labelRect = Rect.zero
    /// The body of a custom `LabeledContentStyle`, which stands for the label and the content.
    private var styled: Node?
    private var styledEnvironment = DerivedEnvironment()

    override func forEachChild(_ body: (Node) -> Void) {
        if let styled { body(styled) }
        if let label { body(label) }
        if let content { body(content) }
    }

    override func update(_ view: LabeledContent<Label, Content>) {
        if let styleBody = environment.labeledContentStyleBody {
            label?.unmount()
            content?.unmount()
            label = nil
            content = nil
            var shown = AnyView(view.content)
            if let formatted = view.formatted { shown = AnyView(Text(verbatim: formatted(environment))) }
            let configuration = LabeledContentStyleConfiguration(
                label: StyleConfigurationPart(view.label),
                content: StyleConfigurationPart(shown))
            let environment = styledEnvironment.values(from: environment) { $0.labeledContentStyleBody = nil }
            styled = reconcile(styled, with: styleBody(configuration), environment: environment)
            return
        }
        styled?.unmount()
        styled = nil
        label = reconcile(label, with: view.label)
        let environment = valueEnvironment
        if let formatted = view.formatted {
            content = reconcile(content, with: Text(verbatim: formatted(environment)), environment: environment)
        } else {
            content = reconcile(content, with: view.content, environment: environment)
        }
    }

    /// The value is secondary text unless a style is set, and not a form row of its own.
    private var valueEnvironment: EnvironmentValues {
        contentEnvironment.values(from: environment) { values in
            if values.foregroundStyle == nil { values.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary) }
            values.isInForm = false
        }
    }

    private var idealLabelWidth: Int {
        label?.measure(ProposedSize(width: nil, height: 1)).width ?? 0
    }

    /// The widths of the label and the content in a row of a width, and the content's size.
    private func split(width: Int) -> (label: Int, content: Size) {
        let labelWidth = idealLabelWidth
        let ideal = content?.measure(ProposedSize(width: nil, height: nil)) ?? .zero
        let widths = ControlRowLayout.split(width: width, label: labelWidth, value: ideal.width)
        // The content may use more than its ideal width (a field) or wrap in what it gets.
        let room = max(widths.value, width - widths.label - (widths.label > 0 ? ControlRowLayout.gap : 0))
        let size = content?.measure(ProposedSize(width: room, height: nil)) ?? .zero
        return (min(labelWidth, max(0, width - size.width - (labelWidth > 0 ? ControlRowLayout.gap : 0))), size)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let styled { return styled.measure(proposal) }
        guard let width = proposal.width else {
            let labelWidth = idealLabelWidth
            let ideal = content?.measure(ProposedSize(width: nil, height: nil)) ?? .zero
            return Size(width: labelWidth + ControlRowLayout.gap + ideal.width, height: max(1, ideal.height))
        }
        let parts = split(width: width)
        return Size(width: width, height: max(1, parts.content.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        if let styled {
            styled.place(in: rect)
            return
        }
        let parts = split(width: rect.width)
        labelRect = Rect(x: rect.minX, y: rect.minY, width: parts.label, height: 1)
        label?.stackAxis = nil
        label?.place(in: labelRect)
        content?.stackAxis = nil
        let width = min(parts.content.width, rect.width)
        content?.place(in: Rect(x: rect.maxX - width, y: rect.minY, width: width, height: min(parts.content.height, rect.height)))
    }

    override func draw(in canvas: inout CellCanvas) {
        styled?.draw(in: &canvas)
        if let label { canvas.withClip(labelRect) { label.draw(in: &$0) } }
        content?.draw(in: &canvas)
        if !environment.isEnabled {
            canvas.restyle(frame) { $0.attributes.insert(.dim) }
        }
    }
}
