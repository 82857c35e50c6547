/// The direction of the writing, as SwiftUI's. TermUI always lays out left to right: `.rightToLeft` can be
/// set in the environment but changes no layout.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left (not mirrored in a terminal).
    case rightToLeft
}
