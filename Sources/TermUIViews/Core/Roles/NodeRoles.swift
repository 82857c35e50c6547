/// The roles a node type takes part in beyond what every node does (be in the tree, take an environment, lay
/// out and draw): the role protocols it conforms to, as its `declaredRoles` say, so that the graph's walks
/// (focus, keys, shortcuts, Enter on a row, presentations) pass over other nodes with one test.
struct NodeRoles: OptionSet, Hashable, Sendable {
    let rawValue: UInt16

    init(rawValue: UInt16) {
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
    /// Starts a navigation context of its own (`NavigationContainer`).
    static let navigationContainer = NodeRoles(rawValue: 1 << 5)
    /// Keeps its children from naming or equipping the screen (`ScreenPreferenceBoundary`).
    static let preferenceBoundary = NodeRoles(rawValue: 1 << 6)
    /// Sets a value for the screen it is on: a title, how it shows, a transition (`ScreenPreferenceCarrier`).
    static let screenPreferences = NodeRoles(rawValue: 1 << 7)
    /// Holds a row's swipe actions for the list to show (`SwipeActionsCarrier`).
    static let swipeActions = NodeRoles(rawValue: 1 << 8)
    /// Has a context menu that the list opens on its selected row (`ContextMenuCarrier`).
    static let contextMenu = NodeRoles(rawValue: 1 << 9)
    /// Keeps its row from being deleted or moved (`RowRestrictionCarrier`).
    static let rowRestriction = NodeRoles(rawValue: 1 << 10)
    /// Carries toolbar items for the screen's navigation bar (`ToolbarItemsCarrier`). A role apart from
    /// `screenPreferences`, so that no node is asked for a conformance it lacks: the first such question about
    /// each node class (a generic node is a class for each content) scans every conformance record in the
    /// process.
    static let toolbarItems = NodeRoles(rawValue: 1 << 11)
    /// Follows the pointer over its frame (`HoverTarget`): while one is in the graph, the terminal reports the
    /// pointer's every motion (see `ViewGraph.followsPointer`).
    static let pointerHover = NodeRoles(rawValue: 1 << 12)

    /// The roles where the search for a screen's preferences, toolbar and lists stops.
    static let screenBoundaries: NodeRoles = [.navigationContainer, .preferenceBoundary]

    /// The roles of a node, from its conformances (to check `declaredRoles` against).
    @MainActor
    init(of node: Node) {
        self = []
        if node is any FocusTarget { insert(.focus) }
        if node is any KeyResponder { insert(.keys) }
        if node is any ShortcutResponder { insert(.shortcuts) }
        if node is any Activatable { insert(.activation) }
        if node is any Presentable { insert(.presentation) }
        if node is any NavigationContainer { insert(.navigationContainer) }
        if node is any ScreenPreferenceBoundary { insert(.preferenceBoundary) }
        if node is any ScreenPreferenceCarrier { insert(.screenPreferences) }
        if node is any ToolbarItemsCarrier { insert(.toolbarItems) }
        if node is any SwipeActionsCarrier { insert(.swipeActions) }
        if node is any ContextMenuCarrier { insert(.contextMenu) }
        if node is any RowRestrictionCarrier { insert(.rowRestriction) }
        if node is any HoverTarget { insert(.pointerHover) }
    }
}

/// A node whose children cannot name or equip the screen (the rows of a list): searches for the screen's
/// preferences and toolbar do not look inside it.
@MainActor
protocol ScreenPreferenceBoundary: AnyObject {}

/// A node that sets a value for the screen it is on, such as its title: the navigation bar looks for these below
/// the screen's root (the navigation layer's `ScreenPreferenceNode` says what the value is, through
/// `Node.ownScreenPreference`).
@MainActor
protocol ScreenPreferenceCarrier: AnyObject {}

/// A node that carries toolbar items for the screen it is on (the navigation layer's `ToolbarProviding` gives
/// them).
@MainActor
protocol ToolbarItemsCarrier: AnyObject {}

/// A node that starts a navigation context of its own: the screen preferences inside it (title, toolbar) are
/// its own, and when nothing on screen takes focus, keys start at the innermost one shown (so that Esc still
/// goes back).
@MainActor
protocol NavigationContainer: AnyObject {}

/// A node that holds a row's swipe actions (the views layer's `SwipeActionsSource` says what they are): the
/// list looks for these in its selected row.
@MainActor
protocol SwipeActionsCarrier: AnyObject {}

/// A node with a context menu (the views layer's `ContextMenuSource` opens it): the list looks for one in its
/// selected row.
@MainActor
protocol ContextMenuCarrier: AnyObject {}

/// A node that restricts what can be done to its row (the views layer's `ListRowRestricting` says what).
@MainActor
protocol RowRestrictionCarrier: AnyObject {}
