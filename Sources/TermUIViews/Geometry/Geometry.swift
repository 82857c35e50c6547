import Foundation

/// A position in whole terminal cells, (0, 0) at the top left.
package struct Point: Hashable, Sendable {
    package var x: Int
    package var y: Int

    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    static let zero = Point(x: 0, y: 0)
}

/// A size in whole terminal cells.
struct Size: Hashable, Sendable {
    var width: Int
    var height: Int

    static let zero = Size(width: 0, height: 0)
}

/// A rectangle of terminal cells.
package struct Rect: Hashable, Sendable {
    var origin: Point
    var size: Size

    static let zero = Rect(origin: .zero, size: .zero)

    init(origin: Point, size: Size) {
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
    func inset(by insets: CellInsets) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }

    func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

/// Insets in whole cells.
struct CellInsets: Hashable, Sendable {
    var top = 0, leading = 0, bottom = 0, trailing = 0

    var horizontal: Int { leading + trailing }
    var vertical: Int { top + bottom }
}

/// A size proposed by a parent to a child during layout; `nil` in a dimension asks for the ideal size.
///
/// Like SwiftUI's `ProposedViewSize`, in whole cells. `ProposedSize.unbounded` stands in for SwiftUI's
/// `.infinity` proposal.
struct ProposedSize: Hashable, Sendable {
    var width: Int?
    var height: Int?

    /// A dimension large enough to stand for "as much as you like".
    static let unboundedLength = 1 << 24
    static let unspecified = ProposedSize(width: nil, height: nil)
    static let zero = ProposedSize(width: 0, height: 0)
    static let unbounded = ProposedSize(width: unboundedLength, height: unboundedLength)

    init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal with `nil` dimensions replaced by the given size.
    func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Converts a SwiftUI-style length (points in SwiftUI, cells here) to whole cells.
func cells(_ length: CGFloat) -> Int {
    if length.isNaN { return 0 }
    if length >= CGFloat(ProposedSize.unboundedLength) { return ProposedSize.unboundedLength }
    if length <= -CGFloat(ProposedSize.unboundedLength) { return -ProposedSize.unboundedLength }
    return Int(length.rounded())
}
