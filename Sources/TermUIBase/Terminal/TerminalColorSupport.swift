/// What the environment says of a terminal's colours: whether it shows 24-bit colour (`COLORTERM`), which
/// terminal types describe that to ncurses, and whether its background is light or dark (`COLORFGBG`).
package enum TerminalColorSupport {
    /// Whether `COLORTERM` says the terminal shows 24-bit colour (`truecolor` or `24bit`).
    package static func saysDirectColor(colorTerm: String?) -> Bool {
        guard let value = colorTerm?.lowercased() else { return false }
        return value == "truecolor" || value == "24bit"
    }

    /// The direct-colour terminal types to try before `term` when the terminal shows 24-bit colour: ncurses
    /// sends 24-bit colours only for a type whose terminfo entry has them (`xterm-direct`, `tmux-direct`, …),
    /// so `xterm-256color` becomes `xterm-direct` when that entry is installed. None for a type that already
    /// is one.
    package static func directColorTypes(for term: String, insideTmux: Bool) -> [String] {
        guard !term.isEmpty, !term.contains("direct") else { return [] }
        var base = Substring(term)
        for suffix in ["-256color", "-88color", "-color", "-16color"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        var types = ["\(base)-direct"]
        // screen-256color under tmux: tmux has a direct entry, screen none.
        if insideTmux, base.hasPrefix("screen") { types.append("tmux-direct") }
        return types
    }

    /// The colour scheme `COLORFGBG` ("foreground;background", as rxvt, Konsole and others set it) says: a
    /// background of colour 7 or 9-15 is light, 0-6 or 8 dark; nil when it says nothing (unset, `default`).
    package static func colorScheme(colorFGBG: String?) -> ColorScheme? {
        guard let last = colorFGBG?.split(separator: ";").last, let background = Int(last), (0...15).contains(background) else {
            return nil
        }
        return background == 7 || background >= 9 ? .light : .dark
    }
}
