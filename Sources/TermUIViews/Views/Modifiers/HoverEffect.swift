import TermUIBase

/// How a control shows that it is the one the pointer (here: the keyboard focus) is on, as in SwiftUI.
public struct HoverEffect: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, highlight, lift }
    let kind: Kind

    /// The system's choice: the highlight.
    public static let automatic = HoverEffect(kind: .automatic)
    /// A highlight behind the control.
    public static let highlight = HoverEffect(kind: .highlight)
    /// The control lifts in SwiftUI; the highlight here.
    public static let lift = HoverEffect(kind: .lift)
}

/// Content that shows a highlight while it has focus, as `.hoverEffect` makes.
struct HoverEffectView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let isEnabled: Bool

    func makeNode(context: NodeContext) -> Node {
        let node = HoverEffectNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with a hover effect: while the focus is on it or inside it, the cells it drew without
/// a background of their own get the tint as background and white text, and reverse video is taken off, so
/// that pictures (cells with colours of their own) keep their colours. Without colours its text is in reverse
/// video, as focus is everywhere, and its pictures stay as they are.
@MainActor
final class HoverEffectNode<Content: View>: ContentModifierNode<HoverEffectView<Content>> {
    private var isEnabled = true

    override func configure(with view: HoverEffectView<Content>) {
        isEnabled = view.isEnabled
    }

    /// Whether the focused node is this one or inside it.
    private var containsFocus: Bool {
        guard let focused = graph.focused else { return false }
        return isAncestor(of: focused)
    }

    override func draw(in canvas: inout CellCanvas) {
        content?.draw(in: &canvas)
        guard isEnabled, containsFocus else { return }
        guard environment.usesColor else {
            canvas.restyle(frame) { $0.attributes.remove(.reverse) }
            canvas.restyleText(frame) { $0.attributes.insert(.reverse) }
            return
        }
        let surfaces = SurfaceColors(environment.colorScheme)
        let highlight = surfaces.selection(tint: environment.tint.backgroundColor(in: environment))
        canvas.restyle(frame) { style in
            style.attributes.remove(.reverse)
            guard style.background == nil else { return }
            style.background = highlight
            style.foreground = surfaces.textOnAccent
            style.attributes.remove(.dim)
        }
    }
}

extension View {
    /// Shows that the view has focus with a highlight in the tint colour, as SwiftUI's hover effects show
    /// the pointer (and, on tvOS, focus). Apply it to a `NavigationLink` or `Button` used as a card: instead
    /// of the reverse video of a focused control, which would turn a picture into its negative, the card's
    /// cells without a colour of their own (its text rows) get the tint behind them, and its pictures stay as
    /// they are. Follow it with `.clipShape(.rect(cornerRadius: 1))` to round the highlight's corners.
    ///
    /// TermUI draws the same highlight for every effect; a terminal has no pointer, so focus stands in for it.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        HoverEffectView(content: self, isEnabled: isEnabled)
    }
}
