import TermUIBase

/// A glyph with the style it is drawn in.
struct StyledGlyph: Equatable {
    var glyph: Glyph
    var style: CellStyle
}

/// Breaks styled text into lines for a width: wraps at spaces (a word longer than a line breaks anywhere),
/// keeps explicit line breaks, and ends text that does not fit in the allowed lines with "…".
struct TextLayout {
    /// The text split at its line breaks.
    let paragraphs: [[StyledGlyph]]
    /// The width of the widest paragraph, unwrapped.
    let idealWidth: Int

    init(paragraphs: [[StyledGlyph]]) {
        self.paragraphs = paragraphs
        idealWidth = paragraphs.map(Self.width).max() ?? 0
    }

    var isEmpty: Bool { paragraphs.allSatisfy(\.isEmpty) && paragraphs.count <= 1 }

    static func width(_ glyphs: some Collection<StyledGlyph>) -> Int {
        glyphs.reduce(0) { $0 + $1.glyph.width }
    }

    /// The lines for a width (nil: no wrapping) and a most number of lines (nil: no limit).
    func lines(width: Int?, maxLines: Int?, truncationMode: Text.TruncationMode) -> [[StyledGlyph]] {
        guard !isEmpty else { return [] }
        if paragraphs.count == 1, idealWidth <= (width ?? idealWidth) { return paragraphs }
        let limit = maxLines.map { max(1, $0) } ?? Int.max
        var lines: [[StyledGlyph]] = []
        for paragraph in paragraphs {
            let wrapped = width.map { Self.wrap(paragraph, width: max(1, $0)) } ?? [paragraph[...]]
            for line in wrapped {
                guard lines.count < limit else {
                    // Too many lines: the last one allowed ends with "…".
                    if let width { lines[limit - 1] = Self.truncate(lines[limit - 1], width: width, mode: truncationMode, forceEllipsis: true) }
                    return lines
                }
                if lines.count == limit - 1, let width {
                    // The last line allowed takes the rest of its paragraph, cut to fit.
                    let rest = Array(paragraph[line.startIndex...])
                    lines.append(Self.width(rest) > width ? Self.truncate(rest, width: width, mode: truncationMode, forceEllipsis: true) : rest)
                    if rest.count > line.count { return lines }
                } else {
                    lines.append(Array(line))
                }
            }
        }
        return lines
    }

    /// Greedy word wrap of one paragraph.
    static func wrap(_ glyphs: [StyledGlyph], width: Int) -> [ArraySlice<StyledGlyph>] {
        guard !glyphs.isEmpty else { return [glyphs[...]] }
        var lines: [ArraySlice<StyledGlyph>] = []
        var start = 0
        while start < glyphs.count {
            var end = start, used = 0, lastSpace: Int?
            while end < glyphs.count, used + glyphs[end].glyph.width <= width {
                if glyphs[end].glyph.isSpace { lastSpace = end }
                used += glyphs[end].glyph.width
                end += 1
            }
            if end == glyphs.count {
                lines.append(glyphs[start..<end])
                break
            }
            if glyphs[end].glyph.isSpace {
                lines.append(glyphs[start..<end])
            } else if let space = lastSpace, space > start {
                end = space
                lines.append(glyphs[start..<end])
            } else {
                if end == start { end = start + 1 }  // a glyph wider than the line still takes one line
                lines.append(glyphs[start..<end])
            }
            start = end
            while start < glyphs.count, glyphs[start].glyph.isSpace { start += 1 }
        }
        return lines
    }

    /// The glyphs of a line cut at its end, less a last word the cut left one character of, and the spaces
    /// before it: such a word ("Complete 10 a…", "All F…") says nothing, or something wrong ("1…" of "10"), so
    /// the cut goes before it. For a cut `Text` and an unfocused text field alike.
    static func droppingOneCharacterWord<Glyphs: RangeReplaceableCollection & BidirectionalCollection>(
        _ glyphs: Glyphs, isSpace: (Glyphs.Element) -> Bool
    ) -> Glyphs {
        var kept = glyphs
        guard kept.count >= 3, isSpace(kept[kept.index(kept.endIndex, offsetBy: -2)]) else { return kept }
        kept.removeLast()
        while let last = kept.last, isSpace(last) { kept.removeLast() }
        return kept
    }

    /// Cuts a line to a width with "…" where the mode says.
    static func truncate(
        _ line: [StyledGlyph], width: Int, mode: Text.TruncationMode, forceEllipsis: Bool
    ) -> [StyledGlyph] {
        guard width > 0 else { return [] }
        if !forceEllipsis && Self.width(line) <= width { return line }
        let ellipsisStyle = (mode == .head ? line.first : line.last)?.style ?? .plain
        let ellipsis = StyledGlyph(glyph: Glyph(character: "…", width: 1), style: ellipsisStyle)
        let room = width - 1
        func prefix(_ glyphs: some Sequence<StyledGlyph>, fitting room: Int) -> [StyledGlyph] {
            var result: [StyledGlyph] = [], used = 0
            for glyph in glyphs {
                if used + glyph.glyph.width > room { break }
                result.append(glyph)
                used += glyph.glyph.width
            }
            return result
        }
        switch mode {
        case .tail:
            var kept = prefix(line, fitting: room)
            while kept.last?.glyph.isSpace == true { kept.removeLast() }
            return droppingOneCharacterWord(kept) { $0.glyph.isSpace } + [ellipsis]
        case .head:
            return [ellipsis] + prefix(line.reversed(), fitting: room).reversed()
        case .middle:
            let front = prefix(line, fitting: (room + 1) / 2)
            let back = prefix(line.reversed(), fitting: room - Self.width(front))
            return front + [ellipsis] + back.reversed()
        }
    }
}
