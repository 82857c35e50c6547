import Observation
import TermUIBase

/// The node of a control shown as a row: its label at the leading edge and its value at the trailing edge
/// (`Toggle`, `Picker`, `DatePicker`, `TextField` in a form). Subclasses draw the value and handle keys.
///
/// The control reads its bindings under observation, so a bound property of an `@Observable` model that
/// changes elsewhere is shown at once, even when the view that made the binding did not read it.
@MainActor
class LabeledControlNode<V: View>: BindingReadingNode<V>, FocusTarget, KeyResponder {
    override class var declaredRoles: NodeRoles { [.focus, .keys] }

    /// The label's node.
    private(set) var label: Node?
    /// Where the label was placed by the last layout.
    private(set) var labelRect = Rect.zero
    /// Where the value was placed by the last layout.
    private(set) var valueRect = Rect.zero

    override func forEachChild(_ body: (Node) -> Void) {
        if let label { body(label) }
    }

    /// Takes a new label view (in an environment of its own when given); none under `.labelsHidden()`, so
    /// that the value takes the row.
    func setLabel<Label: View>(_ view: Label, environment: EnvironmentValues? = nil) {
        if self.environment.labelsHidden {
            label = reconcile(label, with: EmptyView())
        } else {
            label = reconcile(label, with: view, environment: environment)
        }
    }

    /// Whether the control takes input now (not under `.disabled(true)`).
    var isEnabled: Bool { environment.isEnabled }

    /// Controls take focus, except when disabled, inside a list row (where the row is selected instead) or
    /// inside a custom style's body (where the styled control has it).
    var acceptsFocus: Bool {
        isEnabled && environment.controlContext != .listRow && !environment.isInStyledControlBody
    }

    /// Controls are focused whenever they come first, unlike toolbar buttons.
    var isSecondaryFocusTarget: Bool { false }

    /// No cursor, except in a text field.
    var cursorPosition: Point? { nil }

    /// No typing, except in a text field.
    var takesTextInput: Bool { false }

    /// The key a click presses at once (subclasses: Space flips a toggle, opens a picker); a field only
    /// takes focus.
    var clickKey: KeyEquivalent? { nil }

    /// The control's keys (subclasses override it); none here.
    var keyBindings: [KeyBinding] { [] }

    /// Whether the label is shown.
    var showsLabel: Bool { true }

    /// How wide the value wants to be.
    var idealValueWidth: Int { 0 }

    /// Whether the value takes all the room the label leaves (a text field) rather than its ideal width.
    var valueFillsRow: Bool { false }

    /// The label's width on one line.
    var idealLabelWidth: Int {
        guard showsLabel, let label else { return 0 }
        return label.measure(ProposedSize(width: nil, height: 1)).width
    }

    // MARK: Layout

    /// A control row fills the width it is offered, one row high.
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let labelWidth = idealLabelWidth
        let ideal = labelWidth + (labelWidth > 0 ? ControlRowLayout.gap : 0) + idealValueWidth
        return Size(width: proposal.width ?? ideal, height: 1)
    }

    override func place(in rect: Rect) {
        frame = rect
        let labelWidth = idealLabelWidth
        let widths = valueFillsRow
            ? ControlRowLayout.splitFilling(width: rect.width, label: labelWidth)
            : ControlRowLayout.split(width: rect.width, label: labelWidth, value: idealValueWidth)
        labelRect = Rect(x: rect.minX, y: rect.minY, width: widths.label, height: min(1, rect.height))
        valueRect = Rect(x: rect.maxX - widths.value, y: rect.minY, width: widths.value, height: min(1, rect.height))
        label?.stackAxis = nil
        label?.place(in: labelRect)
    }

    // MARK: Drawing

    override func draw(in canvas: inout CellCanvas) {
        if showsLabel, let label {
            canvas.withClip(labelRect) { label.draw(in: &$0) }
        }
        canvas.withClip(frame) { drawValue(in: &$0) }
        if !isEnabled {
            canvas.restyle(frame) { style in
                style.attributes.insert(.dim)
                style.attributes.remove(.reverse)
            }
        }
    }

    /// Draws the value into `valueRect` (subclasses).
    func drawValue(in canvas: inout CellCanvas) {}
}
