import Foundation
import TermUIBase

/// How content with an aspect ratio fills the space it is offered, as in SwiftUI.
public enum ContentMode: Hashable, Sendable {
    /// As large as fits inside the space.
    case fit
    /// As small as covers the space.
    case fill
}

extension View {
    /// Keeps the view at a ratio of width to height, as in SwiftUI; unlike SwiftUI the ratio is of columns
    /// to rows (a cell is about twice as tall as it is wide: a 32x20-pixel picture of half blocks is 32x10
    /// cells, a ratio of 3.2). Without a ratio the content's own ideal size gives it.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioView(content: self, ratio: ratio, contentMode: contentMode)
    }

    /// Scales the view to fit the space it is offered at its own ratio, as in SwiftUI:
    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to cover the space it is offered at its own ratio, as in SwiftUI:
    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

/// Content kept at a ratio of columns to rows.
struct AspectRatioView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let ratio: CGFloat?
    let contentMode: ContentMode

    func makeNode(context: NodeContext) -> Node {
        let node = AspectRatioNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of content kept at a ratio of columns to rows: it offers the content the largest (`fit`) or
/// smallest (`fill`) size at that ratio for the proposal, and takes that size.
@MainActor
final class AspectRatioNode<Content: View>: ContentModifierNode<AspectRatioView<Content>> {
    private var ratio: CGFloat?
    private var contentMode = ContentMode.fit

    override func configure(with view: AspectRatioView<Content>) {
        ratio = view.ratio
        contentMode = view.contentMode
    }

    /// The size at the ratio for a proposal.
    private func size(for proposal: ProposedSize) -> Size {
        let ideal = content?.measure(.unspecified) ?? .zero
        let ratio = self.ratio ?? (ideal.height > 0 ? CGFloat(ideal.width) / CGFloat(ideal.height) : 1)
        guard ratio > 0 else { return .zero }
        func rows(forWidth width: Int) -> Int { Int((CGFloat(width) / ratio).rounded()) }
        func columns(forHeight height: Int) -> Int { Int((CGFloat(height) * ratio).rounded()) }
        switch (proposal.width, proposal.height) {
        case let (width?, height?):
            let byWidth = Size(width: width, height: rows(forWidth: width))
            let byHeight = Size(width: columns(forHeight: height), height: height)
            let widthLimits = byWidth.height <= height
            return contentMode == .fit ? (widthLimits ? byWidth : byHeight) : (widthLimits ? byHeight : byWidth)
        case let (width?, nil): return Size(width: width, height: rows(forWidth: width))
        case let (nil, height?): return Size(width: columns(forHeight: height), height: height)
        case (nil, nil):
            return ideal.width > 0 ? Size(width: ideal.width, height: rows(forWidth: ideal.width)) : ideal
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        size(for: proposal)
    }

    override func place(in rect: Rect) {
        frame = rect
        let size = size(for: ProposedSize(rect.size))
        content?.place(in: Alignment.center.place(
            Size(width: min(size.width, rect.width), height: min(size.height, rect.height)), in: rect))
    }
}
