private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

extension EnvironmentValues {
    /// The font of text inside; nil means the body font.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The most lines text may take; nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How lines of wrapped text line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit loses characters.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

/// How lines of text line up, as in SwiftUI.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension View {
    /// Sets the font of text inside.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the most lines text inside may take.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Limits text to a range of lines, as in SwiftUI: at most the range's upper bound (a terminal text takes
    /// the lines it needs, so the lower bound reserves none).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// Limits text to at least a number of lines, as in SwiftUI: no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil)
    }

    /// Limits text to a number of lines, as in SwiftUI; `reservesSpace` is accepted (a terminal text takes the
    /// lines it needs).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit)
    }

    /// Sets how lines of wrapped text line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets where text that does not fit loses characters.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
}
