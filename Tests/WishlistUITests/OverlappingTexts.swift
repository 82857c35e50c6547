import Foundation
@testable import TermUITesting
@testable import TermUIViews

extension TestDriver {
    /// A text drawn now: its characters, its laid-out frame, the part of it shown inside what clips it (the
    /// lists and scroll views around it, the screen), whether a horizontal scroll view is among those, and the
    /// layer it is in (0 the screen, then each presentation over it).
    struct ShownText {
        let string: String
        let frame: Rect
        let clip: Rect
        let scrollsSideways: Bool
        let layer: Int

        var visible: Rect { frame.intersection(clip) }
    }

    /// Every text with characters shown now, layer by layer.
    func shownTexts() -> [ShownText] {
        let screen = Rect(x: 0, y: 0, width: terminal.size.columns, height: terminal.size.rows)
        var texts: [ShownText] = []
        func collect(_ node: Node, clip: Rect, scrollsSideways: Bool, layer: Int) {
            var clip = clip, scrollsSideways = scrollsSideways
            if node.clipsContent { clip = clip.intersection(node.frame) }
            if let scroller = node as? any ScrollingNode, scroller.scrollAxes.contains(.horizontal) { scrollsSideways = true }
            if let text = node as? TextNode, !text.string.allSatisfy(\.isWhitespace) {
                let shown = ShownText(string: text.string, frame: text.frame, clip: clip, scrollsSideways: scrollsSideways, layer: layer)
                if !shown.visible.isEmpty { texts.append(shown) }
            }
            node.forEachVisibleChild { child in
                if !child.isPresentationRoot { collect(child, clip: clip, scrollsSideways: scrollsSideways, layer: layer) }
            }
        }
        guard let root = renderer.graph.root else { return [] }
        for (layer, top) in ([root] + renderer.graph.presentedNodes).enumerated() {
            collect(top, clip: screen, scrollsSideways: false, layer: layer)
        }
        return texts
    }

    /// Pairs of texts drawn into the same cells of one layer (the screen, or one presentation over it): the
    /// visible part of each text's laid-out frame, inside the scroll views and lists that clip it, meets
    /// another's. A sheet or menu covering the screen is its own layer and is not compared with the screen.
    func overlappingTexts() -> [(String, String)] {
        let texts = shownTexts()
        var pairs: [(String, String)] = []
        for (index, first) in texts.enumerated() {
            for second in texts[(index + 1)...] where second.layer == first.layer && !first.visible.intersection(second.visible).isEmpty {
                pairs.append((first.string, second.string))
            }
        }
        return pairs
    }

    /// Texts cut at the edge of what clips them (a list, a vertical scroll view, the screen) instead of
    /// shortened with "…": the frame reaches past the clip sideways on a row that is shown. (What a horizontal
    /// scroll view cuts at its edge, the next card of a row, is scrolled to, not cut.)
    func clippedTexts() -> [String] {
        shownTexts().filter { text in
            !text.scrollsSideways && (text.frame.minX < text.clip.minX || text.frame.maxX > text.clip.maxX)
        }.map(\.string)
    }
}
