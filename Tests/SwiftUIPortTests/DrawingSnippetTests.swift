import Testing
import TermUI
import TermUITesting

/// The drawing snippets (a custom `Shape`, `Path`, `Canvas`) draw with blocks and braille.
@MainActor
struct DrawingSnippetTests {
    private func brailleCount(_ text: String) -> Int {
        text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    }

    @Test func theSparklineDrawsItsLineAndLabel() {
        let screen = TestDriver(Sparkline(values: [1, 4, 2, 8, 5]), size: TerminalSize(columns: 30, rows: 8))
        #expect(screen.text.contains("max 8"))
        #expect(brailleCount(screen.text) >= 20)
    }

    @Test func theCardFillsItsWedgeAndStrokesItsCurve() {
        let screen = TestDriver(DrawingCard(), size: TerminalSize(columns: 30, rows: 8))
        #expect(screen.text.contains("█"))
        #expect(brailleCount(screen.text) >= 10)
    }
}

/// The drawing rows of the API table.
extension DrawingSnippetTests {
    @Test func aMaskShowsTheContentOnlyWhereTheMaskDraws() {
        let screen = snippetDriver(MaskedTitleSnippet(), columns: 20, rows: 2)
        #expect(screen.lines[0].hasPrefix("Kyōto··········"), "cells outside the mask show what is behind: \(screen.text)")
    }

    @Test func aMaskOfTextShowsTheContentWhereItsCharactersAre() {
        let view = Color.red.frame(width: 6, height: 1).mask { Text("ab  cd") }
        let screen = snippetDriver(view, columns: 10, rows: 2)
        let filled = (0..<6).map { screen.style(atColumn: $0, row: 0).background != nil }
        #expect(filled == [true, true, false, false, true, true], "\(filled)")
    }
}

/// The shape rows of the API table: each drawn alone, where its cells can be told.
extension DrawingSnippetTests {
    private func isBraille(_ screen: TestDriver, _ column: Int, _ row: Int) -> Bool {
        Array(screen.lines[row])[column].unicodeScalars.allSatisfy { (0x2801...0x28FF).contains($0.value) }
    }

    private func line(width: CGFloat) -> Path {
        Path { path in
            path.move(to: CGPoint(x: 0, y: 0.5))
            path.addLine(to: CGPoint(x: width, y: 0.5))
        }
    }

    @Test func theShapesSnippetDrawsEachOfItsShapes() {
        let screen = snippetDriver(TripShapesSnippet(), columns: 30, rows: 12)
        #expect(brailleCount(screen.text) >= 15, "\(screen.text)")
        #expect(screen.lines[4].hasPrefix("╭────────╮"), "the tab's top corners are round: \(screen.text)")
        #expect(screen.lines[6].hasPrefix("└────────┘"), "its bottom ones square: \(screen.text)")
        #expect(screen.lines[9].hasPrefix(" ╰────────╯"), "the frame is a cell in: \(screen.text)")
        #expect(Array(screen.lines[8])[8] == "█" && Array(screen.lines[8])[5] == "─", "the marker moved 3 right: \(screen.text)")
    }

    @Test func aDashPatternLeavesGapsAlongTheLine() {
        let dashed = snippetDriver(line(width: 12).stroke(style: StrokeStyle(dash: [3, 3])).frame(width: 12, height: 1), columns: 14, rows: 1)
        let solid = snippetDriver(line(width: 12).stroke(style: StrokeStyle(lineWidth: 2)).frame(width: 12, height: 1), columns: 14, rows: 1)
        #expect([0, 1, 6, 7, 8].allSatisfy { isBraille(dashed, $0, 0) }, "\(dashed.text)")
        #expect(Array(dashed.lines[0])[4] == " " && Array(dashed.lines[0])[5] == " ", "a gap of three cells: \(dashed.text)")
        #expect((0..<12).allSatisfy { isBraille(solid, $0, 0) }, "without dashes the line is whole: \(solid.text)")
    }

    @Test func aDashedRectangleIsDrawnInBrailleWithGaps() {
        let screen = snippetDriver(Rectangle().stroke(Color.blue, style: StrokeStyle(dash: [2, 2])).frame(width: 12, height: 4),
                                   columns: 14, rows: 4)
        #expect(!screen.text.contains("┌"), "\(screen.text)")
        let top = (0..<12).map { isBraille(screen, $0, 0) }
        #expect(top.contains(true) && top.contains(false), "\(screen.text)")
    }

    @Test func aTrimmedShapeDrawsOnlyItsPartOfTheOutline() {
        let screen = snippetDriver(Rectangle().trim(from: 0, to: 0.25).stroke().frame(width: 10, height: 4), columns: 12, rows: 4)
        // A quarter of the 28 cells round: 7 cells of the top edge, from the top leading corner.
        #expect((0..<7).allSatisfy { isBraille(screen, $0, 0) }, "\(screen.text)")
        #expect(Array(screen.lines[0])[9] == " ", "\(screen.text)")
        #expect(screen.lines[1...3].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(screen.text)")
        let half = line(width: 12).trimmedPath(from: 0.5, to: 1)
        #expect(half.boundingRect == CGRect(x: 6, y: 0.5, width: 6, height: 0))
    }

