/// A container that hears when a selection inside it changes: a split view makes the columns after a list's
/// for the list's new selection, even when no view around the list is evaluated again (the selection may live
/// in an object that only the list's own views observe). A list tells the innermost one around it through
/// `selectionDidChangeInContainer()`, without knowing what kind of container it is.
@MainActor
package protocol SelectionContainer: Node {
    /// A selection inside changed.
    func selectionDidChange()
}

package extension Node {
    /// Tells the innermost `SelectionContainer` around this node that a selection in it changed; none is told
    /// past a navigation container that is not one (a list in a stack's screen is that screen's).
    func selectionDidChangeInContainer() {
        var node = parent
        while let current = node {
            if let container = current as? any SelectionContainer {
                container.selectionDidChange()
                return
            }
            if current.roles.contains(.navigationContainer) { return }
            node = current.parent
        }
    }
}
