import Foundation
import TermUIBase

/// Content with an alignment guide set where its stack lines it up, as `.alignmentGuide(_:computeValue:)`
/// makes.
struct AlignmentGuideView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    /// The axis the guide measures along: horizontal for a `HorizontalAlignment`.
    let axis: Axis
    /// Which guide: the start (leading, top), the centre, or the end (trailing, bottom).
    let guide: StackLayout.CrossAlignment
    /// Where the guide is, from the view's leading or top edge, for its size.
    let computeValue: (ViewDimensions) -> CGFloat

    func makeNode(context: NodeContext) -> Node {
        let node = AlignmentGuideNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content with an alignment guide: it lays out and draws as its content, and answers the
/// stack around it where its guide is (other guides are its content's, as a chain of these modifiers sets
/// several).
@MainActor
final class AlignmentGuideNode<Content: View>: ContentModifierNode<AlignmentGuideView<Content>> {
    private var axis = Axis.horizontal
    private var guide = StackLayout.CrossAlignment.start
    private var computeValue: (ViewDimensions) -> CGFloat = { _ in 0 }

    override func configure(with view: AlignmentGuideView<Content>) {
        axis = view.axis
        guide = view.guide
        computeValue = view.computeValue
        // The closure is new with each body: the stacks around measure again.
        invalidateLayout()
    }

    override func explicitGuide(_ axis: Axis, _ guide: StackLayout.CrossAlignment, size: Size) -> Int? {
        guard axis == self.axis, guide == self.guide else { return content?.explicitGuide(axis, guide, size: size) }
        let value = computeValue(ViewDimensions(width: CGFloat(size.width), height: CGFloat(size.height)))
        return value.isFinite ? Int(value.rounded()) : nil
    }
}

extension View {
    /// Sets where the view's horizontal alignment guide is, as in SwiftUI: a `VStack` (or `ZStack`) of that
    /// alignment lines the view up by the value, in columns from its leading edge, instead of by its edge or
    /// centre. It is read by the stack the view is a child of (SwiftUI's guides also pass through padding and
    /// frames around the view); the value is rounded to whole columns.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideView(content: self, axis: .horizontal, guide: StackLayout.CrossAlignment(g), computeValue: computeValue)
    }

    /// Sets where the view's vertical alignment guide is, as in SwiftUI: an `HStack` (or `ZStack`) of that
    /// alignment lines the view up by the value, in rows from its top edge (see the horizontal form).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideView(content: self, axis: .vertical, guide: StackLayout.CrossAlignment(g), computeValue: computeValue)
    }
}
