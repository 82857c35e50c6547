import CNcurses

/// How cell styles are drawn by ncurses: attributes and a colour pair for each style, in the colours the
/// terminal has, with the pairs made as they are first needed.
struct CursesLooks {
    /// How styles are shown in the colours in use.
    private let mapping: TerminalStyleMapping
    /// The colour pairs made, by their two colour numbers.
    private var pairs: [Int64: Int32] = [:]
    /// Styles already turned into attributes and a colour pair, graphic or not.
    private var known: [CursesStyleKey: CursesStyle] = [:]
    /// The last two styles looked up: neighbouring cells mostly share a style, and a blank takes the look of
    /// the text beside it, so the lookups alternate between two.
    private var recent = (key: CursesStyleKey.plain, look: CursesStyle.plain)
    private var older = (key: CursesStyleKey.plain, look: CursesStyle.plain)

    init(mapping: TerminalStyleMapping) {
        self.mapping = mapping
    }

    /// Whether ncurses is out of colour pairs (and has begun to reuse the oldest).
    var pairsRunOut: Bool { pairs.count >= Int(nc_color_pairs()) - 1 }

    /// How the cell's style is drawn.
    mutating func look(of cell: Cell) -> CursesStyle {
        let key = CursesStyleKey(style: cell.style, isGraphic: cell.hasGraphicCharacter)
        if key == recent.key { return recent.look }
        swap(&recent, &older)
        if key != recent.key { recent = (key, look(key)) }
        return recent.look
    }

    /// Frees every colour pair, for a frame drawn anew. When the table is full, `alloc_pair` reuses the pair
    /// made longest ago, which cells on the screen may still show, and the pairs remembered here would be wrong.
    mutating func startAgain() {
        reset_color_pairs()
        pairs.removeAll(keepingCapacity: true)
        known.removeAll(keepingCapacity: true)
        recent = (.plain, .plain)
        older = (.plain, .plain)
    }

    /// A style as ncurses draws it, from what it was last time or from the style mapping.
    private mutating func look(_ key: CursesStyleKey) -> CursesStyle {
        if let look = known[key] { return look }
        let shown = mapping.shown(key.style, isGraphic: key.isGraphic)
        var attributes = nc_a_normal()
        let flags = shown.attributes
        if flags.contains(.bold) { attributes |= nc_a_bold() }
        if flags.contains(.dim) { attributes |= nc_a_dim() }
        if flags.contains(.italic) { attributes |= nc_a_italic() }
        if flags.contains(.underline) { attributes |= nc_a_underline() }
        if flags.contains(.reverse) { attributes |= nc_a_reverse() }
        let foreground = Self.colorNumber(shown.foreground), background = Self.colorNumber(shown.background)
        let pair = foreground >= 0 || background >= 0 ? colorPair(foreground, background) : 0
        // Pictures bring many styles; past a few thousand, start again rather than grow.
        if known.count >= 4096 { known.removeAll(keepingCapacity: true) }
        let look = CursesStyle(
            attributes: attributes, pair: pair, background: background,
            showsOnBlank: flags.contains(.underline) || flags.contains(.reverse))
        known[key] = look
        return look
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
