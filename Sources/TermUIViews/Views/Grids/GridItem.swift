import Foundation
import TermUIBase

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as in SwiftUI: fixed, flexible between a minimum and
/// a maximum, or adaptive (as many of at least the minimum as fit). Lengths are in cells, as every length in
/// TermUI is, so `.adaptive(minimum: 80)` asks for 80 columns, not 80 points.
public struct GridItem: Hashable, Sendable {
    /// How long a grid item is across the grid.
    public enum Size: Hashable, Sendable {
        /// Always this long.
        case fixed(CGFloat)
        /// A share of the room left, kept between a minimum and a maximum.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` (and at most `maximum`) as fit in a share of the room left.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How long the item is.
    public var size: Size
    /// The cells after it, before the next item; nil for the grid's default (1 column, no row).
    public var spacing: CGFloat?
    /// Where a cell sits in its room; nil for the grid's alignment.
    public var alignment: Alignment?

    /// A grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One track of a lazy grid across its axis (a column of a `LazyVGrid`): where it starts, how long it is, and
/// how its cells align.
struct GridTrack: Equatable {
    var start: Int
    var length: Int
    var alignment: Alignment?

    /// The tracks of grid items in a length across the grid (nil: each item at its minimum).
    static func tracks(of items: [GridItem], in available: Int?, defaultSpacing: Int) -> [GridTrack] {
        let spacings = items.map { $0.spacing.map(cells).map { max(0, $0) } ?? defaultSpacing }
        let fixed = items.reduce(0) { total, item in
            if case .fixed(let length) = item.size { return total + max(0, cells(length)) }
            return total
        }
        let flexibleCount = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        let spacing = zip(items, spacings).dropLast().reduce(0) { $0 + $1.1 }
        let room = available.map { max(0, $0 - fixed - spacing) }
        var lengths: [(length: Int, spacing: Int, alignment: Alignment?)] = []
        var remaining = room
        var sharesLeft = flexibleCount
        for (item, itemSpacing) in zip(items, spacings) {
            switch item.size {
            case .fixed(let length):
                lengths.append((max(0, cells(length)), itemSpacing, item.alignment))
            case .flexible(let minimum, let maximum):
                let high = max(1, cells(maximum)), low = min(high, max(1, cells(minimum)))
                let share = remaining.map { $0 / max(1, sharesLeft) } ?? low
                let length = min(high, max(low, share))
                lengths.append((length, itemSpacing, item.alignment))
                remaining = remaining.map { max(0, $0 - length) }
                sharesLeft -= 1
            case .adaptive(let minimum, let maximum):
                let high = max(1, cells(maximum)), low = min(high, max(1, cells(minimum)))
                let share = remaining.map { $0 / max(1, sharesLeft) } ?? low
                let count = max(1, (share + itemSpacing) / (low + itemSpacing))
                let length = min(high, max(low, (share - itemSpacing * (count - 1)) / count))
                for _ in 0..<count {
                    lengths.append((length, itemSpacing, item.alignment))
                }
                remaining = remaining.map { max(0, $0 - count * length - itemSpacing * (count - 1)) }
                sharesLeft -= 1
            }
        }
        var start = 0
        return lengths.map { entry in
            defer { start += entry.length + entry.spacing }
            return GridTrack(start: start, length: entry.length, alignment: entry.alignment)
        }
    }
}
