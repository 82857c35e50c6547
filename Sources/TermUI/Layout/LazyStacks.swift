import Foundation

/// A vertical stack for the content of a scroll view, as SwiftUI's `LazyVStack`.
///
/// In TermUI it is a plain `VStack`: every child is built and laid out, on screen or not. (A `List` is lazy.)
public typealias LazyVStack<Content: View> = VStack<Content>

/// A horizontal stack for the content of a scroll view, as SwiftUI's `LazyHStack`.
///
/// In TermUI it is a plain `HStack`: every child is built and laid out, on screen or not.
public typealias LazyHStack<Content: View> = HStack<Content>

/// Which views of a lazy stack stay pinned while it scrolls, as in SwiftUI. TermUI pins nothing.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension VStack {
    /// A vertical stack with SwiftUI's `LazyVStack` parameters; `pinnedViews` is ignored (nothing is pinned).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
        @ViewBuilder content: () -> Content
    ) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}

extension HStack {
    /// A horizontal stack with SwiftUI's `LazyHStack` parameters; `pinnedViews` is ignored (nothing is pinned).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
        @ViewBuilder content: () -> Content
    ) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}
