import Foundation

/// A position in whole terminal cells, (0, 0) at the top left.
@usableFromInline package struct Point: Hashable, Sendable {
    @usableFromInline package var x: Int
    @usableFromInline package var y: Int

    @inlinable package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    @inlinable package static var zero: Point { Point(x: 0, y: 0) }

    @inlinable package static func == (lhs: Point, rhs: Point) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
}

/// A size in whole terminal cells.
@usableFromInline package struct Size: Hashable, Sendable {
    @usableFromInline package var width: Int
    @usableFromInline package var height: Int

    @inlinable package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    @inlinable package static var zero: Size { Size(width: 0, height: 0) }

    @inlinable package static func == (lhs: Size, rhs: Size) -> Bool { lhs.width == rhs.width && lhs.height == rhs.height }
}

/// A rectangle of terminal cells.
@usableFromInline package struct Rect: Hashable, Sendable {
    @usableFromInline package var origin: Point
    @usableFromInline package var size: Size

    @inlinable package static var zero: Rect { Rect(origin: .zero, size: .zero) }

    @inlinable package static func == (lhs: Rect, rhs: Rect) -> Bool { lhs.origin == rhs.origin && lhs.size == rhs.size }

    @inlinable package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable package init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    @inlinable package var minX: Int { origin.x }
    @inlinable package var minY: Int { origin.y }
    @inlinable package var maxX: Int { origin.x + size.width }
    @inlinable package var maxY: Int { origin.y + size.height }
    @inlinable package var width: Int { size.width }
    @inlinable package var height: Int { size.height }
    @inlinable package var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The cells both rectangles cover.
    @inlinable package func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by the insets on each side (never below zero size).
    @inlinable package func inset(by insets: CellInsets) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }

    @inlinable package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

/// Insets in whole cells.
@usableFromInline package struct CellInsets: Hashable, Sendable {
    @usableFromInline package var top = 0, leading = 0, bottom = 0, trailing = 0

    @inlinable package init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    @inlinable package var horizontal: Int { leading + trailing }
    @inlinable package var vertical: Int { top + bottom }

    @inlinable package static func == (lhs: CellInsets, rhs: CellInsets) -> Bool {
        lhs.top == rhs.top && lhs.leading == rhs.leading && lhs.bottom == rhs.bottom && lhs.trailing == rhs.trailing
    }
}

/// A size proposed by a parent to a child during layout; `nil` in a dimension asks for the ideal size.
///
/// Like SwiftUI's `ProposedViewSize`, in whole cells. `ProposedSize.unbounded` stands in for SwiftUI's
/// `.infinity` proposal.
@usableFromInline package struct ProposedSize: Hashable, Sendable {
    @usableFromInline package var width: Int?
    @usableFromInline package var height: Int?

    /// A dimension large enough to stand for "as much as you like".
    @inlinable package static var unboundedLength: Int { 1 << 24 }
    @inlinable package static var unspecified: ProposedSize { ProposedSize(width: nil, height: nil) }
    @inlinable package static var zero: ProposedSize { ProposedSize(width: 0, height: 0) }
    @inlinable package static var unbounded: ProposedSize { ProposedSize(width: unboundedLength, height: unboundedLength) }

    @inlinable package init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    @inlinable package init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    @inlinable package static func == (lhs: ProposedSize, rhs: ProposedSize) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    /// The proposal with `nil` dimensions replaced by the given size.
    @inlinable package func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Converts a SwiftUI-style length (points in SwiftUI, cells here) to whole cells.
@inlinable package func cells(_ length: CGFloat) -> Int {
    if length.isNaN { return 0 }
    if length >= CGFloat(ProposedSize.unboundedLength) { return ProposedSize.unboundedLength }
    if length <= -CGFloat(ProposedSize.unboundedLength) { return -ProposedSize.unboundedLength }
    return Int(length.rounded())
}
