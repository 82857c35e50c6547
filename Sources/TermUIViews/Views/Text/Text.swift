import Foundation
import TermUIBase

/// Read-only text, as in SwiftUI: wraps to the width it gets, truncates with "…" when lines run out, and
/// takes `.bold()`, `.italic()`, `.underline()`, `.font(_:)` and colours. Texts join with `+`.
///
/// Control characters and escape sequences in the string are shown as visible symbols (␛, ␇, ...); they never
/// reach the terminal.
public struct Text {
    /// Where text that does not fit loses characters, as in SwiftUI.
    public enum TruncationMode: Hashable, Sendable {
        /// "…" at the start.
        case head
        /// "…" in the middle.
        case middle
        /// "…" at the end.
        case tail
    }

    /// A stretch of text with its own styling.
    struct Run {
        /// The characters of a run that is not a formatted value.
        var literal: String
        /// For a formatted value: the characters as the style formats it in an environment (its locale,
        /// calendar and time zone), as SwiftUI formats `Text(_:format:)`, or by itself for none. A value is
        /// formatted only when its characters are asked for (a row's text once, where it is shown).
        var formatted: ((EnvironmentValues?) -> String)?
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        var isUnderlined = false
        var isStruckThrough = false
        var foreground: AnyShapeStyle?
        /// For a localized key: the key, looked up where the text is shown (`resolvingLocalization(in:)`);
        /// `literal` then holds the key's own text.
        var localized: LocalizedText?
    }

    var runs: [Run]

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        runs = [Run(literal: content)]
    }

    /// Text from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(literal: String(content))]
    }

    /// Text from a localized key, looked up when shown in the environment's languages
    /// (`localeCategories.languages`, from `LC_MESSAGES`) in `tableName` (`Localizable` unless named) of
    /// `bundle` (the main bundle unless named), as in SwiftUI; the key's own text where no table has it.
    /// Interpolations are formatted, and Markdown in the translation (or the key) is read.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(literal: key.text, localized: LocalizedText(key: key, table: tableName, bundle: bundle))]
    }

    /// The runs of a key shown as it is written (with its values), where no table has it.
    static func untranslatedRuns(of key: LocalizedStringKey) -> [Run] {
        if let markup = key.markup { return runs(of: markup) }
        return [Run(literal: key.text, formatted: key.parts == nil ? nil : { $0.map(key.untranslatedText(in:)) ?? key.text })]
    }

    /// The runs of a key whose literal text may hold Markdown: its emphasis as runs (a link underlined in
    /// the tint). The Markdown is read with each interpolated value as one placeholder character, so that
    /// `"**\(name)**"` is bold while the value's own characters are never read as Markdown.
    static func runs(of markup: [LocalizedStringKey.MarkupPiece]) -> [Run] {
        var source = ""
        var arguments: [LocalizedStringKey.Part] = []
        for piece in markup {
            switch piece {
            case .literal(let literal):
                source += literal
            case .argument(let part):
                source.unicodeScalars.append(placeholder(arguments.count))
                arguments.append(part)
            }
        }
        var runs: [Run] = []
        for span in InlineMarkdown.spans(of: source) {
            var styled = Run(
                literal: "", weight: span.isBold ? .bold : nil, isItalic: span.isItalic, isUnderlined: span.link != nil,
                isStruckThrough: span.isStruckThrough, foreground: span.link != nil ? AnyShapeStyle(TintShapeStyle()) : nil)
            var plain = ""
            func flush() {
                guard !plain.isEmpty else { return }
                styled.literal = plain
                styled.formatted = nil
                runs.append(styled)
                plain = ""
            }
            for scalar in span.text.unicodeScalars {
                let index = Int(scalar.value) - Int(placeholder(0).value)
                guard arguments.indices.contains(index) else {
                    plain.unicodeScalars.append(scalar)
                    continue
                }
                flush()
                switch arguments[index] {
                case .fixed(let string):
                    styled.literal = string
                    styled.formatted = nil
                case .formatted(let format):
                    styled.literal = ""
                    styled.formatted = { format($0 ?? EnvironmentValues()) }
                }
                runs.append(styled)
            }
            flush()
        }
        return runs
    }

    /// The character standing for the interpolated value at `index` while Markdown is read (from Unicode's
    /// supplementary private use area, which text never holds).
    private static func placeholder(_ index: Int) -> Unicode.Scalar {
        Unicode.Scalar(0xF0000 + UInt32(index)) ?? "\u{F0000}"
    }

    /// A value formatted with a format style: `Text(amount, format: .currency(code: "EUR"))`. As in SwiftUI,
    /// the style takes the environment's locale (and a date style its calendar and time zone).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        runs = [Run(literal: "", formatted: { environment in
            environment.map { format.adapted(to: $0).format(input) } ?? format.format(input)
        })]
    }

    /// The characters of the text, without styles (formatted values as their styles format them by themselves).
    var plainText: String { resolvingLocalization(in: EnvironmentValues()).runs.map(\.string).joined() }

    /// The characters of the text as shown in an environment.
    func plainText(in environment: EnvironmentValues) -> String {
        resolvingLocalization(in: environment).runs.map { $0.string(in: environment) }.joined()
    }

    private func modifyingRuns(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    /// Bold text.
    public func bold(_ isActive: Bool = true) -> Text {
        modifyingRuns { $0.weight = isActive ? .bold : $0.weight }
    }

    /// Text in a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modifyingRuns { $0.weight = weight }
    }

    /// Italic text.
    public func italic(_ isActive: Bool = true) -> Text {
        modifyingRuns { $0.isItalic = $0.isItalic || isActive }
    }

    /// Underlined text; the colour is ignored (terminals underline in the text colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modifyingRuns { $0.isUnderlined = $0.isUnderlined || isActive }
    }

    /// Struck-through text; the colour is ignored.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modifyingRuns { $0.isStruckThrough = $0.isStruckThrough || isActive }
    }

    /// Text in a font.
    public func font(_ font: Font?) -> Text {
        modifyingRuns { $0.font = font }
    }

    /// Text in a colour.
    public func foregroundColor(_ color: Color?) -> Text {
        modifyingRuns { $0.foreground = color.map(AnyShapeStyle.init) }
    }

    /// Text in a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        modifyingRuns { $0.foreground = AnyShapeStyle(style) }
    }

    /// Two texts joined, each keeping its styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.runs += rhs.runs
        return text
    }

}

