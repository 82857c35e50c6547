import Foundation
import TermUIBase

/// A layout of any type, as SwiftUI's: switching the layout a container uses keeps its subviews (and their
/// state and focus), `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
public struct AnyLayout: Layout {
    /// The layout this one stands for.
    private let base: any Layout

    /// A layout standing for another.
    public init<L: Layout>(_ layout: L) {
        base = layout
    }

    /// The cache of the layout stood for, made again when a layout of another type takes its place.
    public struct Cache {
        fileprivate var base: Any
        fileprivate var layoutType: ObjectIdentifier
    }

    public func makeCache(subviews: Subviews) -> Cache {
        base.makeErasedCache(subviews: subviews)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        base.updateErasedCache(&cache, subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        base.erasedSizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        base.erasedPlaceSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        base.erasedSpacing(subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        base.erasedAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        base.erasedAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The stack orientation of the layout stood for (`layoutProperties` is the type's, and says none).
    var stackOrientation: Axis? {
        type(of: base).layoutProperties.stackOrientation
    }
}

/// The methods `AnyLayout` calls on the layout it stands for, with the cache kept as `Any`.
extension Layout {
    fileprivate func makeErasedCache(subviews: Subviews) -> AnyLayout.Cache {
        AnyLayout.Cache(base: makeCache(subviews: subviews), layoutType: ObjectIdentifier(Self.self))
    }

    fileprivate func updateErasedCache(_ cache: inout AnyLayout.Cache, subviews: Subviews) {
        guard cache.layoutType == ObjectIdentifier(Self.self), var typed = cache.base as? Cache else {
            cache = makeErasedCache(subviews: subviews)
            return
        }
        updateCache(&typed, subviews: subviews)
        cache.base = typed
    }

    /// Runs `body` with this layout's own cache, made first when the cache is another layout's.
    private func withTypedCache<T>(_ cache: inout AnyLayout.Cache, _ subviews: Subviews, _ body: (inout Cache) -> T) -> T {
        var current = (cache.layoutType == ObjectIdentifier(Self.self) ? cache.base as? Cache : nil)
            ?? makeCache(subviews: subviews)
        defer { cache = AnyLayout.Cache(base: current, layoutType: ObjectIdentifier(Self.self)) }
        return body(&current)
    }

    fileprivate func erasedSizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) -> CGSize {
        withTypedCache(&cache, subviews) { sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedPlaceSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache
    ) {
        withTypedCache(&cache, subviews) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedSpacing(subviews: Subviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
        withTypedCache(&cache, subviews) { spacing(subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        withTypedCache(&cache, subviews) {
            explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    fileprivate func erasedAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout AnyLayout.Cache
    ) -> CGFloat? {
        withTypedCache(&cache, subviews) {
            explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
