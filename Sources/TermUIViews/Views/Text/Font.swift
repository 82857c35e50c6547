import TermUIBase

/// A font, as in SwiftUI. A terminal has one size of text, so a font comes down to attributes: titles and
/// headlines are bold, footnotes and captions dim, and weights and italics map to bold, dim and italic.
public struct Font: Hashable, Sendable {
    /// The text styles of Dynamic Type, as in SwiftUI.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largest title.
        case largeTitle
        /// A first-level title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A headline.
        case headline
        /// A subheadline.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// A smaller caption.
        case caption2
    }

    /// A font weight, as in SwiftUI.
    public struct Weight: Hashable, Sendable {
        let value: Int

        /// The thinnest weight.
        public static let ultraLight = Weight(value: 100)
        /// Thin.
        public static let thin = Weight(value: 200)
        /// Light.
        public static let light = Weight(value: 300)
        /// Regular.
        public static let regular = Weight(value: 400)
        /// Medium.
        public static let medium = Weight(value: 500)
        /// Semibold.
        public static let semibold = Weight(value: 600)
        /// Bold.
        public static let bold = Weight(value: 700)
        /// Heavy.
        public static let heavy = Weight(value: 800)
        /// The heaviest weight.
        public static let black = Weight(value: 900)
    }

    /// A font design, as in SwiftUI; every design looks the same in a terminal.
    public enum Design: Hashable, Sendable {
        /// The default design.
        case `default`
        /// Serif.
        case serif
        /// Rounded.
        case rounded
        /// Monospaced.
        case monospaced
    }

    let style: TextStyle
    var weight: Weight?
    var isItalic = false

    /// The largest title.
    public static let largeTitle = Font(style: .largeTitle)
    /// A first-level title.
    public static let title = Font(style: .title)
    /// A second-level title.
    public static let title2 = Font(style: .title2)
    /// A third-level title.
    public static let title3 = Font(style: .title3)
    /// A headline.
    public static let headline = Font(style: .headline)
    /// A subheadline.
    public static let subheadline = Font(style: .subheadline)
    /// Body text.
    public static let body = Font(style: .body)
    /// A callout.
    public static let callout = Font(style: .callout)
    /// A footnote.
    public static let footnote = Font(style: .footnote)
    /// A caption.
    public static let caption = Font(style: .caption)
    /// A smaller caption.
    public static let caption2 = Font(style: .caption2)

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight)
    }

    /// The system font of a size: sizes of 20 points and more count as titles, under 13 as captions.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        let style: TextStyle = size >= 20 ? .title : size < 13 ? .caption : .body
        return Font(style: style, weight: weight)
    }

    /// The bold version of this font.
    public func bold() -> Font { weight(.bold) }

    /// The italic version of this font.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font in another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font, monospaced (as every terminal font already is).
    public func monospaced() -> Font { self }

    /// The attributes text in this font gets.
    var attributes: TextAttributes {
        var attributes: TextAttributes = []
        switch style {
        case .largeTitle, .title, .title2, .title3, .headline: attributes.insert(.bold)
        case .footnote, .caption, .caption2: attributes.insert(.dim)
        case .subheadline, .body, .callout: break
        }
        if let weight {
            if weight.value >= Weight.semibold.value {
                attributes.insert(.bold)
                attributes.remove(.dim)
            } else if weight.value <= Weight.light.value {
                attributes.insert(.dim)
                attributes.remove(.bold)
            } else {
                attributes.remove(.bold)
            }
        }
        if isItalic { attributes.insert(.italic) }
        return attributes
    }
}
