import TermUIBase

/// A node that does what Enter does on the row it is in (a button presses, a navigation link pushes, a toggle
/// flips), when the row itself has the focus (a list's row).
@MainActor
protocol Activatable: Node {
    /// Does the node's action; true when it did something.
    func activate() -> Bool
    /// The hint for Enter on a row this node acts for, when the row's own hints should name it (a link
    /// opens); nil to leave it unnamed.
    var activationHint: KeyHint? { get }
}

extension Activatable {
    var activationHint: KeyHint? { nil }
}

extension Node {
    /// Does what Enter does on a row containing this node: the activatable nodes in the visible subtree are
    /// asked in order until one does something. True when one did.
    func activateRow() -> Bool {
        if let activatable { return activatable.activate() }
        var done = false
        forEachVisibleChild { child in
            if !done { done = child.activateRow() }
        }
        return done
    }

    /// The hint of what Enter does on a row containing this node: that of the first activatable node in the
    /// visible subtree, if it names one.
    var rowActivationHint: KeyHint? {
        firstActivatable?.activationHint
    }

    /// Whether Enter on a row containing this node has something to activate.
    var isRowActivatable: Bool {
        firstActivatable != nil
    }

    /// The first activatable node at or below this one, on screen.
    private var firstActivatable: (any Activatable)? {
        if let activatable { return activatable }
        var found: (any Activatable)?
        forEachVisibleChild { child in
            if found == nil { found = child.firstActivatable }
        }
        return found
    }
}