// Declared apart so that `Text` is not isolated to the main actor: builder functions outside a view (SwiftUI's
// `ViewBuilder` is not isolated) make texts from any context, as in SwiftUI.
extension Text: View, PrimitiveView {
    func makeNode(context: NodeContext) -> Node {
        ValueBytes.compareByValue(Text.self)
        let node = TextNode(context: context)
        node.update(self)
        return node
    }

    /// The text laid out for an environment: its glyphs with their styles, split at line breaks. `strings` are
    /// the runs' characters in that environment (`Run.string(in:)`), formatted once by the caller.
    func layout(of strings: [String], in environment: EnvironmentValues) -> TextLayout {
        var paragraphs: [[StyledGlyph]] = [[]]
        for (run, string) in zip(runs, strings) {
            let style = run.cellStyle(in: environment)
            var first = true
            for line in string.split(separator: "\n", omittingEmptySubsequences: false) {
                if !first { paragraphs.append([]) }
                first = false
                for glyph in Glyph.glyphs(of: String(line)) {
                    paragraphs[paragraphs.count - 1].append(StyledGlyph(glyph: glyph, style: style))
                }
            }
        }
        return TextLayout(paragraphs: paragraphs)
    }
}

extension Text: ComparedByValue {
    /// Whether two texts are the same value: the same characters in the same styles. A formatted value is the
    /// same only with the very same formatting closure, and a foreground style only with the same bytes, so
    /// that, as `ValueBytes`, the answer errs only towards "changed".
    func isSame(as other: Text) -> Bool {
        runs.count == other.runs.count && zip(runs, other.runs).allSatisfy { $0.isSame(as: $1) }
    }
}

extension Text.Run {
    /// Whether two runs are the same characters in the same style (see `Text.isSame(as:)`).
    @MainActor
    func isSame(as other: Text.Run) -> Bool {
        ValueBytes.equal(formatted, other.formatted) && literal == other.literal && font == other.font
            && LocalizedText.isSame(localized, other.localized)
            && weight == other.weight && isItalic == other.isItalic && isUnderlined == other.isUnderlined
            && isStruckThrough == other.isStruckThrough && ValueBytes.equal(foreground, other.foreground)
    }

    /// The characters; for a formatted value, as the style formats it by itself.
    var string: String {
        formatted?(nil) ?? literal
    }

