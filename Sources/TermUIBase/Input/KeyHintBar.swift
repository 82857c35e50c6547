/// How the key hints of the responder chain become the bottom row: ordered by role, merged, and cut to fit.
///
/// TermUI only: SwiftUI has no key-hint bar. The rule when the row is too narrow: hints drop from the right
/// (so `q quit` goes first, then the app's keys, and `Esc back` stays longer than both), and the row ends
/// with "…" then `? help`, which lists everything; `? help` is the last to go.
package enum KeyHintBar {
    /// The hints in the order of their roles (the order of the responder path within a role), each key once
    /// (the first wins), and hints that share label and role and whose keys are all arrows merged into one
    /// ("←→ move" and "↑↓ move" become "←→↑↓ move"), after a Tab of the same label and role ("Tab column" and
    /// "←→ column" become "Tab ←→ column").
    package static func arranged(_ hints: [KeyHint]) -> [KeyHint] {
        var seenKeys = Set<String>()
        var result: [KeyHint] = []
        for hint in hints where seenKeys.insert(hint.key).inserted {
            if isArrows(hint.key),
                let index = result.firstIndex(where: { $0.label == hint.label && $0.role == hint.role && isArrowsAfterTab($0.key) })
            {
                let key = result[index].key
                if !key.contains(hint.key) { result[index].key += key == "Tab" ? " " + hint.key : hint.key }
                result[index].showsInBar = result[index].showsInBar || hint.showsInBar
                continue
            }
            result.append(hint)
        }
        return result.enumerated().sorted { ($0.element.role, $0.offset) < ($1.element.role, $1.offset) }.map(\.element)
    }

    /// The cells a hint takes in the row, with the two spaces after it.
    static func width(of hint: KeyHint) -> Int {
        Glyph.width(of: hint.key) + 1 + Glyph.width(of: hint.label) + 2
    }

    /// What the row shows in `width` cells (less a cell of margin each side): all the hints when they fit;
    /// otherwise the first hints that fit before "…" and, last, `? help` (kept while it fits at all).
    /// `isCut` says whether the row shows "…", which goes before `? help`, or at the end without one.
    package static func fitting(_ hints: [KeyHint], width: Int) -> (shown: [KeyHint], isCut: Bool) {
        let room = width - 2
        // Each hint takes its width with two spaces after it; the last needs no spaces.
        if hints.reduce(0, { $0 + self.width(of: $1) }) - 2 <= room { return (hints, false) }
        var help = hints.first { $0.role == .help }
        // "…" takes one cell; "  ? help" after it takes the help's width.
        if let shown = help, 1 + self.width(of: shown) > room { help = nil }
        var used = 1 + (help.map { self.width(of: $0) } ?? 0)
        var shown: [KeyHint] = []
        for hint in hints where hint.role != .help {
            guard used + self.width(of: hint) <= room else { break }
            used += self.width(of: hint)
            shown.append(hint)
        }
        return (shown + (help.map { [$0] } ?? []), true)
    }

    private static func isArrows(_ key: String) -> Bool {
        !key.isEmpty && key.allSatisfy { "←→↑↓".contains($0) }
    }

    /// Whether `key` is arrows, Tab, or Tab and arrows ("Tab ←→"): a hint arrows of the same label join.
    private static func isArrowsAfterTab(_ key: String) -> Bool {
        key == "Tab" || isArrows(key.hasPrefix("Tab ") ? String(key.dropFirst(4)) : key)
    }
}
