/// One entry of the key-hint bar at the bottom of the screen: a key and what it does, e.g. "↑↓ move".
public struct KeyHint: Hashable, Sendable {
    /// The key as shown, e.g. "⏎".
    public var key: String
    /// What it does, e.g. "open".
    public var label: String

    /// A hint.
    public init(_ key: String, _ label: String) {
        self.key = key
        self.label = label
    }
}