    /// The characters as shown in an environment.
    func string(in environment: EnvironmentValues) -> String {
        formatted?(environment) ?? literal
    }

    /// The cell style of this run in an environment.
    func cellStyle(in environment: EnvironmentValues) -> CellStyle {
        var attributes = (font ?? environment.font ?? .body).attributes
        let emphasis = environment.textEmphasis
        if let weight = weight ?? emphasis.weight {
            attributes.formUnion(Font.body.weight(weight).attributes)
            if weight.value >= Font.Weight.semibold.value { attributes.remove(.dim) }
        }
        if isItalic || emphasis.isItalic { attributes.insert(.italic) }
        if isUnderlined || emphasis.isUnderlined { attributes.insert(.underline) }
        if isStruckThrough || emphasis.isStruckThrough { attributes.insert(.strikethrough) }
        let resolved = (foreground ?? environment.foregroundStyle)?.resolved(in: environment) ?? ResolvedShapeStyle()
        attributes.formUnion(resolved.attributes)
        return CellStyle(foreground: resolved.color, attributes: attributes)
    }
}

/// The node of a `Text`: lays out its glyphs and draws the lines.
@MainActor
final class TextNode: PrimitiveNode<Text> {
    private var layout = TextLayout(paragraphs: [])
    /// The last two line breakings (measuring and drawing usually ask for different line limits).
    private var cachedLines: [(width: Int?, maxLines: Int?, lines: [[StyledGlyph]])] = []

    /// The characters shown.
    private(set) var string = ""
    /// A gradient foreground style's colours, one a cell, when the text has one (its first run's style, or
    /// the environment's).
    private var gradientPaint: ShapePaint?

    override func update(_ view: Text) {
        let view = view.resolvingLocalization(in: environment)
        let strings = view.runs.map { Text.Case.apply(environment.textCase, to: $0.string(in: environment), in: environment.locale) }
        string = strings.joined()
        layout = view.layout(of: strings, in: environment)
        cachedLines.removeAll()
        gradientPaint = nil
        if let style = view.runs.first?.foreground ?? environment.foregroundStyle, style.gradient != nil, environment.usesColor {
            gradientPaint = ShapePaint(style, in: environment)
        }
    }

    private func lines(width: Int?, maxLines: Int?) -> [[StyledGlyph]] {
        // Not `compactMap { $0 }.min()`: a closure in main-actor code checks the actor at each call, and this
        // runs for every text measured.
        let maxLines = switch (maxLines, environment.lineLimit) {
        case let (asked?, limit?): min(asked, limit)
        case let (only?, nil), let (nil, only?): only
        case (nil, nil): nil as Int?
        }
        for cached in cachedLines where cached.width == width && cached.maxLines == maxLines { return cached.lines }
        let lines = layout.lines(width: width, maxLines: maxLines, truncationMode: environment.truncationMode)
        if cachedLines.count == 2 { cachedLines.removeFirst() }
        cachedLines.append((width, maxLines, lines))
        return lines
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let width = proposal.width, width <= 0 { return Size(width: 0, height: layout.isEmpty ? 0 : 1) }
        let width = proposal.width.map { min($0, layout.idealWidth) }
        let lines = lines(width: width == layout.idealWidth ? nil : width, maxLines: proposal.height.map { max(1, $0) })
        return Size(width: lines.map(TextLayout.width).max() ?? 0, height: lines.count)
    }

    override func draw(in canvas: inout CellCanvas) {
        guard !frame.isEmpty else { return }
        let width = frame.width >= layout.idealWidth ? nil : frame.width
        let lines = lines(width: width, maxLines: frame.height)
        let alignment = environment.multilineTextAlignment
        for (row, line) in lines.enumerated() where row < frame.height {
            let lineWidth = TextLayout.width(line)
            let x: Int
            switch alignment {
            case .leading: x = frame.minX
            case .center: x = frame.minX + max(0, (frame.width - lineWidth) / 2)
            case .trailing: x = frame.minX + max(0, frame.width - lineWidth)
            }
            var column = x
            for styled in line {
                canvas.put(styled.glyph, at: Point(x: column, y: frame.minY + row), style: styled.style)
                column += styled.glyph.width
            }
        }
        if let gradientPaint { canvas.recolorForeground(frame, paint: gradientPaint, in: frame) }
    }
}
