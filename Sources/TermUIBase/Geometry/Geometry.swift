import Foundation

/// A position in whole terminal cells, (0, 0) at the top left.
package struct Point: Hashable, Sendable {
    package var x: Int
    package var y: Int

    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    package static let zero = Point(x: 0, y: 0)
}

/// A size in whole terminal cells.
package struct Size: Hashable, Sendable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    package static let zero = Size(width: 0, height: 0)
}

/// A rectangle of terminal cells.
package struct Rect: Hashable, Sendable {
    package var origin: Point
    package var size: Size

    package static let zero = Rect(origin: .zero, size: .zero)

    package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    package var minX: Int { origin.x }
    package var minY: Int { origin.y }
    package var maxX: Int { origin.x + size.width }
    package var maxY: Int { origin.y + size.height }
    package var width: Int { size.width }
    package var height: Int { size.height }
    package var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The cells both rectangles cover.
    package func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by the insets on each side (never below zero size).
    package func inset(by insets: CellInsets) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }

    package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

/// Insets in whole cells.
package struct CellInsets: Hashable, Sendable {
    package var top = 0, leading = 0, bottom = 0, trailing = 0

    package init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    package var horizontal: Int { leading + trailing }
    package var vertical: Int { top + bottom }
}

/// A size proposed by a parent to a child during layout; `nil` in a dimension asks for the ideal size.
///
/// Like SwiftUI's `ProposedViewSize`, in whole cells. `ProposedSize.unbounded` stands in for SwiftUI's
/// `.infinity` proposal.
package struct ProposedSize: Hashable, Sendable {
    package var width: Int?
    package var height: Int?

    /// A dimension large enough to stand for "as much as you like".
    package static let unboundedLength = 1 << 24
    package static let unspecified = ProposedSize(width: nil, height: nil)
    static let zero = ProposedSize(width: 0, height: 0)
    static let unbounded = ProposedSize(width: unboundedLength, height: unboundedLength)

    package init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    package init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal with `nil` dimensions replaced by the given size.
    package func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Converts a SwiftUI-style length (points in SwiftUI, cells here) to whole cells.
package func cells(_ length: CGFloat) -> Int {
    if length.isNaN { return 0 }
    if length >= CGFloat(ProposedSize.unboundedLength) { return ProposedSize.unboundedLength }
    if length <= -CGFloat(ProposedSize.unboundedLength) { return -ProposedSize.unboundedLength }
    return Int(length.rounded())
}
