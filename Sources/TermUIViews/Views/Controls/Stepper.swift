import TermUIBase

/// A control that steps a value up and down, as SwiftUI's: the label at the leading edge and `[−|+]` at the
/// trailing edge. `←` or `-` steps down and `→` or `+` steps up, staying within the range; as in SwiftUI the
/// value itself is not drawn (put it in the label).
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    /// Whether each direction can step now.
    let canStep: (up: Bool, down: Bool)

    /// A stepper that calls actions to step, as in SwiftUI.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        canStep = (onIncrement != nil, onDecrement != nil)
    }

    /// A stepper of a bound value within `bounds`, by `step`, as in SwiftUI.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        onIncrement = {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = min(next, bounds.upperBound)
        }
        onDecrement = {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = max(next, bounds.lowerBound)
        }
        canStep = (value.wrappedValue < bounds.upperBound, value.wrappedValue > bounds.lowerBound)
    }

    /// A stepper of a bound value without bounds, by `step`, as in SwiftUI.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        canStep = (true, true)
    }

    func makeNode(context: NodeContext) -> Node {
        let node = StepperNode<Label>(context: context)
        node.update(self)
        return node
    }
}

extension Stepper where Label == Text {
    /// A stepper of a bound value within `bounds`, with a title.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper of a bound value within `bounds`, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper of a bound value without bounds, with a title.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper that calls actions to step, with a title.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// The node of a `Stepper`.
@MainActor
final class StepperNode<Label: View>: LabeledControlNode<Stepper<Label>> {
    private var onIncrement: (() -> Void)?
    private var onDecrement: (() -> Void)?
    private var canStep = (up: false, down: false)

    override func update(_ view: Stepper<Label>) {
        setLabel(view.label)
        onIncrement = view.onIncrement
        onDecrement = view.onDecrement
        canStep = view.canStep
    }

    override var idealValueWidth: Int { 5 }

    override func drawValue(in canvas: inout CellCanvas) {
        guard valueRect.width >= 5 else { return }
        let origin = Point(x: valueRect.maxX - 5, y: valueRect.minY)
        canvas.draw("[", at: origin, style: .plain)
        canvas.draw("−", at: Point(x: origin.x + 1, y: origin.y), style: CellStyle(attributes: canStep.down ? .bold : .dim))
        canvas.draw("|", at: Point(x: origin.x + 2, y: origin.y), style: CellStyle(attributes: .dim))
        canvas.draw("+", at: Point(x: origin.x + 3, y: origin.y), style: CellStyle(attributes: canStep.up ? .bold : .dim))
        canvas.draw("]", at: Point(x: origin.x + 4, y: origin.y), style: .plain)
        if isFocused {
            canvas.restyle(Rect(x: origin.x, y: origin.y, width: 5, height: 1)) { $0.attributes.insert(.reverse) }
        }
    }

    /// → + = (l) step up, ← - (h) step down ("←→ step").
    override var keyBindings: [KeyBinding] {
        guard isEnabled else { return [] }
        return [KeyBinding(.keys(.rightArrow, "+", "=", "l", .leftArrow, "-", "h"), "←→", "step") { [self] press in
            if [.leftArrow, "-", "h"].contains(press.key) {
                step(onDecrement, allowed: canStep.down)
            } else {
                step(onIncrement, allowed: canStep.up)
            }
        }]
    }

    private func step(_ action: (() -> Void)?, allowed: Bool) {
        guard allowed, let action else { return }
        action()
        graph.setNeedsFrame()
    }
}
