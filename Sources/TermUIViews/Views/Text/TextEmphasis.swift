import TermUIBase

/// What `bold()`, `italic()`, `fontWeight(_:)`, `underline()` and `strikethrough()` on a view give the text
/// inside it. A text's own weight or emphasis is added to this one, and its own weight wins; the font (set on
/// the text or around it) is kept, so a caption made bold is a bold caption, as in SwiftUI.
struct TextEmphasis: Hashable, Sendable {
    var weight: Font.Weight?
    var isItalic = false
    var isUnderlined = false
    var isStruckThrough = false
}

private struct TextEmphasisKey: EnvironmentKey {
    static var defaultValue: TextEmphasis { TextEmphasis() }
}

extension EnvironmentValues {
    /// The emphasis that the view modifiers of text give the text inside.
    var textEmphasis: TextEmphasis {
        get { self[TextEmphasisKey.self] }
        set { self[TextEmphasisKey.self] = newValue }
    }
}

extension Text {
    /// How a line under or through text is drawn, as SwiftUI's `Text.LineStyle`. A terminal draws one kind of
    /// line in the text's colour, so every pattern and colour draws the same solid line.
    public struct LineStyle: Hashable, Sendable {
        /// The patterns of a line, as in SwiftUI.
        public enum Pattern: Hashable, Sendable {
            /// A solid line, and SwiftUI's dotted and dashed ones (solid in a terminal).
            case solid, dot, dash, dashDot, dashDotDot
        }

        /// The line's pattern (drawn solid).
        public let pattern: Pattern
        /// The line's colour (drawn in the text's colour).
        public let color: Color?

        /// A line in a pattern and a colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
}

extension View {
    /// Sets the weight of the text inside, as in SwiftUI: semibold and heavier are bold, light and thinner
    /// dim, the others regular; nil leaves the text's font to say. A text's own `fontWeight(_:)` wins.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.textEmphasis) { $0.weight = weight }
    }

    /// Makes the text inside bold, as in SwiftUI (`false` leaves it as it is), keeping its font.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textEmphasis) { if isActive { $0.weight = .bold } }
    }

    /// Makes the text inside italic, as in SwiftUI, where the terminal draws italics (`false` leaves it as it is).
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textEmphasis) { if isActive { $0.isItalic = true } }
    }

    /// Underlines the text inside, as in SwiftUI; a terminal draws one solid line in the text's colour, whatever
    /// the pattern and colour.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textEmphasis) { if isActive { $0.isUnderlined = true } }
    }

    /// Strikes the text inside through, as in SwiftUI; one solid line in the text's colour, whatever the pattern
    /// and colour.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textEmphasis) { if isActive { $0.isStruckThrough = true } }
    }
}
