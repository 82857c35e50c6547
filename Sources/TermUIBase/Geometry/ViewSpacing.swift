import Foundation

/// The spacing a view prefers next to its neighbours, edge by edge, as SwiftUI's.
///
/// In a terminal a view asks for one column beside another and no row above or below (as `HStack` and
/// `VStack` space by default); `distance(to:along:)` is the larger of the two facing edges' preferences.
public struct ViewSpacing: Hashable, Sendable {
    /// Cells wanted beyond each edge.
    var top: CGFloat = 0
    var leading: CGFloat = 1
    var bottom: CGFloat = 0
    var trailing: CGFloat = 1

    /// The spacing of a view: one column beside it, no row above or below.
    public init() {}

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Takes on each of the given edges the larger of the two preferences.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = Swift.max(top, other.top) }
        if edges.contains(.leading) { leading = Swift.max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = Swift.max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = Swift.max(trailing, other.trailing) }
    }

    /// The union of two spacings on the given edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }

    /// The distance between this view and the next one along an axis (`next` after it: to its right, or below).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: return Swift.max(trailing, next.leading)
        case .vertical: return Swift.max(bottom, next.top)
        }
    }
}
