import CNcurses
import TermUIBase
import TermUIViews

/// How looks are sent by ncurses: attributes and a colour pair for each look, with the pairs made as they are
/// first needed.
struct CursesLooks {
    /// The colour pairs made, by their two colour numbers.
    private var pairs: [Int64: Int32] = [:]
    /// Looks already turned into attributes and a colour pair.
    private var known: [CellLook: CursesStyle] = [:]
    /// The last look asked for: a run's cells share one, and neighbouring runs often do.
    private var recent = (look: CellLook.plain, style: CursesStyle.plain)

    /// Whether ncurses is out of colour pairs (and has begun to reuse the oldest).
    var pairsRunOut: Bool { pairs.count >= Int(nc_color_pairs()) - 1 }

    /// How a look is sent.
    mutating func style(of look: CellLook) -> CursesStyle {
        if look == recent.look { return recent.style }
        let style = known[look] ?? makeStyle(of: look)
        recent = (look, style)
        return style
    }

    /// Frees every colour pair, for a frame sent anew. When the table is full, `alloc_pair` reuses the pair
    /// made longest ago, which cells on the screen may still show, and the pairs remembered here would be wrong.
    mutating func startAgain() {
        reset_color_pairs()
        pairs.removeAll(keepingCapacity: true)
        known.removeAll(keepingCapacity: true)
        recent = (.plain, .plain)
    }

    /// A look in ncurses' terms, made and remembered.
    private mutating func makeStyle(of look: CellLook) -> CursesStyle {
        var attributes = nc_a_normal()
        let flags = look.attributes
        if flags.contains(.bold) { attributes |= nc_a_bold() }
        if flags.contains(.dim) { attributes |= nc_a_dim() }
        if flags.contains(.italic) { attributes |= nc_a_italic() }
        if flags.contains(.underline) { attributes |= nc_a_underline() }
        if flags.contains(.reverse) { attributes |= nc_a_reverse() }
        let foreground = Self.colorNumber(look.foreground), background = Self.colorNumber(look.background)
        let pair = foreground >= 0 || background >= 0 ? colorPair(foreground, background) : 0
        // Pictures bring many looks; past a few thousand, start again rather than grow.
        if known.count >= 4096 { known.removeAll(keepingCapacity: true) }
        let style = CursesStyle(attributes: attributes, pair: pair)
        known[look] = style
        return style
    }

    /// The ncurses number of a colour: -1 for the default, a palette number, or 0xRRGGBB on a direct-colour
    /// terminal (where the numbers below 8 are the ANSI colours, so the darkest blues take 8, as dark).
    private static func colorNumber(_ color: ShownColor) -> Int32 {
        switch color {
        case .terminalDefault: return -1
        case .palette(let index): return Int32(index)
        case .rgb(let rgb): return max(8, rgb.packed)
        }
    }

    private mutating func colorPair(_ foreground: Int32, _ background: Int32) -> Int32 {
        let key = Int64(foreground + 1) << 32 | Int64(background + 1)
        if let pair = pairs[key] { return pair }
        let number = alloc_pair(foreground, background)
        let pair = max(0, number)
        pairs[key] = pair
        return pair
    }
}
