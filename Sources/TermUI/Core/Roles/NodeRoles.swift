/// The roles a node type takes part in beyond what every node does (be in the tree, take an environment, lay
/// out and draw): the role protocols it conforms to, as its `declaredRoles` say, so that the graph's walks
/// (focus, keys, shortcuts, Enter on a row, presentations) pass over other nodes with one test.
struct NodeRoles: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Takes focus (`FocusTarget`).
    static let focus = NodeRoles(rawValue: 1 << 0)
    /// Handles keys and offers hints while it or a descendant has focus (`KeyResponder`).
    static let keys = NodeRoles(rawValue: 1 << 1)
    /// Answers to keyboard shortcuts wherever focus is in its scope (`ShortcutResponder`).
    static let shortcuts = NodeRoles(rawValue: 1 << 2)
    /// Does what Enter does on the row it is in (`Activatable`).
    static let activation = NodeRoles(rawValue: 1 << 3)
    /// Is drawn over the screen, not in its parent's layout (`Presentable`).
    static let presentation = NodeRoles(rawValue: 1 << 4)

    /// The roles of a node, from its conformances (to check `declaredRoles` against).
    @MainActor
    init(of node: Node) {
        self = []
        if node is any FocusTarget { insert(.focus) }
        if node is any KeyResponder { insert(.keys) }
        if node is any ShortcutResponder { insert(.shortcuts) }
        if node is any Activatable { insert(.activation) }
        if node is any Presentable { insert(.presentation) }
    }
}

/// A node whose children cannot name or equip the screen (the rows of a list): searches for the screen's
/// preferences and toolbar do not look inside it.
@MainActor
protocol ScreenPreferenceBoundary: AnyObject {}

/// A node that starts a navigation context of its own: the screen preferences inside it (title, toolbar) are
/// its own, and when nothing on screen takes focus, keys start at the innermost one shown (so that Esc still
/// goes back).
@MainActor
protocol NavigationContainer: AnyObject {}
