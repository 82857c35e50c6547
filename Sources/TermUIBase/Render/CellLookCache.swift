/// The looks of cell styles on one terminal (`TerminalStyleMapping`), each worked out once: choosing colours
/// that read costs far more than a lookup, and a frame has few styles and many cells.
struct CellLookCache {
    /// How styles are shown in the terminal's colours.
    let mapping: TerminalStyleMapping
    /// Styles already turned into looks, graphic or not.
    private var known: [Key: CellLook] = [:]
    /// The last two styles looked up: neighbouring cells mostly share a style, and a blank takes the look of
    /// the text beside it, so the lookups alternate between two.
    private var recent = (key: Key.plain, look: CellLook.plain)
    private var older = (key: Key.plain, look: CellLook.plain)

    /// Past this many styles (pictures bring many), the cache starts again rather than grow.
    private static let capacity = 4096

    /// A cell's style and whether its character is a graphic: what decides its look.
    private struct Key: Hashable {
        let style: CellStyle
        let isGraphic: Bool

        static let plain = Key(style: .plain, isGraphic: false)
    }

    init(mapping: TerminalStyleMapping) {
        self.mapping = mapping
        // The plain style's look is the plain look on every terminal: the two remembered lookups start true.
        assert(CellLook(mapping.shown(.plain, isGraphic: false)) == .plain)
    }

    /// The look a cell is sent in, by its own style.
    mutating func look(of cell: Cell) -> CellLook {
        let key = Key(style: cell.style, isGraphic: cell.hasGraphicCharacter)
        if key == recent.key { return recent.look }
        swap(&recent, &older)
        if key != recent.key { recent = (key, look(key)) }
        return recent.look
    }

    private mutating func look(_ key: Key) -> CellLook {
        if let look = known[key] { return look }
        if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
        let look = CellLook(mapping.shown(key.style, isGraphic: key.isGraphic))
        known[key] = look
        return look
    }
}
