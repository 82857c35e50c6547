/// The parts a node can play beyond what every node does (be in the tree, take an environment, lay out and
/// draw). A node type says which it takes part in by conforming.

/// A node whose children cannot name or equip the screen (the rows of a list): searches for the screen's
/// preferences and toolbar do not look inside it.
@MainActor
protocol ScreenPreferenceBoundary: AnyObject {}

/// A node that starts a navigation context of its own: the screen preferences inside it (title, toolbar) are
/// its own, and when nothing on screen takes focus, keys start at the innermost one shown (so that Esc still
/// goes back).
@MainActor
protocol NavigationContainer: AnyObject {}
