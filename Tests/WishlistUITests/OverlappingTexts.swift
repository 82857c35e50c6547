import Foundation
@testable import TermUI

extension TestDriver {
    /// Pairs of texts drawn into the same cells of one layer (the screen, or one presentation over it): the
    /// visible part of each text's laid-out frame, inside the scroll views and lists that clip it, meets
    /// another's. A sheet or menu covering the screen is its own layer and is not compared with the screen.
    func overlappingTexts() -> [(String, String)] {
        let screen = Rect(x: 0, y: 0, width: terminal.size.columns, height: terminal.size.rows)
        var layers: [[(text: String, rect: Rect)]] = []
        func collect(_ node: Node, clip: Rect, layer: Int) {
            var clip = clip
            if node.clipsContent { clip = clip.intersection(node.frame) }
            if let text = node as? TextNode {
                let visible = text.frame.intersection(clip)
                let string = text.string
                if !visible.isEmpty, !string.allSatisfy(\.isWhitespace) { layers[layer].append((string, visible)) }
            }
            node.forEachVisibleChild { child in
                guard !child.isPresentationRoot else { return }
                collect(child, clip: clip, layer: layer)
            }
        }
        guard let root = renderer.graph.root else { return [] }
        for top in [root] + renderer.graph.presentedNodes {
            layers.append([])
            collect(top, clip: screen, layer: layers.count - 1)
        }
        var pairs: [(String, String)] = []
        for texts in layers {
            for (index, first) in texts.enumerated() {
                for second in texts[(index + 1)...] where !first.rect.intersection(second.rect).isEmpty {
                    pairs.append((first.text, second.text))
                }
            }
        }
        return pairs
    }

    /// Texts cut at the edge of what clips them (a list, a vertical scroll view, the screen) instead of
    /// shortened with "…": the frame reaches past the clip sideways on a row that is shown. (What a horizontal
    /// scroll view cuts at its edge, the next card of a row, is scrolled to, not cut.)
    func clippedTexts() -> [String] {
        let screen = Rect(x: 0, y: 0, width: terminal.size.columns, height: terminal.size.rows)
        var clipped: [String] = []
        func collect(_ node: Node, clip: Rect, scrollsSideways: Bool) {
            var clip = clip, scrollsSideways = scrollsSideways
            if node.clipsContent { clip = clip.intersection(node.frame) }
            if let scroller = node as? any ScrollingNode, scroller.scrollAxes.contains(.horizontal) { scrollsSideways = true }
            if let text = node as? TextNode, !scrollsSideways, !text.string.allSatisfy(\.isWhitespace) {
                let visible = text.frame.intersection(clip)
                if !visible.isEmpty, text.frame.minX < clip.minX || text.frame.maxX > clip.maxX { clipped.append(text.string) }
            }
            node.forEachVisibleChild { child in
                if !child.isPresentationRoot { collect(child, clip: clip, scrollsSideways: scrollsSideways) }
            }
        }
        guard let root = renderer.graph.root else { return [] }
        for top in [root] + renderer.graph.presentedNodes { collect(top, clip: screen, scrollsSideways: false) }
        return clipped
    }
}
