/// A mouse button a terminal reports.
public enum MouseButton: Hashable, Sendable {
    /// The left button.
    case primary
    /// The middle button (or the wheel pressed).
    case middle
    /// The right button.
    case secondary
}
