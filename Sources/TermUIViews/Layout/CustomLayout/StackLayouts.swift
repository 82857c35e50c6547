import Foundation
import TermUIBase

/// The layout of an `HStack` as a value, as SwiftUI's: `HStackLayout { ... }` lays out as `HStack { ... }`,
/// and `AnyLayout(HStackLayout())` switches with other layouts. The default spacing is 1 column.
public struct HStackLayout: Layout {
    /// Where the subviews sit across the stack.
    public var alignment: VerticalAlignment
    /// Columns between neighbours, `nil` for the default (1).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { .stack(.horizontal) }

    @MainActor
    private var stack: StackLayout {
        StackLayout(axis: .horizontal, alignment: .init(alignment), spacing: spacing.map(cells) ?? 1)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        MainActor.assumeIsolated { stack.size(of: subviews, for: proposal) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        MainActor.assumeIsolated { stack.place(subviews, in: bounds) }
    }
}

/// The layout of a `VStack` as a value, as SwiftUI's: `VStackLayout { ... }` lays out as `VStack { ... }`.
/// The default spacing is 0 rows.
public struct VStackLayout: Layout {
    /// Where the subviews sit across the stack.
    public var alignment: HorizontalAlignment
    /// Rows between neighbours, `nil` for the default (0).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { .stack(.vertical) }

    @MainActor
    private var stack: StackLayout {
        StackLayout(axis: .vertical, alignment: .init(alignment), spacing: spacing.map(cells) ?? 0)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        MainActor.assumeIsolated { stack.size(of: subviews, for: proposal) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        MainActor.assumeIsolated { stack.place(subviews, in: bounds) }
    }
}

/// The layout of a `ZStack` as a value, as SwiftUI's: the subviews over each other, aligned.
public struct ZStackLayout: Layout {
    /// Where the subviews sit in the stack.
    public var alignment: Alignment

    /// An overlapping stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        MainActor.assumeIsolated {
            let cellProposal = proposal.cellProposal
            let size = subviews.nodes.reduce(Size.zero) { size, node in
                let child = node.measure(cellProposal)
                return Size(width: max(size.width, child.width), height: max(size.height, child.height))
            }
            return CGSize(size)
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        MainActor.assumeIsolated {
            let rect = bounds.cellRect
            for node in subviews.nodes {
                node.place(in: alignment.place(node.measure(ProposedSize(rect.size)), in: rect))
            }
            subviews.notePlaced()
        }
    }
}

extension LayoutProperties {
    /// The properties of a stack along an axis.
    static func stack(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }
}

extension StackLayout {
    /// The stack's size for a custom layout's proposal.
    func size(of subviews: LayoutSubviews, for proposal: ProposedViewSize) -> CGSize {
        CGSize(size(of: subviews.nodes, for: proposal.cellProposal))
    }

    /// Places a custom layout's subviews as the stack would.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        place(subviews.nodes, in: bounds.cellRect)
        subviews.notePlaced()
    }
}

extension CGRect {
    /// The rectangle in whole cells: its origin to the nearest cell (a half to the top left), its size to the
    /// nearest cell.
    var cellRect: Rect {
        Rect(origin: Point(x: cellPosition(minX), y: cellPosition(minY)), size: size.cellSize)
    }
}
