import TermUIBase

/// A group of rows with an optional header and footer, as in SwiftUI. In a `Form` the header is drawn dim
/// above the rows (SwiftUI draws it small and grey), the footer dim below them, and sections are set apart
/// by a blank row. In a `List` the header and footer are rows of their own that the selection passes over,
/// and a picker's menu shows them as titles that cannot be chosen.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer given as views: SwiftUI's older form, which it deprecates in favour
    /// of the builder one; ported code uses it often.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    func makeNode(context: NodeContext) -> Node {
        let node = SectionNode<Parent, Content, Footer>(context: context)
        node.update(self)
        return node
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header given as a view (SwiftUI's older form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view (SwiftUI's older form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// A section with a string header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

/// Content that is a group of rows with a header and footer (a `Section`): a `ForEach` of such content lists
/// their rows, not one row per element.
@MainActor
protocol SectionRows: RowContent {}

extension Section: SectionRows {}

extension Section: RowContent {
    /// The header, the content's rows and the footer; the header and footer cannot be selected.
    func appendRowSegments(to segments: inout [RowSegment]) {
        appendSupplementaryRow(SectionSupplementaryRow(content: header, isHeader: true), to: &segments)
        appendRows(of: content, to: &segments)
        appendSupplementaryRow(SectionSupplementaryRow(content: footer, isHeader: false), to: &segments)
    }

    private func appendSupplementaryRow<Row: View>(_ row: SectionSupplementaryRow<Row>, to segments: inout [RowSegment]) {
        guard !(row.content is EmptyView) else { return }
        let segment = segments.count
        let id = RowID(segment: segment, id: SectionSupplementaryID(isHeader: row.isHeader))
        segments.append(RowSegment(count: 1, id: { _ in id }, view: { _ in AnyView(row) }, isSelectable: false))
    }
}

/// The id of a section's header or footer row: a type of its own, so that no selection value can name it.
private struct SectionSupplementaryID: Hashable {
    let isHeader: Bool
}

/// A section's header or footer as a row of a list: secondary text, the header in bold as SwiftUI's plain
/// list draws it.
private struct SectionSupplementaryRow<Content: View>: View {
    let content: Content
    let isHeader: Bool

    var body: some View {
        content
            .font(isHeader ? .headline : .footnote)
            .foregroundStyle(HierarchicalShapeStyle.secondary)
    }
}

/// The node of a section, which a form sets apart from its neighbours.
@MainActor
protocol FormSectionNode: Node {}

/// The node of a `Section`: the header, the content's rows and the footer, one below the other.
@MainActor
final class SectionNode<Parent: View, Content: View, Footer: View>:
    PrimitiveNode<Section<Parent, Content, Footer>>, FormSectionNode
{
    private var header: Node?
    private var content: Node?
    private var footer: Node?
    /// The environment of the header and footer, and the one it was made from.
    private var secondaryEnvironment = DerivedEnvironment()

    override func forEachChild(_ body: (Node) -> Void) {
        if let header { body(header) }
        if let content { body(content) }
        if let footer { body(footer) }
    }

    override func update(_ view: Section<Parent, Content, Footer>) {
        let dimmed = dimmedEnvironment
        header = reconcile(header, with: view.header, environment: dimmed)
        content = reconcile(content, with: view.content)
        footer = reconcile(footer, with: view.footer, environment: dimmed)
    }

    /// Headers and footers are secondary text, unless they set their own style.
    private var dimmedEnvironment: EnvironmentValues {
        secondaryEnvironment.values(from: environment) { values in
            if values.foregroundStyle == nil { values.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary) }
        }
    }

    /// The header, the content's rows and the footer, in order.
    private var rows: [Node] {
        var list: [Node] = []
        header?.appendLayoutChildren(to: &list)
        content?.appendLayoutChildren(to: &list)
        footer?.appendLayoutChildren(to: &list)
        return list
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var size = Size.zero
        for row in rows {
            row.stackAxis = .vertical
            let rowSize = row.measure(ProposedSize(width: proposal.width, height: nil))
            size.width = max(size.width, rowSize.width)
            size.height += rowSize.height
        }
        return Size(width: proposal.width ?? size.width, height: size.height)
    }

    override func place(in rect: Rect) {
        frame = rect
        var y = rect.minY
        for row in rows {
            row.stackAxis = .vertical
            let height = row.measure(ProposedSize(width: rect.width, height: nil)).height
            row.place(in: Rect(x: rect.minX, y: y, width: rect.width, height: height))
            y += height
        }
    }
}
