import TermUIBase

/// A control that picks a value from a range by its place along a bar, as SwiftUI's: the label at the leading
/// edge and the bar at the trailing edge (`━━━━━●───────`). `←` and `→` (h, l) move by `step` (a twentieth of
/// the range when there is none), Home and End go to the ends.
///
/// Unlike SwiftUI there is no dragging with the mouse; a click focuses it.
public struct Slider<Label: View>: View, PrimitiveView {
    let label: Label
    /// The value's place in its range, from 0 to 1.
    let fraction: Double
    /// Moves the value by a number of steps (negative: down), within the range.
    let move: (_ steps: Int) -> Void
    /// Moves the value to the upper end of the range (true) or the lower one.
    let moveToEnd: (_ upper: Bool) -> Void

    /// A slider of a bound value within `bounds`, moved by `step` (nil: a twentieth of the range), as in SwiftUI.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? Double((value.wrappedValue - bounds.lowerBound) / span) : 0
        let stride = step ?? V.Stride(span / 20)
        move = { steps in
            let next = value.wrappedValue.advanced(by: stride * V.Stride(steps))
            value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
        }
        moveToEnd = { upper in value.wrappedValue = upper ? bounds.upperBound : bounds.lowerBound }
    }

    /// A slider with labels for its two ends, as in SwiftUI. The bar already shows where the value lies between
    /// its ends, so the end labels are accepted and not drawn (unlike SwiftUI).
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    func makeNode(context: NodeContext) -> Node {
        let node = SliderNode<Label>(context: context)
        node.update(self)
        return node
    }
}

extension Slider where Label == EmptyView {
    /// A slider without a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

/// The node of a `Slider`.
@MainActor
final class SliderNode<Label: View>: LabeledControlNode<Slider<Label>> {
    private var fraction = 0.0
    private var move: ((Int) -> Void)?
    private var moveToEnd: ((Bool) -> Void)?

    override func update(_ view: Slider<Label>) {
        setLabel(view.label)
        fraction = max(0, min(1, view.fraction))
        move = view.move
        moveToEnd = view.moveToEnd
    }

    override var idealValueWidth: Int { 20 }

    override func drawValue(in canvas: inout CellCanvas) {
        let width = valueRect.width
        guard width >= 3 else { return }
        let knob = Int((fraction * Double(width - 1)).rounded())
        let tint = environment.tint.backgroundColor(in: environment)
        for column in 0..<width {
            let point = Point(x: valueRect.minX + column, y: valueRect.minY)
            if column == knob {
                canvas.put(Glyph(character: "●", width: 1), at: point, style: CellStyle(foreground: tint, attributes: isFocused ? [.bold, .reverse] : .bold))
            } else if column < knob {
                canvas.put(Glyph(character: "━", width: 1), at: point, style: CellStyle(foreground: tint))
            } else {
                canvas.put(Glyph(character: "─", width: 1), at: point, style: CellStyle(attributes: .dim))
            }
        }
    }

    /// ← → (h l) move the value a step ("←→ adjust"), Home and End to the ends.
    override var keyBindings: [KeyBinding] {
        guard isEnabled else { return [] }
        return [
            KeyBinding(.keys(.rightArrow, .leftArrow, "l", "h"), "←→", "adjust") { [self] press in
                move?(press.key == .rightArrow || press.key == "l" ? 1 : -1)
                graph.setNeedsFrame()
            },
            KeyBinding(.keys(.end, .home), hints: []) { [self] press in
                moveToEnd?(press.key == .end)
                graph.setNeedsFrame()
            },
        ]
    }
}
