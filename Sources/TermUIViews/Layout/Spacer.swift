import Foundation
import TermUIBase

/// Empty space that grows along the axis of the stack it is in, as in SwiftUI. Spacers get what is left
/// after the other children of the stack are sized.
public struct Spacer: View, PrimitiveView {
    let minLength: Int

    /// A spacer at least `minLength` cells long (0 by default).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.map(cells) ?? 0
    }

    func makeNode(context: NodeContext) -> Node {
        let node = SpacerNode(context: context)
        node.update(self)
        return node
    }
}

/// The node of a `Spacer`.
@MainActor
final class SpacerNode: PrimitiveNode<Spacer> {
    private var minLength = 0

    override func update(_ view: Spacer) {
        minLength = view.minLength
    }

    override var layoutPriority: Double { -.infinity }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        switch stackAxis {
        case .horizontal: return Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical: return Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil:
            return Size(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
        }
    }

    override func draw(in canvas: inout CellCanvas) {}
}
