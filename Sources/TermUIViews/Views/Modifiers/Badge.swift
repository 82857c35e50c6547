import TermUIBase

/// Content with a badge, as `.badge(_:)` makes: a count or a short text on a tab's item or a list row.
struct BadgeView<Content: View>: ContentModifierView, PrimitiveView, BadgeCarrier {
    let content: Content
    let badge: Text?

    func makeNode(context: NodeContext) -> Node {
        let node = BadgeNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// A view that carries a badge (`.badge(_:)`), which the tab view around it shows on its tab.
@MainActor
protocol BadgeCarrier {
    /// The badge, nil for none.
    var badge: Text? { get }
}

/// The node of content with a badge. In a list row the badge is drawn at the row's trailing edge, dim, and
/// the content gets the width left of it; elsewhere the content is laid out and drawn as it is (a tab view
/// shows the badge of a tab's content on its tab).
@MainActor
final class BadgeNode<Content: View>: ContentModifierNode<BadgeView<Content>> {
    private var text = ""

    override func configure(with view: BadgeView<Content>) {
        text = view.badge?.plainText(in: environment) ?? ""
    }

    /// The cells the badge takes in a list row, with a space before it; 0 elsewhere or without one.
    private var badgeWidth: Int {
        environment.controlContext == .listRow && !text.isEmpty ? Glyph.width(of: text) + 1 : 0
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let reserved = badgeWidth
        guard reserved > 0 else { return super.sizeThatFits(proposal) }
        let inner = content?.measure(ProposedSize(width: proposal.width.map { max(0, $0 - reserved) }, height: proposal.height)) ?? .zero
        return Size(width: inner.width + reserved, height: max(1, inner.height))
    }

    override func place(in rect: Rect) {
        frame = rect
        content?.place(in: Rect(x: rect.minX, y: rect.minY, width: max(0, rect.width - badgeWidth), height: rect.height))
    }

    override func draw(in canvas: inout CellCanvas) {
        super.draw(in: &canvas)
        let reserved = badgeWidth
        guard reserved > 0, frame.width > reserved else { return }
        canvas.draw(text, at: Point(x: frame.maxX - reserved + 1, y: frame.minY), maxWidth: reserved - 1, style: CellStyle(attributes: .dim))
    }
}

extension View {
    /// A count on the view's tab item or list row, as in SwiftUI; 0 shows none. In a list row it is drawn at
    /// the trailing edge, dim; on a tab, after the tab's label.
    public func badge(_ count: Int) -> some View {
        BadgeView(content: self, badge: count == 0 ? nil : Text(String(count)))
    }

    /// A text on the view's tab item or list row, as in SwiftUI; nil shows none.
    public func badge(_ label: Text?) -> some View {
        BadgeView(content: self, badge: label)
    }

    /// A localized text on the view's tab item or list row, as in SwiftUI; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        BadgeView(content: self, badge: key.map { Text($0) })
    }

    /// A string on the view's tab item or list row, as in SwiftUI; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgeView(content: self, badge: label.map { Text($0) })
    }
}
