import TermUIBase

/// Why content is shown redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Reasons by their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content standing in for what is loading.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content, hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// The frames of the unredacted views inside a redacted one, gathered as they draw, which the redacted view's
/// dimming then leaves as they are. Written only while its redacted view draws.
final class RedactionExemptions {
    var frames: [Rect] = []
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

private struct RedactionExemptionsKey: EnvironmentKey {
    static var defaultValue: RedactionExemptions? { nil }
}

extension EnvironmentValues {
    /// Why the views here are shown redacted, as in SwiftUI: the reasons of the `.redacted(reason:)` views
    /// around, none inside `.unredacted()`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Where the unredacted views inside the nearest redacted one note their frames.
    var redactionExemptions: RedactionExemptions? {
        get { self[RedactionExemptionsKey.self] }
        set { self[RedactionExemptionsKey.self] = newValue }
    }
}

/// Content shown redacted, as `.redacted(reason:)` makes; or shown as it is in redacted content, as
/// `.unredacted()` makes (no reasons).
struct RedactionView<Content: View>: ContentModifierView, PrimitiveView {
    let content: Content
    let reasons: RedactionReasons
    let isUnredacted: Bool

    func makeNode(context: NodeContext) -> Node {
        let node = RedactionNode<Content>(context: context)
        node.update(self)
        return node
    }
}

/// The node of redacted or unredacted content. Redacted, it dims the cells of its frame after the content has
/// drawn, except those of the unredacted views inside; unredacted, it notes its frame for the redacted view
/// around as it draws.
@MainActor
final class RedactionNode<Content: View>: ContentModifierNode<RedactionView<Content>> {
    private var reasons: RedactionReasons = []
    private var isUnredacted = false
    private let exemptions = RedactionExemptions()
    private var derivedEnvironment = DerivedEnvironment()

    override func configure(with view: RedactionView<Content>) {
        if reasons != view.reasons || isUnredacted != view.isUnredacted { invalidate(.drawing) }
        reasons = view.reasons
        isUnredacted = view.isUnredacted
    }

    override func environmentForContent() -> EnvironmentValues? {
        derivedEnvironment.values(from: environment, key: isUnredacted ? nil : reasons.rawValue) { [self] values in
            if isUnredacted {
                values.redactionReasons = []
                values.redactionExemptions = nil
            } else {
                values.redactionReasons.formUnion(reasons)
                values.redactionExemptions = exemptions
            }
        }
    }

    override func draw(in canvas: inout CellCanvas) {
        if isUnredacted {
            environment.redactionExemptions?.frames.append(frame)
            content?.draw(in: &canvas)
            return
        }
        exemptions.frames.removeAll(keepingCapacity: true)
        content?.draw(in: &canvas)
        guard !reasons.isEmpty else { return }
        dim(frame, except: exemptions.frames, in: &canvas)
    }

    /// Dims the cells of `rect` outside `exempt`, a row at a time in runs between the exempt frames.
    private func dim(_ rect: Rect, except exempt: [Rect], in canvas: inout CellCanvas) {
        guard !exempt.isEmpty else {
            canvas.restyle(rect) { $0.attributes.insert(.dim) }
            return
        }
        for y in rect.minY..<rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                let row = exempt.filter { $0.minY <= y && y < $0.maxY && $0.maxX > x }
                if let covering = row.first(where: { $0.minX <= x }) {
                    x = covering.maxX
                    continue
                }
                let end = min(rect.maxX, row.map(\.minX).min() ?? rect.maxX)
                canvas.restyle(Rect(x: x, y: y, width: end - x, height: 1)) { $0.attributes.insert(.dim) }
                x = end
            }
        }
    }
}

extension View {
    /// Shows the content redacted for a reason, as in SwiftUI: in a terminal, dimmed (its text stays, as a
    /// cell cannot be a grey bar and keep its width), except what is inside `.unredacted()`; no reasons shows
    /// it as it is. The reasons, with those of redacted views around, reach `\.redactionReasons` inside.
    public func redacted(reason: RedactionReasons) -> some View {
        RedactionView(content: self, reasons: reason, isUnredacted: false)
    }

    /// Shows the content as it is inside redacted content, as in SwiftUI: it is not dimmed, and
    /// `\.redactionReasons` is empty inside.
    public func unredacted() -> some View {
        RedactionView(content: self, reasons: [], isUnredacted: true)
    }

    /// Marks the content as private, as in SwiftUI (redacted where the system hides private data); a
    /// terminal has no such state, so it is shown as it is.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// Digits that all take the same width, as in SwiftUI; in a terminal every digit takes one cell already.
    public func monospacedDigit() -> some View { self }
}
