import Foundation
import TermUIBase

/// A proxy of one subview of a custom `Layout`, as SwiftUI's: ask it its size for proposals, then place it.
///
/// TermUI measures and places in whole cells (see `Layout` for the rounding). A subview the layout does not
/// place goes in the centre of the layout's bounds at its size for the layout's proposal, as in SwiftUI.
public struct LayoutSubview: Equatable, Sendable {
    /// The subview's node (nodes live on the main actor, so the reference is `Sendable`).
    let node: Node
    /// The layout pass the subview belongs to, which notes what was placed.
    let pass: LayoutPass

    /// The subview's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(onMainActor { node.measure(proposal.cellProposal) })
    }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the subview: `anchor` (a unit point of the subview) goes at `position`, and the subview takes
    /// its size for `proposal`. The position, after the anchor is applied, goes to the nearest cell, a half to
    /// the top left; the size to the nearest cell.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        onMainActor {
            let size = node.measure(proposal.cellProposal)
            let x = cellPosition(position.x - anchor.x * CGFloat(size.width))
            let y = cellPosition(position.y - anchor.y * CGFloat(size.height))
            node.place(in: Rect(x: x, y: y, width: size.width, height: size.height))
            pass.placed.insert(ObjectIdentifier(node))
        }
    }

    /// The subview's layout priority (`.layoutPriority(_:)`).
    public var priority: Double {
        onMainActor { node.layoutPriority }
    }

    /// The spacing the subview prefers next to its neighbours: a custom layout's own `spacing`, else one
    /// column beside it and no row above or below.
    public var spacing: ViewSpacing {
        onMainActor { (node as? any LayoutSpacingNode)?.viewSpacing ?? ViewSpacing() }
    }

    /// The value the subview gives a layout value key (`.layoutValue(key:value:)`), else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        // Not `Sendable` (SwiftUI does not ask it of a key's value), so the value comes back through a local:
        // safe, because `assumeIsolated` runs the closure at once on this thread, before the local is read.
        nonisolated(unsafe) var value: K.Value?
        onMainActor { value = node.layoutValue(for: K.self) }
        return value ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

/// Runs node work from a layout's methods, which SwiftUI declares without isolation. Safe: TermUI only
/// calls a layout from its node's `sizeThatFits` and `place`, on the main actor, and a `LayoutSubview`
/// exists only for those calls (it is made by the node and handed to the layout).
private func onMainActor<T: Sendable>(_ work: @MainActor () -> T) -> T {
    MainActor.assumeIsolated(work)
}

/// The subviews of a custom `Layout`, in the order the content declares them, as SwiftUI's.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    /// The subviews.
    private let subviews: [LayoutSubview]
    /// The position of the first subview.
    public let startIndex: Int
    /// The position after the last subview.
    public let endIndex: Int

    /// The direction of the writing: always `.leftToRight` in a terminal.
    public var layoutDirection: LayoutDirection { .leftToRight }

    init(_ subviews: [LayoutSubview]) {
        self.subviews = subviews
        startIndex = 0
        endIndex = subviews.count
    }

    private init(_ subviews: [LayoutSubview], bounds: Range<Int>) {
        self.subviews = subviews
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
    }

    /// The subview at a position.
    public subscript(index: Int) -> LayoutSubview { subviews[index] }

    /// The subviews in a range of positions.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(subviews, bounds: bounds)
    }

    /// The subviews at the given positions, in their order.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { subviews[$0] })
    }

    /// The subviews' nodes.
    var nodes: [Node] { subviews[startIndex..<endIndex].map(\.node) }

    /// Notes every subview as placed (a built-in stack placed them itself).
    @MainActor
    func notePlaced() {
        for subview in self { subview.pass.placed.insert(ObjectIdentifier(subview.node)) }
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
            && zip(lhs, rhs).allSatisfy { $0 == $1 }
    }
}

/// What one placement of a layout's subviews placed, so that the rest can be centred afterwards.
@MainActor
final class LayoutPass {
    var placed: Set<ObjectIdentifier> = []
}

/// A node that prefers a spacing of its own next to its neighbours in a custom layout (a custom layout's node).
@MainActor
protocol LayoutSpacingNode: AnyObject {
    var viewSpacing: ViewSpacing { get }
}
