import TermUIBase

/// The node of a control row that opens a popup next to its value (`Picker`'s menu, `DatePicker`'s
/// calendar). It presents the popup, keeps it at the value as the row moves, closes it when the user
/// chooses (then hands the choice to `choose(_:)`) or cancels, and takes it down when the control leaves the
/// screen. While the control has focus or its popup is open, the value shows between ‹ › marks. Keys: ← →
/// (h l) step the value back or on, and the popup key (Enter, unless a subclass says otherwise) opens it.
@MainActor
class PopupControlNode<V: View, Popup: ControlPopup>: LabeledControlNode<V> {
    /// The popup, while it is open.
    private(set) var popup: Popup?

    /// Columns at each side of the value for the ‹ › marks.
    let markWidth = 2

    /// The row's own children (the label, and those subclasses add); the popup is drawn as a presentation.
    override func forEachVisibleChild(_ body: (Node) -> Void) {
        super.forEachChild(body)
    }

    /// The row's children, then the popup.
    override func forEachChild(_ body: (Node) -> Void) {
        forEachVisibleChild(body)
        if let popup { body(popup) }
    }

    /// Sets the control's value to a choice (subclasses): one made in the popup, which has closed by then.
    func choose(_ choice: Popup.Choice) {}

    // MARK: Keys

    /// The key that opens the popup.
    var popupKey: KeyEquivalent { .return }

    /// A click opens the popup, as its key does.
    override var clickKey: KeyEquivalent? { popupKey }

    /// ← → (h l) step the value ("←→ " and `stepLabel`); the popup key opens the popup, where the control
    /// has one (`popupHint`).
    override var keyBindings: [KeyBinding] {
        guard isEnabled else { return [] }
        var bindings = [
            KeyBinding(.keys(.leftArrow, .rightArrow, "h", "l"), hints: [KeyHint("←→", stepLabel, role: .action)]) {
                [self] press in step(by: press.key == .leftArrow || press.key == "h" ? -1 : 1)
            },
        ]
        if let popupHint {
            bindings.append(KeyBinding(.keys(popupKey), hints: [popupHint]) { [self] _ in openPopupForKey() })
        }
        return bindings
    }

    /// What ← → do to the value, for the hint (subclasses): "change".
    var stepLabel: String { "change" }

    /// The hint of the popup key while the control has a popup to open (subclasses); none here, and then the
    /// popup key goes on to the views around.
    var popupHint: KeyHint? { nil }

    /// Moves the value one step back (-1) or on (1) (subclasses).
    func step(by offset: Int) {}

    /// Opens the popup for the popup key (subclasses), through `openPopup(_:)`.
    func openPopupForKey() {}

    // MARK: Opening and closing

    /// Opens a popup, unless one is open: `make` builds it from its context and the actions it runs when
    /// the user chooses and when the user closes it without a change.
    func openPopup(
        _ make: (_ context: NodeContext, _ onChoose: @escaping (Popup.Choice) -> Void, _ onClose: @escaping () -> Void) -> Popup
    ) {
        guard popup == nil else { return }
        let popup = make(
            childContext(),
            { [weak self] choice in
                self?.dismissPopup()
                self?.choose(choice)
            },
            { [weak self] in self?.dismissPopup() })
        popup.anchor = valueRect
        self.popup = popup
        graph.present(popup)
    }

    /// Closes the popup, if it is open.
    func dismissPopup() {
        guard let popup else { return }
        closePopup(popup)
        self.popup = nil
    }

    override func didUnmount() {
        if let popup { closePopup(popup) }
    }

    // MARK: Layout and drawing

    override func place(in rect: Rect) {
        super.place(in: rect)
        popup?.anchor = valueRect
    }

    /// Whether the ‹ › marks show: while the control has focus or its popup is open.
    var showsMarks: Bool { isEnabled && (isFocused || popup != nil) }

    /// Draws the ‹ › marks at the ends of the value, and the value reversed, while they show.
    func drawMarks(in canvas: inout CellCanvas) {
        guard showsMarks, valueRect.width >= 2 * markWidth else { return }
        canvas.put(Glyph(character: "‹", width: 1), at: Point(x: valueRect.minX, y: valueRect.minY), style: .plain)
        canvas.put(Glyph(character: "›", width: 1), at: Point(x: valueRect.maxX - 1, y: valueRect.minY), style: .plain)
        canvas.restyle(valueRect) { $0.attributes.insert(.reverse) }
    }
}
