import TermUIBase

/// A gauge's parts as a built-in gauge style draws them: the label and current value above a bar or a line
/// between the bounds' labels, or one circle cell before the labels.
struct GaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let style: GaugeStyleChoice

    /// The parts, laid out for the style.
    var body: some View {
        switch style {
        case .accessoryCircular:
            HStack(spacing: 1) {
                ProgressPie(fraction: configuration.value)
                configuration.label
                configuration.currentValueLabel.foregroundStyle(.secondary)
            }
        case .linearCapacity, .accessoryLinear, .custom:
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    configuration.label
                    Spacer(minLength: 0)
                    configuration.currentValueLabel.foregroundStyle(.secondary)
                }
                HStack(spacing: 1) {
                    configuration.minimumValueLabel.foregroundStyle(.secondary)
                    if case .accessoryLinear = style {
                        GaugeMarkerLine(fraction: configuration.value)
                    } else {
                        ProgressBar(fraction: configuration.value)
                    }
                    configuration.maximumValueLabel.foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// The line of the accessory linear gauge: ─ across the width, ● at the value, in the tint.
struct GaugeMarkerLine: View, PrimitiveView {
    /// Where the marker is, from 0 to 1.
    let fraction: Double

    func makeNode(context: NodeContext) -> Node {
        let node = GaugeMarkerLineNode(context: context)
        node.update(self)
        return node
    }
}

/// The node of a gauge's marker line: as wide as offered (20 columns at its ideal size), one row.
@MainActor
final class GaugeMarkerLineNode: PrimitiveNode<GaugeMarkerLine> {
    private var fraction = 0.0

    override func update(_ view: GaugeMarkerLine) {
        fraction = max(0, min(1, view.fraction))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 20, height: 1)
    }

    /// The column of the marker in a line of a width.
    static func markerColumn(for fraction: Double, width: Int) -> Int {
        Int((fraction * Double(max(0, width - 1))).rounded())
    }

    override func draw(in canvas: inout CellCanvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        let tint = environment.tint.resolve(in: environment).color
        let marker = Self.markerColumn(for: fraction, width: frame.width)
        for column in 0..<frame.width {
            let isMarker = column == marker
            canvas.put(
                Glyph(character: isMarker ? "●" : "─", width: 1), at: Point(x: frame.minX + column, y: frame.minY),
                style: CellStyle(foreground: isMarker ? tint : nil, attributes: isMarker ? .graphic : [.graphic, .dim]))
        }
    }
}
