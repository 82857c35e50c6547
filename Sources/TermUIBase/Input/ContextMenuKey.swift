extension KeyEquivalent {
    /// F10 (TermUI only: SwiftUI names no function keys); with Shift, the key that opens a context menu.
    package static let f10 = KeyEquivalent("\u{F70D}")
}

extension KeyPress {
    /// Whether this is a key that opens a context menu or a menu's popup: `m`, Shift-F10, or the Menu key
    /// (which terminals send as Shift-F10 or F16, both read as Shift-F10).
    var isContextMenuKey: Bool {
        isPlain("m") || key == .f10 && modifiers == .shift
    }
}

extension KeyMatch {
    /// The keys that open a context menu or a menu's popup (see `KeyPress.isContextMenuKey`).
    package static let contextMenuKeys = KeyMatch.keys("m").union(.presses(KeyPress(.f10, modifiers: .shift)))
}

extension KeyHint {
    /// The hint of the keys that open a context menu (Shift-F10 and the Menu key are in the help).
    package static let contextMenu = KeyHint("m", "menu")
    /// The help's line for Shift-F10, the other key that opens a context menu.
    package static let contextMenuFunctionKey = KeyHint.helpOnly("Shift-F10", "menu", role: .action)
}
