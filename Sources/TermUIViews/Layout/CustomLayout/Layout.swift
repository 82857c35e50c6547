import Foundation
import TermUIBase

/// A type that sizes and places a collection of views, as SwiftUI's `Layout`: write
/// `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`, then use the
/// layout as a container, `MyLayout { Text("A"); Text("B") }`.
///
/// Lengths are terminal cells. A layout computes in `CGFloat` as in SwiftUI; TermUI rounds where the numbers
/// reach the cells: the layout's size and each proposal to the nearest cell (halves away from zero), each
/// subview's position (`LayoutSubview.place(at:anchor:proposal:)`, after its anchor is applied) to the nearest
/// cell with a half going to the top left, as stacks centre. A proposal of `.infinity` is the layout's
/// unbounded length, and a subview that takes all of it reports `.infinity` back.
///
/// Differences from SwiftUI: not `Animatable` (a layout's parameters change in one step); no custom
/// alignment guides, so `explicitAlignment` is asked for but nothing aligns by it.
@preconcurrency
public protocol Layout: Sendable {
    /// What the layout computes once and keeps between calls; `Void` when it keeps nothing.
    associatedtype Cache = Void
    /// The proxies of the layout's subviews.
    typealias Subviews = LayoutSubviews

    /// The layout's properties; by default none (no stack orientation).
    static var layoutProperties: LayoutProperties { get }

    /// The layout's size for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview inside `bounds` (in the screen's cells: `bounds.minX` need not be 0).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The spacing the layout prefers around itself in a layout that holds it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Makes the cache for the subviews.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date when the subviews or the layout changed; by default makes it again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// Where the layout puts a horizontal alignment guide, `nil` for where the guide's default puts it.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?

    /// Where the layout puts a vertical alignment guide, `nil` for where the guide's default puts it.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// No properties: the layout has no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences, as SwiftUI's default.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// No explicit horizontal guide (SwiftUI's default merges the subviews' explicit guides; here none has one).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// No explicit vertical guide (SwiftUI's default merges the subviews' explicit guides; here none has one).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// The layout as a container of views: `MyLayout { Text("A"); Text("B") }`, as in SwiftUI.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// What a layout says of itself, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its subviews along, if it does: spacers and dividers in it follow this axis
    /// (`nil`: a spacer grows both ways, a divider is a horizontal line).
    public var stackOrientation: Axis?

    /// No stack orientation.
    public init() {}
}
