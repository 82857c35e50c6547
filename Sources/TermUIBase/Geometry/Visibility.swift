/// Whether a part of a view shows, as in SwiftUI: here, the title of a confirmation dialog.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the presentation decides: a confirmation dialog shows its title here (as on macOS; iOS hides it),
    /// since a box of buttons with no heading would not say what they are for.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
