import TermUIBase

/// A node that can have focus: keys go to it first (when it is also a `KeyResponder`), and Tab visits it.
@MainActor
package protocol FocusTarget: Node {
    /// Whether the node takes focus now (it may not while disabled, empty or hidden).
    var acceptsFocus: Bool { get }
    /// Whether the node should get focus only when the user moves it there (toolbar buttons): the graph does
    /// not pick it while something else takes focus.
    var isSecondaryFocusTarget: Bool { get }
    /// Where the text cursor is when this node has focus (text fields), in screen cells.
    var cursorPosition: Point? { get }
    /// Whether the node types printable keys when it has focus (text fields), so that `q` is not "quit".
    var takesTextInput: Bool { get }
    /// The key a click presses at once once the node has focus (Enter presses a button, Space flips a
    /// toggle or opens a picker); nil when a click only gives it focus (a navigation link, a text field),
    /// and a second click presses Enter.
    var clickKey: KeyEquivalent? { get }
}

// A class that conforms and has subclasses implements all five itself, so that its subclasses can override
// them (an implementation here would be called through the conformance instead of theirs).
extension FocusTarget {
    var isSecondaryFocusTarget: Bool { false }
    var cursorPosition: Point? { nil }
    var takesTextInput: Bool { false }
    var clickKey: KeyEquivalent? { nil }
}

extension Node {
    /// This node as a focus target, when its type is one.
    var focusTarget: (any FocusTarget)? {
        roles.contains(.focus) ? self as? any FocusTarget : nil
    }

    /// Whether this node is a focus target that takes focus now.
    package var takesFocus: Bool {
        focusTarget?.acceptsFocus == true
    }

    /// Whether this node is focused now.
    var isFocused: Bool { graph.focused === self }

    /// Appends the nodes at or below this one that take focus now, in tree order (the order Tab visits them),
    /// passing over nodes on their way out.
    func appendFocusableNodes(to nodes: inout [any FocusTarget]) {
        _ = visitFocusableNodes { nodes.append($0); return true }
    }

    /// Visits the nodes at or below this one that take focus now, in tree order, until `visit` returns false;
    /// false when it stopped. What is after the node looked for is not walked (a column's first focusable
    /// node is found without walking the rows of its list).
    func visitFocusableNodes(_ visit: (any FocusTarget) -> Bool) -> Bool {
        guard !isDeparting else { return true }
        if let target = focusTarget, target.acceptsFocus, !visit(target) { return false }
        var goesOn = true
        forEachVisibleChild { child in
            if goesOn { goesOn = child.visitFocusableNodes(visit) }
        }
        return goesOn
    }

    /// The first node at or below this one that takes focus now and meets `condition`, in tree order.
    func firstFocusableNode(where condition: (any FocusTarget) -> Bool) -> (any FocusTarget)? {
        var found: (any FocusTarget)?
        _ = visitFocusableNodes { node in
            if condition(node) { found = node }
            return found == nil
        }
        return found
    }

    /// Whether more than one node at or below this one takes focus now (the walk stops at the second).
    var hasSeveralFocusableNodes: Bool {
        var count = 0
        _ = visitFocusableNodes { _ in
            count += 1
            return count < 2
        }
        return count > 1
    }

    /// The nodes at or below this one that take focus now, in tree order.
    package var focusableNodes: [any FocusTarget] {
        var nodes: [any FocusTarget] = []
        appendFocusableNodes(to: &nodes)
        return nodes
    }

    /// The nodes below this one that take focus now, in tree order.
    var focusableDescendants: [any FocusTarget] {
        var nodes: [any FocusTarget] = []
        forEachVisibleChild { $0.appendFocusableNodes(to: &nodes) }
        return nodes
    }

    /// The first node at or below this one that takes focus, passing over toolbar buttons (which answer to
    /// their keys): where focus goes when it enters this part of the screen.
    var preferredFocusNode: (any FocusTarget)? {
        firstFocusableNode { !$0.isSecondaryFocusTarget }
    }
}
