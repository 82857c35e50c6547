import TermUIBase

/// The layout of a preview with the trait `.sizeThatFitsLayout`: its one view at the size it asks for when
/// offered no size, at most `bounds`, from the top-leading corner.
struct PreviewSizeThatFitsLayout: Layout {
    let bounds: Size

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let ideal = subviews.first?.sizeThatFits(.unspecified) else { return .zero }
        return CGSize(width: min(ideal.width, CGFloat(bounds.width)), height: min(ideal.height, CGFloat(bounds.height)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}
