/// Why content is shown redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Reasons by their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content standing in for what is loading.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content, hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension View {
    /// Shows the content redacted for a reason, as in SwiftUI: in a terminal, dimmed (its text stays, as a
    /// cell cannot be a grey bar and keep its width); no reasons shows it as it is.
    public func redacted(reason: RedactionReasons) -> some View {
        opacity(reason.isEmpty ? 1 : 0.4)
    }

    /// Marks the content as private, as in SwiftUI (redacted where the system hides private data); a
    /// terminal has no such state, so it is shown as it is.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// Digits that all take the same width, as in SwiftUI; in a terminal every digit takes one cell already.
    public func monospacedDigit() -> some View { self }
}