    @Test func anInsetShapeIsDrawnCellsInFromItsFrame() {
        let screen = snippetDriver(Rectangle().inset(by: 1).stroke().frame(width: 6, height: 4), columns: 8, rows: 4)
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces).isEmpty, "\(screen.text)")
        #expect(screen.lines[1].hasPrefix(" ┌──┐"), "\(screen.text)")
        #expect(screen.lines[2].hasPrefix(" └──┘"), "\(screen.text)")
        #expect(Circle().inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 8, height: 8)).boundingRect == CGRect(x: 2, y: 2, width: 4, height: 4))
    }

    @Test func anUnevenRoundedRectangleRoundsOnlyItsCornersWithARadius() {
        let stroked = snippetDriver(UnevenRoundedRectangle(bottomTrailingRadius: 2).stroke().frame(width: 5, height: 3), columns: 6, rows: 3)
        #expect(stroked.lines == ["┌───┐ ", "│   │ ", "└───╯ "], "\(stroked.text)")
        let filled = snippetDriver(UnevenRoundedRectangle(topLeadingRadius: 1).fill(Color.blue).frame(width: 4, height: 2), columns: 5, rows: 2)
        #expect(filled.lines[0].hasPrefix("▗"), "\(filled.text)")
        #expect(filled.style(atColumn: 3, row: 0).background != nil, "the other corners are square and filled")
    }

    @Test func anOffsetShapeIsDrawnMovedWithItsBoxCharacters() {
        let screen = snippetDriver(Rectangle().offset(x: 2, y: 1).stroke().frame(width: 4, height: 2), columns: 8, rows: 4)
        #expect(screen.lines[1].hasPrefix("  ┌──┐"), "\(screen.text)")
        #expect(screen.lines[2].hasPrefix("  └──┘"), "\(screen.text)")
    }

    @Test func aTransformedShapeMovesItsPath() {
        let moved = snippetDriver(line(width: 4).transform(CGAffineTransform(translationX: 6, y: 0)).stroke().frame(width: 12, height: 1),
                                  columns: 12, rows: 1)
        #expect(!isBraille(moved, 0, 0) && !isBraille(moved, 5, 0), "\(moved.text)")
        #expect(isBraille(moved, 6, 0) && isBraille(moved, 9, 0), "\(moved.text)")
    }

    @Test func anAffineTransformComposesAndInvertsAsCoreGraphicsDoes() {
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(turn.translatedBy(x: 2, y: 0))
        #expect(abs(point.x) < 1e-9 && abs(point.y - 3) < 1e-9, "moved, then turned: \(point)")
        let scaled = CGAffineTransform(scaleX: 2, y: 4).concatenating(CGAffineTransform(translationX: 1, y: 1))
        #expect(CGPoint(x: 3, y: 1).applying(scaled) == CGPoint(x: 7, y: 5))
        let back = CGPoint(x: 7, y: 5).applying(scaled.inverted())
        #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 1) < 1e-9)
        #expect(CGAffineTransform.identity.isIdentity && !scaled.isIdentity)
    }
}

/// The effect rows of the API table.
extension DrawingSnippetTests {
    /// A picture of two columns, red then blue.
    private var stripe: Image {
        // Two pixels across, two down: each column one colour.
        Image(bitmap: Bitmap(width: 2, height: 2, pixels: [255, 0, 0, 0, 0, 255, 255, 0, 0, 0, 0, 255])
            ?? Bitmap(width: 1, height: 1, pixels: [0, 0, 0])!)
    }

    @Test func visualAndTransformEffectsMoveWhatIsDrawnByWholeCells() {
        let screen = snippetDriver(CardEffectsSnippet(stripe: stripe), columns: 20, rows: 7)
        #expect(screen.lines[0].hasPrefix("Kyōto"), "\(screen.text)")
        #expect(screen.lines[1].hasPrefix(" Nara"), "moved by its row: \(screen.text)")
        #expect(screen.lines[2].hasPrefix("  Uji"), "\(screen.text)")
        #expect(screen.lines[3].hasPrefix("    NEW"), "\(screen.text)")
        #expect(screen.lines[4].hasPrefix("  PAID"), "\(screen.text)")
    }

    @Test func anImagePaintRepeatsThePictureAcrossTheFill() {
        let screen = snippetDriver(CardEffectsSnippet(stripe: stripe), columns: 20, rows: 7)
        let colors = (0..<4).map { screen.style(atColumn: $0, row: 5).background }
        #expect(colors[0] != nil && colors[0] != colors[1], "\(colors)")
        #expect(colors[0] == colors[2] && colors[1] == colors[3], "repeated every two cells: \(colors)")
    }

    @Test func aVisualEffectsOpacityHidesTheViewAndItsColourEffectsChangeIt() {
        let hidden = snippetDriver(Text("Gone").visualEffect { content, _ in content.opacity(0) }, columns: 10, rows: 1)
        #expect(!hidden.text.contains("Gone"))
        let plain = snippetDriver(Color.red.frame(width: 2, height: 1), columns: 4, rows: 1)
        let darker = snippetDriver(Color.red.frame(width: 2, height: 1).visualEffect { content, _ in content.brightness(-0.5) }, columns: 4, rows: 1)
        #expect(plain.style(atColumn: 0, row: 0).background != darker.style(atColumn: 0, row: 0).background)
    }
}
