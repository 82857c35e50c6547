/// The leading or trailing edge, as SwiftUI's `HorizontalEdge` (where a row's swipe actions are).
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading (left) edge.
    case leading
    /// The trailing (right) edge.
    case trailing
}
