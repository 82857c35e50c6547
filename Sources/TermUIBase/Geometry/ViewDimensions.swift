import Foundation

/// A view's size and where its alignment guides are, as SwiftUI's; in cells.
///
/// TermUI has no custom alignment guides (`alignmentGuide(_:computeValue:)`), so every guide is where its
/// alignment puts it (leading 0, centre half the length, trailing the whole) and no guide is explicit.
public struct ViewDimensions: Hashable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    package init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Where a horizontal guide is, from the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide.kind {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }

    /// Where a vertical guide is, from the top.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.kind {
        case .top: return 0
        case .center: return height / 2
        case .bottom: return height
        }
    }

    /// An explicitly set horizontal guide: always `nil` (no `alignmentGuide` here).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// An explicitly set vertical guide: always `nil` (no `alignmentGuide` here).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
