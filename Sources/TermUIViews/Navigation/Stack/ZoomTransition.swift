import TermUIBase

/// How a pushed screen comes in, as SwiftUI's `NavigationTransition`: `.zoom(sourceID:in:)` grows it from the
/// view marked with `.matchedTransitionSource` to the full screen, and popping shrinks it back.
public struct NavigationTransition: Hashable {
    enum Kind: Hashable {
        case automatic
        case zoom(sourceID: AnyHashable, namespace: Namespace.ID)
    }

    let kind: Kind

    /// The stack's usual transition (immediate in a terminal).
    public static var automatic: NavigationTransition { NavigationTransition(kind: .automatic) }

    /// Grows the screen from a transition source.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition(kind: .zoom(sourceID: AnyHashable(sourceID), namespace: namespace))
    }
}

/// The screen's transition, set with `.navigationTransition`.
enum NavigationTransitionKey: ScreenPreferenceKey {
    typealias Value = NavigationTransition
}

extension View {
    /// Sets how this screen comes in when pushed and goes out when popped.
    public func navigationTransition(_ transition: NavigationTransition) -> some View {
        ScreenPreferenceView<Self, NavigationTransitionKey>(content: self, value: transition)
    }
}

/// A zoom between a screen and the card it stands for (`.navigationTransition(.zoom(sourceID:in:))` with
/// `.matchedTransitionSource(id:in:)`): on push the new screen grows from the card's rectangle to the content
/// area inside a rounded frame; on pop it shrinks back into the card. The navigation stack starts one, keeps
/// it while the animation runs and draws it with `draw(at:over:tint:in:)`.
@MainActor
struct ZoomTransition {
    /// The screen drawn under the zoom, as it was.
    let under: Node?
    /// The screen that grows (pushed) or shrinks (popped).
    let over: Node
    /// The card's place when the zoom started.
    let source: Rect
    /// Whether the screen grows out of the card (a push) rather than shrinking into it (a pop).
    let isInward: Bool

    /// The popped screen, kept in the graph until it has shrunk away.
    var leaving: Node? { isInward ? nil : over }

    /// The rectangle the zooming screen shows in at a point of the zoom: from the card to the content area.
    func rect(at progress: Double, over content: Rect) -> Rect {
        let amount = max(0, min(1, isInward ? progress : 1 - progress))
        func mix(_ from: Int, _ to: Int) -> Int { from + Int((Double(to - from) * amount).rounded()) }
        let minX = mix(source.minX, content.minX), minY = mix(source.minY, content.minY)
        let maxX = mix(source.maxX, content.maxX), maxY = mix(source.maxY, content.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Draws the zoom: the screen under as it was, and over it the zooming screen inside a rounded frame in
    /// the tint colour.
    func draw(at progress: Double, over content: Rect, tint: TerminalColor?, in canvas: inout CellCanvas) {
        under?.draw(in: &canvas)
        let rect = rect(at: progress, over: content)
        guard rect.width >= 2, rect.height >= 2 else { return }
        canvas.fill(rect, style: .plain)
        let inside = rect.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        canvas.withClip(inside) { canvas in
            over.draw(in: &canvas)
        }
        canvas.drawBox(rect, characters: .rounded, style: CellStyle(foreground: tint))
    }
}
