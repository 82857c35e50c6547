import Foundation
import TermUIBase
import TermUIViews

/// A view on the screen that a test found by its accessibility identifier, its label or its role
/// (`TestDriver.element(identifier:)`, `element(label:)`, `elements(_:)`), as Textual's pilot queries widgets and
/// XCUITest queries elements: what it shows, where, whether it has focus, and where a click presses it. A value
/// read when it was found; find it again after the screen changed.
///
/// TermUI only: SwiftUI's UI tests run on a device, not in the test process.
public struct ScreenElement: Sendable {
    /// What kind of control a view is.
    public typealias Role = ControlRole

    /// The identifier given with `.accessibilityIdentifier(_:)`, if any.
    public let identifier: String?
    /// The label given with `.accessibilityLabel(_:)`, else the text of a control's label.
    public let label: String?
    /// What kind of control it is, when it is one.
    public let role: Role?
    /// Where it is on the screen, in cells (x the column, y the row).
    public let frame: CGRect
    /// What the screen shows in its frame: its rows joined by newlines, without trailing blanks.
    public let text: String
    /// Whether it, or a view inside it, has focus.
    public let isFocused: Bool
    /// The cell a click presses it at: the middle of the first view inside it that takes focus (a button, a
    /// field), else of its frame.
    let pressPoint: Point
}

extension TestDriver {
    /// The view given `identifier` with `.accessibilityIdentifier(_:)`, as it is on screen now (in the top
    /// presentation first, when something is presented); nil when none is shown.
    public func element(identifier: String) -> ScreenElement? {
        firstElement { $0.identifier == identifier }
    }

    /// The view labelled `label`, with `.accessibilityLabel(_:)` or, for a control, by the text of its label
    /// ("Save"), as it is on screen now (in the top presentation first); nil when none is shown.
    public func element(label: String) -> ScreenElement? {
        firstElement { $0.label == label }
    }

    /// The controls of a kind on screen now, in the order Tab visits them (the top presentation's first).
    public func elements(_ role: ScreenElement.Role) -> [ScreenElement] {
        var found: [ScreenElement] = []
        forEachElement { element in
            if element.role == role { found.append(element) }
            return true
        }
        return found
    }

    /// Clicks an element where a click presses it (a button is pressed, a toggle flipped, a field focused).
    public func press(_ element: ScreenElement) {
        click(column: element.pressPoint.x, row: element.pressPoint.y)
    }

    /// The first element on screen that satisfies `condition`.
    private func firstElement(where condition: (ScreenElement) -> Bool) -> ScreenElement? {
        var found: ScreenElement?
        forEachElement { element in
            if condition(element) { found = element }
            return found == nil
        }
        return found
    }

    /// Calls `body` with each element on screen, the top presentation's first and the screen's last, until it
    /// returns false. An identifier or label given to a control (`Button("Save").accessibilityIdentifier("save")`)
    /// and the control are one element: the modifiers' nodes and the control's, one inside the other.
    private func forEachElement(_ body: (ScreenElement) -> Bool) {
        let graph = renderer.graph
        var goesOn = true
        func visit(_ node: Node) {
            guard goesOn else { return }
            guard let element = node as? any ScreenElementNode else {
                node.forEachVisibleChild(visit)
                return
            }
            var identifier: String?, label: String?
            var described: any ScreenElementNode = element
            // The identifiers and labels given around one view, and that view.
            while let accessible = described as? any AccessibleElement {
                identifier = identifier ?? accessible.accessibilityIdentifier
                label = label ?? accessible.accessibilityLabel
                guard let inner = onlyElement(below: described) else { break }
                described = inner
            }
            goesOn = body(describe(described, identifier: identifier, label: label, focused: graph.focused))
            described.forEachVisibleChild(visit)
        }
        for presented in graph.presentedNodes.reversed() { visit(presented) }
        if let root = graph.root { visit(root) }
    }

    /// The element node below `node` when it is its only descendant on a line of single children.
    private func onlyElement(below node: Node) -> (any ScreenElementNode)? {
        var children: [Node] = []
        node.forEachVisibleChild { children.append($0) }
        guard children.count == 1, let child = children.first else { return nil }
        return child as? any ScreenElementNode ?? onlyElement(below: child)
    }

    /// A node as an element, read off the screen now, with the identifier and label given around it.
    private func describe(
        _ node: any ScreenElementNode, identifier: String?, label: String?, focused: Node?
    ) -> ScreenElement {
        let role = node.elementRole
        let frame = node.frame
        let target: Node? = node.takesFocus ? node : node.focusableNodes.first
        let pressFrame = target?.frame ?? frame
        return ScreenElement(
            identifier: identifier, label: label ?? (role == nil || role == .list ? nil : node.plainText), role: role,
            frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
            text: text(in: frame), isFocused: focused.map(node.isAncestor(of:)) ?? false,
            pressPoint: Point(x: pressFrame.minX + max(0, pressFrame.width - 1) / 2, y: pressFrame.minY + max(0, pressFrame.height - 1) / 2))
    }

    /// What the screen shows in `frame`, rows joined by newlines, without trailing blanks.
    private func text(in frame: Rect) -> String {
        let screen = terminal.screen
        let visible = frame.intersection(Rect(x: 0, y: 0, width: screen.columns, height: screen.rows))
        guard !visible.isEmpty else { return "" }
        return (visible.minY..<visible.maxY).map { row in
            var line = ""
            for column in visible.minX..<visible.maxX where !screen[column, row].isContinuation {
                line.append(screen[column, row].character)
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
