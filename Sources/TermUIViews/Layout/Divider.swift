import TermUIBase

/// A thin line across a stack, as in SwiftUI: horizontal in a `VStack` (and outside stacks), vertical in an
/// `HStack`. Drawn with line characters in the secondary style.
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    func makeNode(context: NodeContext) -> Node {
        DividerNode(context: context)
    }
}

/// The node of a `Divider`.
@MainActor
final class DividerNode: PrimitiveNode<Divider> {
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if stackAxis == .horizontal {
            return Size(width: 1, height: proposal.height ?? 1)
        }
        return Size(width: proposal.width ?? 1, height: 1)
    }

    override func draw(in canvas: inout CellCanvas) {
        let style = CellStyle(attributes: .dim)
        if stackAxis == .horizontal {
            for y in frame.minY..<frame.maxY {
                canvas.put(Glyph(character: "│", width: 1), at: Point(x: frame.minX, y: y), style: style)
            }
        } else {
            for x in frame.minX..<frame.maxX {
                canvas.put(Glyph(character: "─", width: 1), at: Point(x: x, y: frame.minY), style: style)
            }
        }
    }
}
