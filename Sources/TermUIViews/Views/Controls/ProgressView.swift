import TermUIBase

/// A view that shows progress toward completion, as in SwiftUI's linear style: the label above a bar, the
/// current value's label below it, dim.
///
/// The bar fills the width it is offered (20 columns when asked for its ideal size) with block characters
/// in the tint colour, with eighths (▏▎▍▌▋▊▉) for the cell where the filled part ends, over a grey track (of
/// the colour scheme's). Without colours the track is drawn in a light shade (░), so that the bar reads
/// the same in any terminal; it is never drawn in reverse video, and keeps its colours and track in a selected
/// list row. Values outside `0...total` are clamped. Without a value the progress is indeterminate: SwiftUI
/// spins; TermUI shows a dim `…` before the label, which does not move. `.progressViewStyle(_:)` draws it
/// otherwise (`.circular`, or a custom style's body).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// How far along, from 0 to 1, or nil when indeterminate.
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    @Environment(\.progressViewStyleChoice) private var style

    init(fraction: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The label, the bar (or the indeterminate `…`) and the current value's label, or what the style draws.
    public var body: some View {
        switch (style, fraction) {
        case (.custom(let makeBody), _):
            makeBody(ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: .init(content: AnyView(label)),
                currentValueLabel: .init(content: AnyView(currentValueLabel))))
            .environment(\.progressViewStyleChoice, .linear)
        case (.linear, let fraction?):
            VStack(alignment: .leading, spacing: 0) {
                label
                ProgressBar(fraction: fraction)
                currentValueLabel.foregroundStyle(.secondary)
            }
        case (.circular, let fraction?):
            HStack(spacing: 1) {
                ProgressPie(fraction: fraction)
                label
                currentValueLabel.foregroundStyle(.secondary)
            }
        case (_, nil):
            HStack(spacing: 1) {
                Text("…").foregroundStyle(.secondary)
                label
            }
        }
    }
}

/// How far a value is toward a total, from 0 to 1 (0 for a total that is not positive, or a value that is
/// not a number).
private func progressFraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
    guard let value else { return nil }
    let fraction = Double(value) / Double(total)
    guard total > 0, fraction.isFinite else { return 0 }
    return max(0, min(1, fraction))
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view.
    public init() {
        self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// A bar for a value out of a total (1 by default); a nil value is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total: total), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: EmptyView())
    }

    /// A bar for a value out of a total, with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: progressFraction(value, total: total), label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView {
    /// A bar for a value out of a total, with a label above it and the current value's label below.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: progressFraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: EmptyView())
    }

    /// An indeterminate progress view with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: EmptyView())
    }

    /// A bar for a value out of a total, with a title above it.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total: total), label: Text(titleKey), currentValueLabel: EmptyView())
    }

    /// A bar for a value out of a total, with a string title above it.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total: total), label: Text(title), currentValueLabel: EmptyView())
    }
}

/// The bar of a determinate `ProgressView`: one row, filled from the leading edge in eighths of a cell.
struct ProgressBar: View, PrimitiveView {
    /// How much is filled, from 0 to 1.
    let fraction: Double

    func makeNode(context: NodeContext) -> Node {
        let node = ProgressBarNode(context: context)
        node.update(self)
        return node
    }
}

/// The node of a progress bar.
@MainActor
final class ProgressBarNode: PrimitiveNode<ProgressBar> {
    private var fraction = 0.0

    /// The partial blocks, by eighths filled (index 1 is ▏, one eighth; index 7 is ▉).
    static let partialBlocks: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// The character of the part not yet filled, without colours.
    static let trackShade: Character = "░"

    override func update(_ view: ProgressBar) {
        fraction = view.fraction
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 20, height: 1)
    }

    /// How many cells are full and how many eighths of the next one are filled, in a bar of a width.
    static func cells(for fraction: Double, width: Int) -> (full: Int, eighths: Int) {
        let eighths = Int((max(0, min(1, fraction)) * Double(width * 8)).rounded())
        return (eighths / 8, eighths % 8)
    }

    override func draw(in canvas: inout CellCanvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        let usesColor = environment.usesColor
        let tint = environment.tint.resolve(in: environment).color
        // Every cell is a graphic, the track's blanks too: a selected row's highlight keeps the bar and its track.
        let style = usesColor
            ? CellStyle(foreground: tint, background: SurfaceColors(environment.colorScheme).progressTrack, attributes: .graphic)
            : CellStyle(attributes: .graphic)
        let (full, eighths) = Self.cells(for: fraction, width: frame.width)
        for column in 0..<frame.width {
            let character: Character
            if column < full {
                character = "█"
            } else if column == full, eighths > 0 {
                character = Self.partialBlocks[eighths]
            } else {
                character = usesColor ? " " : Self.trackShade
            }
            canvas.put(Glyph(character: character, width: 1), at: Point(x: frame.minX + column, y: frame.minY), style: style)
        }
    }
}
