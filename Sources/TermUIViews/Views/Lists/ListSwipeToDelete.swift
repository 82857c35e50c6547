import TermUIBase

/// A list's swipe-style delete, the terminal's form of SwiftUI's swipe to delete on rows with `.onDelete`:
/// `d` (or forward delete) slides the selected row left to uncover a red Delete action; `d` or Enter then
/// deletes the row, animated; Esc puts the row back, and any other key puts it back and does what it does.
///
/// The list node owns one; its keys are the node's `swipeToDeleteBindings`.
@MainActor
struct ListSwipeToDelete {
    /// The key of the animation of the row sliding aside.
    static let revealAnimationKey = "reveal"
    /// The word on the action.
    private static let label = "Delete"
    /// The columns the action takes at the end of its row once the row has slid aside.
    static var actionColumns: Int { label.count + 2 }

    /// The row whose Delete is showing, if any.
    var revealedIndex: Int?

    /// How many columns the Delete takes at the end of a row, growing while the row slides aside (`progress`
    /// 0...1); nil on a row whose Delete is not showing.
    func actionWidth(forRow index: Int, rowWidth: Int, progress: Double) -> Int? {
        guard index == revealedIndex else { return nil }
        return Int((Double(min(Self.actionColumns, rowWidth)) * progress).rounded())
    }

    /// Draws the red Delete in the room the row left (in reverse video without colours: it is where Enter acts).
    func drawAction(in rect: Rect, on canvas: inout CellCanvas, environment: EnvironmentValues) {
        let surfaces = SurfaceColors(environment.colorScheme)
        let red = surfaces.destructiveAction
        let attributes: TextAttributes = environment.usesColor ? .bold : [.bold, .reverse]
        canvas.fill(rect, style: CellStyle(background: red, attributes: attributes))
        canvas.draw(Self.label, at: Point(x: rect.minX + 1, y: rect.minY + (rect.height - 1) / 2),
                    maxWidth: rect.width - 1, style: CellStyle(foreground: surfaces.textOnAccent, background: red, attributes: attributes))
    }

}

extension ListNode {
    /// Whether the selected row can be deleted (its rows have `.onDelete`, and it is not `deleteDisabled`).
    var canDeleteSelectedRow: Bool {
        rows.locate(selectedIndex)?.segment.delete != nil && selectedRowNode?.restrictsRow(\.disablesDelete) != true
    }

    /// Shows the Delete of the selected row, when it can be deleted; true when it did.
    func revealDeleteOfSelectedRow() -> Bool {
        guard canDeleteSelectedRow else { return false }
        swipeToDelete.revealedIndex = selectedIndex
        graph.animator.start(.easeOut(duration: 0.2), for: self, key: ListSwipeToDelete.revealAnimationKey)
        return true
    }

    /// While a Delete shows, any key puts the row back (but Shift-↑↓: `ListNode.putsRowBack(_:)`): Enter, `d`
    /// and forward delete delete it first ("⏎ delete"; `d` in the help), Esc only puts it back ("Esc cancel"),
    /// and any other key then goes on to do what it does. None while no Delete shows.
    var swipeToDeleteBindings: [KeyBinding] {
        guard swipeToDelete.revealedIndex != nil else { return [] }
        return [
            KeyBinding(.keys(.return, "d", .deleteForward), "⏎", "delete", also: ["d"]) { [self] _ in putRowBack(deleting: true) },
            KeyBinding(.keys(.escape), "Esc", "cancel") { [self] _ in putRowBack(deleting: false) },
            .trying(.any(where: ListNode.putsRowBack), takesKeys: false) { [self] _ in
                putRowBack(deleting: false)
                return false
            },
        ]
    }

    /// Puts back the row whose Delete shows, deleting it first when `deleting`.
    func putRowBack(deleting: Bool) {
        guard let revealed = swipeToDelete.revealedIndex else { return }
        swipeToDelete.revealedIndex = nil
        if deleting { deleteRow(at: revealed) }
    }

    /// Deletes a row, animated as SwiftUI animates a swipe to delete.
    private func deleteRow(at index: Int) {
        guard let (segment, offset) = rows.locate(index), let delete = segment.delete else { return }
        withAnimation(.default) { delete(offset) }
    }
}
