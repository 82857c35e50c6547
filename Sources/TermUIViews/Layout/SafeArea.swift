import TermUIBase

/// The kinds of safe area a view can ignore, as in SwiftUI. A terminal window has no safe area (no notch, no
/// keyboard over it), so there is nothing to ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Regions by their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The container's own insets.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The software keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends the view under the safe area, as in SwiftUI. The terminal's safe area is empty (the window's
    /// every cell is usable), so the view is laid out as it is.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }
}
