/// A badge for progress on the wishlist, such as completing 10 activities, with the progress toward it.
///
/// Achievements are computed from the trips (see `Achievement.all(for:)`): a badge is earned while its
/// progress reaches its target, and is locked again when the trips change so that it no longer does.
public struct Achievement: Identifiable, Hashable, Codable, Sendable {
    /// A stable slug that identifies the badge, such as "activities-10".
    public let id: String
    /// The name of the badge, such as "Adventurer".
    public var title: String
    /// What it takes to earn the badge, such as "Complete 25 activities".
    public var description: String
    /// The SF Symbols name of the badge's icon.
    public var symbolName: String
    /// The progress needed to earn the badge, at least 1.
    public var target: Int
    /// The progress so far, from 0 to `target`.
    public var progress: Int

    /// Creates a badge; `progress` is clamped to `0...target`, and `target` is at least 1.
    public init(id: String, title: String, description: String, symbolName: String, target: Int, progress: Int) {
        self.id = id
        self.title = title
        self.description = description
        self.symbolName = symbolName
        self.target = max(1, target)
        self.progress = min(max(0, progress), self.target)
    }

    /// Whether the progress has reached the target.
    public var isEarned: Bool {
        progress >= target
    }

    /// The progress as a fraction of the target, from 0 to 1.
    public var fractionComplete: Double {
        Double(progress) / Double(target)
    }
}
