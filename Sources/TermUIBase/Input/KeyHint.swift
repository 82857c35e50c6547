/// One entry of the key-hint bar at the bottom of the screen: a key and what it does, e.g. "↑↓ move".
///
/// TermUI only: SwiftUI has no key-hint bar. Hints are derived from the responder chain (each node names the
/// keys it handles); the bar orders them by `role` and drops from the right what does not fit, and the help
/// (`?`) lists them all, grouped by role. Two hints are equal when they show the same key and label.
public struct KeyHint: Hashable, Sendable {
    /// What kind of key a hint names; the bar shows them in this order and drops from the end when narrow.
    public enum Role: Int, Comparable, Hashable, Sendable, CaseIterable {
        /// What the focused view is for: open, done, delete.
        case action
        /// Moving the selection, focus, page or scroll position: arrows, Tab, PgUp/PgDn, Home/End.
        case movement
        /// Going back or closing: Esc.
        case back
        /// The screen's keyboard shortcuts (its toolbar buttons' keys, `/` search), after the focused view's.
        case screen
        /// Keys of the whole app: section keys, undo and redo.
        case app
        /// `?` help.
        case help
        /// `q` quit.
        case quit

        /// Orders by the bar's priority.
        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The role a key name suggests: Esc goes back, arrows and paging keys move, `?` helps, `q` quits, the
        /// rest act. A hint with several keys ("Tab ←→") takes its first key's; `⇧` before arrows acts.
        static func suggested(by key: String) -> Role {
            let first = key.split(separator: " ").first.map(String.init) ?? key
            switch first {
            case "Esc": return .back
            case "?": return .help
            case "q": return .quit
            case "Tab", "Shift-Tab", "PgUp", "PgDn", "Home", "End": return .movement
            default:
                let arrows = Set<Character>("←→↑↓")
                return !first.isEmpty && first.allSatisfy(arrows.contains) ? .movement : .action
            }
        }
    }

    /// The key as shown, e.g. "⏎".
    public var key: String
    /// What it does, e.g. "open".
    public var label: String
    /// Where the hint goes in the bar's order and in which group of the help.
    public var role: Role
    /// Whether the hint shows in the bar; false for keys the help lists but the bar leaves out for room
    /// (PgUp/PgDn in a list, Ctrl-Z), so that the help is complete.
    public var showsInBar: Bool

    /// A hint; its role follows from the key unless given ("Esc" goes back, arrows move, ...).
    public init(_ key: String, _ label: String, role: Role? = nil, showsInBar: Bool = true) {
        self.key = key
        self.label = label
        self.role = role ?? Role.suggested(by: key)
        self.showsInBar = showsInBar
    }

    /// A hint the help lists but the bar leaves out.
    package static func helpOnly(_ key: String, _ label: String, role: Role? = nil) -> KeyHint {
        KeyHint(key, label, role: role, showsInBar: false)
    }

    /// The hints of the keys that move a page and to the ends, in the help only: a list's, a table's, a row
    /// of cards'.
    package static let pagingKeys = [
        KeyHint.helpOnly("PgUp PgDn", "page"),
        .helpOnly("Home End", "first, last"),
        .helpOnly("g G", "first, last", role: .movement),
    ]

    /// Whether the key types a character, so that a focused text field takes it instead: a printable key
    /// ("f", "1-4", "+", "Space"), not Esc, Tab, arrows, ⏎, paging keys, F1 or a Control chord ("^S").
    public var typesText: Bool {
        let first = key.split(separator: " ").first.map(String.init) ?? key
        if first == "Space" { return true }
        let named: Set<String> = ["Esc", "Tab", "Shift-Tab", "PgUp", "PgDn", "Home", "End", "Backspace", "Delete", "⏎", "F1"]
        if named.contains(first) || first.hasPrefix("^") || first.hasPrefix("Ctrl-") || first.hasPrefix("Alt-") { return false }
        guard let character = first.first else { return false }
        return !"←→↑↓⇧".contains(character)
    }

    /// Equal when key and label are.
    public static func == (lhs: KeyHint, rhs: KeyHint) -> Bool { lhs.key == rhs.key && lhs.label == rhs.label }

    /// Hashes key and label.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(label)
    }
}
