/// A popup that a control opens next to its value, drawn over the screen: a picker's menu, a date picker's
/// calendar. `PopupControlNode` opens and closes it.
@MainActor
protocol ControlPopup: Presentable {
    /// What the user chooses in the popup: an option's index, a date.
    associatedtype Choice

    /// The rectangle of the control the popup belongs to: it opens below it, or above when there is no room.
    var anchor: Rect { get set }
}
