import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Shapes drawn in cells (`stroke` as line characters, `fill` with colour and corner blocks, a circle in half
/// blocks) and `.clipShape`, which rounds the corners of its content.
@MainActor
struct ShapeTests {
    private func driver<V: View>(_ view: V, columns: Int = 20, rows: Int = 6) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: columns, rows: rows), showsKeyHints: false)
    }

    private func prefixes(_ screen: TestDriver, width: Int, rows: Int) -> [String] {
        (0..<rows).map { String(screen.lines[$0].prefix(width)) }
    }

    // MARK: clipShape

    @Test func clippingToARoundedRectangleDrawsRoundedCornersInTheContentsColour() {
        let screen = driver(
            Text("Card").padding(1).background(.blue).clipShape(.rect(cornerRadius: 1)),
            columns: 10, rows: 4)
        #expect(prefixes(screen, width: 6, rows: 3) == ["╭    ╮", " Card ", "╰    ╯"])
        let blue = terminalColor(.blue)
        // The corner's line is in the content's colour, over what was behind it (nothing).
        #expect(screen.style(atColumn: 0, row: 0).foreground == blue)
        #expect(screen.style(atColumn: 0, row: 0).background == nil)
        #expect(screen.style(atColumn: 5, row: 2).foreground == blue)
        // Inside, the content is as it was.
        #expect(screen.style(atColumn: 1, row: 0).background == blue)
        #expect(screen.style(atColumn: 0, row: 1).background == blue)
    }

    @Test func clippingOverABackgroundKeepsTheBackgroundOutsideTheCorners() {
        let screen = driver(
            Text("ab").padding(1).background(.blue).clipShape(RoundedRectangle(cornerRadius: 2)).padding(1).background(.red),
            columns: 10, rows: 6)
        #expect(screen.cell(atColumn: 1, row: 1).character == "╭")
        #expect(screen.style(atColumn: 1, row: 1).background == terminalColor(.red))
        #expect(screen.style(atColumn: 1, row: 1).foreground == terminalColor(.blue))
    }

    @Test func cornersWithoutABackgroundAreDrawnDim() {
        // A card: a picture above a caption, with a column of room at each side. The picture's corners are
        // in its colour; the caption's corners, where there is no colour, are dim lines.
        let screen = driver(
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(width: 4, height: 2)
                Text("ab")
            }
            .padding(.horizontal, 1)
            .clipShape(.rect(cornerRadius: 1)),
            columns: 10, rows: 4)
        #expect(prefixes(screen, width: 6, rows: 3) == ["╭    ╮", "      ", "╰ab  ╯"])
        #expect(screen.style(atColumn: 0, row: 0).attributes.contains(.dim))
        #expect(screen.style(atColumn: 0, row: 2).attributes.contains(.dim))
        #expect(screen.style(atColumn: 0, row: 2).foreground == nil)
    }

    @Test func aBorderClippedToARoundedRectangleGetsRoundedCorners() {
        let screen = driver(Text("hi").border(.secondary).clipShape(.rect(cornerRadius: 1)), columns: 10, rows: 4)
        #expect(prefixes(screen, width: 4, rows: 3) == ["╭──╮", "│hi│", "╰──╯"])
        #expect(screen.style(atColumn: 0, row: 0).attributes.contains(.dim))
    }

    @Test func aRadiusOfZeroOrARectangleOnlyClips() {
        for screen in [
            driver(Text("Card").padding(1).background(.blue).clipShape(.rect(cornerRadius: 0)), columns: 10, rows: 4),
            driver(Text("Card").padding(1).background(.blue).clipShape(Rectangle()), columns: 10, rows: 4),
        ] {
            #expect(prefixes(screen, width: 6, rows: 3) == ["      ", " Card ", "      "])
            #expect(screen.style(atColumn: 0, row: 0).background == terminalColor(.blue))
        }
    }

    @Test func aSingleRowClippedToACapsuleGetsHalfBlockEnds() {
        let screen = driver(Text("tag").padding(.horizontal, 1).background(.green).clipShape(.capsule), columns: 10, rows: 2)
        #expect(screen.lines[0].hasPrefix("▐tag▌"))
        #expect(screen.style(atColumn: 0, row: 0).foreground == terminalColor(.green))
        #expect(screen.style(atColumn: 0, row: 0).background == nil)
    }

    // MARK: Shapes as views

    @Test func strokedShapesAreBoxes() {
        let rounded = driver(RoundedRectangle(cornerRadius: 1).stroke(.secondary).frame(width: 6, height: 3))
        #expect(prefixes(rounded, width: 6, rows: 3) == ["╭────╮", "│    │", "╰────╯"])
        #expect(rounded.style(atColumn: 0, row: 0).attributes.contains(.dim))

        let square = driver(Rectangle().stroke(.red).frame(width: 4, height: 2))
        #expect(prefixes(square, width: 4, rows: 2) == ["┌──┐", "└──┘"])
        #expect(square.style(atColumn: 0, row: 0).foreground == terminalColor(.red))

        let sharp = driver(RoundedRectangle(cornerRadius: 0).strokeBorder(.red).frame(width: 4, height: 2))
        #expect(prefixes(sharp, width: 4, rows: 2) == ["┌──┐", "└──┘"])

        let pill = driver(Capsule().stroke(.red).frame(width: 5, height: 1))
        #expect(pill.lines[0].hasPrefix("(   )"))
    }

    @Test func filledShapesUseTheColourAndRoundTheirCornersWithBlocks() {
        let rectangle = driver(Rectangle().fill(.red).frame(width: 4, height: 2))
        #expect(rectangle.style(atColumn: 0, row: 0).background == terminalColor(.red))
        #expect(rectangle.style(atColumn: 3, row: 1).background == terminalColor(.red))
        #expect(rectangle.style(atColumn: 4, row: 1).background == nil)

        let rounded = driver(RoundedRectangle(cornerRadius: 1).fill(.red).frame(width: 4, height: 2))
        #expect(prefixes(rounded, width: 4, rows: 2) == ["▗  ▖", "▝  ▘"])
        #expect(rounded.style(atColumn: 0, row: 0).foreground == terminalColor(.red))
        #expect(rounded.style(atColumn: 0, row: 0).background == nil)
        #expect(rounded.style(atColumn: 1, row: 0).background == terminalColor(.red))

        let capsule = driver(Capsule().fill(.green).frame(width: 5, height: 1))
        #expect(capsule.lines[0].hasPrefix("▐   ▌"))
        #expect(capsule.style(atColumn: 2, row: 0).background == terminalColor(.green))
    }

    @Test func aShapeWithoutAStyleFillsWithTheForegroundStyle() {
        let plain = driver(Rectangle().frame(width: 3, height: 1))
        #expect(plain.lines[0].hasPrefix("███"))
        let styled = driver(Rectangle().frame(width: 3, height: 1).foregroundStyle(.orange))
        #expect(styled.style(atColumn: 0, row: 0).background == terminalColor(.orange))
    }

    @Test func aCircleIsDrawnWithHalfBlocks() {
        let filled = driver(Circle().fill(.yellow).frame(width: 4, height: 2))
        #expect(prefixes(filled, width: 4, rows: 2) == ["▄██▄", "▀██▀"])
        #expect(filled.style(atColumn: 1, row: 0).foreground == terminalColor(.yellow))

        let ring = driver(Circle().stroke(.yellow).frame(width: 6, height: 3))
        let rows = prefixes(ring, width: 6, rows: 3)
        // The middle of a ring is empty; its edges are not.
        #expect(rows[1].first != " ")
        #expect(rows[1].dropFirst(2).prefix(2) == "  ")
    }

    @Test func backgroundInAShapeFillsTheShapeBehindTheContent() {
        let screen = driver(Text("ok").padding(.horizontal, 1).padding(.vertical, 1).background(.blue, in: RoundedRectangle(cornerRadius: 1)), columns: 10, rows: 4)
        #expect(prefixes(screen, width: 4, rows: 3) == ["▗  ▖", " ok ", "▝  ▘"])
        #expect(screen.style(atColumn: 1, row: 1).background == terminalColor(.blue))
    }
}
