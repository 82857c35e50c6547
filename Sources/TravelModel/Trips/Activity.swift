import Foundation

/// Something to do on a trip, ticked off once done.
public struct Activity: Identifiable, Hashable, Codable, Sendable {
    /// The stable identity of the activity.
    public let id: UUID
    /// What there is to do, such as "Walk the Philosopher's Path".
    public var name: String
    /// Whether the activity is done.
    public var isComplete: Bool

    /// Creates an activity, with a new random identifier unless one is given.
    public init(id: UUID = UUID(), name: String, isComplete: Bool = false) {
        self.id = id
        self.name = name
        self.isComplete = isComplete
    }
}
