import Foundation

/// A proposal for the size of a view, as SwiftUI's: `nil` in a dimension asks for the view's ideal size,
/// `.infinity` for as much as it likes, `0` for its smallest.
///
/// Lengths are terminal cells. TermUI lays out in whole cells: a proposal is rounded to the nearest cell
/// (halves away from zero, negative lengths count as 0, infinity becomes the layout's "unbounded" length)
/// where it reaches a view.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal of the given width and height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of a size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, a `nil` dimension taken from `size` (10 by 10 when not given, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The proposal a node takes: whole cells, none below zero.
    package var cellProposal: ProposedSize {
        ProposedSize(width: width.map { max(0, cells($0)) }, height: height.map { max(0, cells($0)) })
    }

    /// A node's proposal as SwiftUI code sees it: the unbounded length is `.infinity`.
    package init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map(CGFloat.init(cellLength:)), height: proposal.height.map(CGFloat.init(cellLength:)))
    }
}

extension CGFloat {
    /// A length in cells as SwiftUI code sees it: the layout's unbounded length is `.infinity`.
    init(cellLength length: Int) {
        self = length >= ProposedSize.unboundedLength ? .infinity : CGFloat(length)
    }
}

extension CGSize {
    /// A size in cells as SwiftUI code sees it.
    package init(_ size: Size) {
        self.init(width: CGFloat(cellLength: size.width), height: CGFloat(cellLength: size.height))
    }

    /// The size in whole cells, each length rounded to the nearest cell and none below zero.
    package var cellSize: Size {
        Size(width: Swift.max(0, cells(width)), height: Swift.max(0, cells(height)))
    }
}

extension CGRect {
    /// A rectangle of cells as SwiftUI code sees it.
    package init(_ rect: Rect) {
        self.init(
            x: CGFloat(rect.minX), y: CGFloat(rect.minY),
            width: CGFloat(cellLength: rect.width), height: CGFloat(cellLength: rect.height))
    }
}

/// Where a position in cells lands: the nearest whole cell, a half going to the top left (as centring in a
/// stack does, so that a custom layout centring a view puts it where `VStack` would).
package func cellPosition(_ value: CGFloat) -> Int {
    guard value.isFinite else { return 0 }
    let bounded = Swift.min(Swift.max(value, -CGFloat(ProposedSize.unboundedLength)), CGFloat(ProposedSize.unboundedLength))
    return Int((bounded - 0.5).rounded(.up))
}
