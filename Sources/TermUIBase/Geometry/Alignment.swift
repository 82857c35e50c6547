/// How views line up across the horizontal axis, as in SwiftUI.
public struct HorizontalAlignment: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case leading, center, trailing }
    package let kind: Kind

    /// Align the leading edges.
    public static let leading = HorizontalAlignment(kind: .leading)
    /// Align the centres.
    public static let center = HorizontalAlignment(kind: .center)
    /// Align the trailing edges.
    public static let trailing = HorizontalAlignment(kind: .trailing)

    /// The offset of a child of `width` inside `available` cells.
    func offset(of width: Int, in available: Int) -> Int {
        switch kind {
        case .leading: return 0
        case .center: return max(0, (available - width) / 2)
        case .trailing: return max(0, available - width)
        }
    }
}

/// How views line up across the vertical axis, as in SwiftUI.
public struct VerticalAlignment: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case top, center, bottom }
    package let kind: Kind

    /// Align the top edges.
    public static let top = VerticalAlignment(kind: .top)
    /// Align the centres.
    public static let center = VerticalAlignment(kind: .center)
    /// Align the bottom edges.
    public static let bottom = VerticalAlignment(kind: .bottom)
    /// Align the first lines of text; in a terminal every line sits on a cell row, so this is `.top`.
    public static let firstTextBaseline = VerticalAlignment(kind: .top)
    /// Align the last lines of text; in a terminal this is `.bottom`.
    public static let lastTextBaseline = VerticalAlignment(kind: .bottom)

    /// The offset of a child of `height` inside `available` cells.
    func offset(of height: Int, in available: Int) -> Int {
        switch kind {
        case .top: return 0
        case .center: return max(0, (available - height) / 2)
        case .bottom: return max(0, available - height)
        }
    }
}

/// An alignment in both axes, as in SwiftUI.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment made of a horizontal and a vertical one.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` goes inside `rect`.
    package func place(_ size: Size, in rect: Rect) -> Rect {
        Rect(
            x: rect.minX + horizontal.offset(of: size.width, in: rect.width),
            y: rect.minY + vertical.offset(of: size.height, in: rect.height),
            width: size.width, height: size.height)
    }
}

/// The horizontal or vertical dimension, as in SwiftUI.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes, as in SwiftUI.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
