import TermUIBase

// SwiftUI's modifiers of typography that a terminal's grid of one font at one size has no room for: each
// compiles and leaves the text as it is, and its doc comment says why.

extension Font {
    /// How wide a font's letters are, as SwiftUI's `Font.Width`; a terminal font has one width.
    public struct Width: Hashable, Sendable {
        /// The width, from SwiftUI's scale (-1 narrowest, 1 widest).
        public let value: CGFloat

        /// A width on SwiftUI's scale.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The usual width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }
}

extension View {
    /// Sets the design of the fonts inside, as in SwiftUI; a terminal has one font, so every design draws the same.
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Sets the width of the fonts inside, as in SwiftUI; a terminal font has one width.
    public func fontWidth(_ width: Font.Width?) -> some View { self }

    /// Makes the fonts inside monospaced, as in SwiftUI; every terminal font already is.
    public func monospaced(_ isActive: Bool = true) -> some View { self }

    /// Sets the space added between letters, as in SwiftUI; each letter sits in its cell, so none is added.
    public func kerning(_ kerning: CGFloat) -> some View { self }

    /// Sets the tracking of the text inside, as in SwiftUI; each letter sits in its cell, so none is added.
    public func tracking(_ tracking: CGFloat) -> some View { self }

    /// Raises or lowers text from its baseline, as in SwiftUI; a letter cannot leave its row.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

    /// Sets the space between lines of text, as in SwiftUI; lines are rows, with none between them.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Lets text shrink to fit, as in SwiftUI; text has one size, so it is cut short with "…" instead.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// Lets text pull its letters closer to fit, as in SwiftUI; letters sit in cells, so it is cut short instead.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}
