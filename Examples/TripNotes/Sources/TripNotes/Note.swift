import Foundation

/// One thing to remember about a trip: a place and what to do or see there.
public struct Note: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var place: String
    public var text: String
    public var isVisited: Bool

    public init(id: UUID = UUID(), title: String, place: String, text: String = "", isVisited: Bool = false) {
        self.id = id
        self.title = title
        self.place = place
        self.text = text
        self.isVisited = isVisited
    }
}
