import TermUIBase

/// A direction focus can move in with an arrow key.
enum FocusDirection: Hashable, Sendable {
    case up, down, left, right

    /// The direction an arrow key (or its vi letter: h j k l) points, or nil for other keys.
    init?(key: KeyEquivalent) {
        switch key {
        case .upArrow, "k": self = .up
        case .downArrow, "j": self = .down
        case .leftArrow, "h": self = .left
        case .rightArrow, "l": self = .right
        default: return nil
        }
    }

    /// The axis the direction moves along.
    var axis: Axis {
        switch self {
        case .up, .down: return .vertical
        case .left, .right: return .horizontal
        }
    }
}

/// Finds where focus goes when an arrow key moves it on the screen's geometry: among the candidates lying
/// in the arrow's direction, the nearest band of them (those overlapping the nearest one across the
/// direction: the next row of cards for ↓), and in that band the one whose centre is closest across the
/// direction (the card in the nearest column). When the focused view is wider (or taller) than the views it
/// meets and spans the middles of several, focus goes to the first of those, as reading goes: from a banner
/// as wide as the screen, ↓ goes to the row's first card, not to whichever card is under its middle.
enum DirectionalFocus {
    /// The candidate focus moves to from `origin` in a direction, or nil when none lies that way.
    @MainActor
    static func next(from origin: Rect, direction: FocusDirection, among candidates: [Node]) -> Node? {
        let ahead = candidates.filter { lies($0.frame, beyond: origin, direction) }
        guard let nearest = ahead.min(by: { gap($0.frame, origin, direction) < gap($1.frame, origin, direction) }) else {
            return nil
        }
        let band = ahead.filter { overlapsAlong(direction.axis, $0.frame, nearest.frame) }
        let spanned = band.filter { spans(origin, middleOf: $0.frame, across: direction) }
        if spanned.count > 1 {
            return spanned.min { leadingEdge($0.frame, across: direction) < leadingEdge($1.frame, across: direction) }
        }
        return band.min { first, second in
            let a = crossDistance(first.frame, origin, direction), b = crossDistance(second.frame, origin, direction)
            return a != b ? a < b : gap(first.frame, origin, direction) < gap(second.frame, origin, direction)
        }
    }

    /// Whether a rectangle lies further in a direction than another: it starts after the other starts and
    /// ends after it ends (so that rows of different heights still count).
    static func lies(_ rect: Rect, beyond origin: Rect, _ direction: FocusDirection) -> Bool {
        guard !rect.isEmpty else { return false }
        switch direction {
        case .down: return rect.minY > origin.minY && rect.maxY > origin.maxY
        case .up: return rect.minY < origin.minY && rect.maxY < origin.maxY
        case .right: return rect.minX > origin.minX && rect.maxX > origin.maxX
        case .left: return rect.minX < origin.minX && rect.maxX < origin.maxX
        }
    }

    /// The empty cells between two rectangles along a direction (0 when they touch or overlap).
    static func gap(_ rect: Rect, _ origin: Rect, _ direction: FocusDirection) -> Int {
        switch direction {
        case .down: return max(0, rect.minY - origin.maxY)
        case .up: return max(0, origin.minY - rect.maxY)
        case .right: return max(0, rect.minX - origin.maxX)
        case .left: return max(0, origin.minX - rect.maxX)
        }
    }

    /// Whether two rectangles share a row (for a vertical direction) or a column (horizontal).
    static func overlapsAlong(_ axis: Axis, _ a: Rect, _ b: Rect) -> Bool {
        switch axis {
        case .vertical: return a.minY < b.maxY && b.minY < a.maxY
        case .horizontal: return a.minX < b.maxX && b.minX < a.maxX
        }
    }

    /// Whether a rectangle's middle across a direction lies within `origin`'s extent that way.
    static func spans(_ origin: Rect, middleOf rect: Rect, across direction: FocusDirection) -> Bool {
        // In half cells, as `crossDistance` measures.
        switch direction.axis {
        case .vertical: return 2 * origin.minX <= rect.minX + rect.maxX && rect.minX + rect.maxX < 2 * origin.maxX
        case .horizontal: return 2 * origin.minY <= rect.minY + rect.maxY && rect.minY + rect.maxY < 2 * origin.maxY
        }
    }

    /// Where a rectangle starts across a direction: its left edge for ↑ ↓, its top for ← →.
    static func leadingEdge(_ rect: Rect, across direction: FocusDirection) -> Int {
        direction.axis == .vertical ? rect.minX : rect.minY
    }

    /// How far apart the centres of two rectangles are across a direction, in half cells.
    static func crossDistance(_ rect: Rect, _ origin: Rect, _ direction: FocusDirection) -> Int {
        switch direction.axis {
        case .vertical: return abs((rect.minX + rect.maxX) - (origin.minX + origin.maxX))
        case .horizontal: return abs((rect.minY + rect.maxY) - (origin.minY + origin.maxY))
        }
    }
}
