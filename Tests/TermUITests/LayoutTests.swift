import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Stacks, spacers, padding, frames, overlays, borders, dividers and layout priority, read off the screen.
@MainActor
struct LayoutTests {
    private func driver<V: View>(_ view: V, columns: Int = 80, rows: Int = 24) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: columns, rows: rows), showsKeyHints: false)
    }

    // MARK: Fixed size

    @Test func fixedSizeKeepsTextOnOneLineInAFrameTooNarrowForIt() {
        let wrapping = driver(VStack(alignment: .leading, spacing: 0) {
            Text("29. Nov.").frame(width: 6, alignment: .leading)
            Text("end")
        }, columns: 20, rows: 4)
        #expect(wrapping.lines[0].hasPrefix("29."))
        #expect(wrapping.lines[1].hasPrefix("Nov."), "without it the text wraps: \(wrapping.lines)")
        let fixed = driver(VStack(alignment: .leading, spacing: 0) {
            Text("29. Nov.").fixedSize().frame(width: 6, alignment: .leading)
            Text("end")
        }, columns: 20, rows: 4)
        #expect(fixed.lines[0].hasPrefix("29. Nov."), "one line, reaching past the frame: \(fixed.lines)")
        #expect(fixed.lines[1].hasPrefix("end"))
    }

    @Test func fixedSizeInOneDimensionLeavesTheOtherToTheProposal() {
        // Fixed vertically only: the text still wraps to the width it is offered.
        let screen = driver(VStack(alignment: .leading, spacing: 0) {
            Text("one two three").fixedSize(horizontal: false, vertical: true).frame(width: 8, alignment: .leading)
            Text("end")
        }, columns: 20, rows: 5)
        #expect(screen.lines[0].hasPrefix("one two"))
        #expect(screen.lines[1].hasPrefix("three"))
        #expect(screen.position(of: "end")?.row == 2)
    }

    // MARK: Stacks

    @Test func vStackCentresChildrenWithNoSpacingByDefault() {
        let screen = driver(VStack {
            Text("a")
            Text("bbbbb")
        })
        #expect(screen.position(of: "a")?.column == 2)
        #expect(screen.position(of: "a")?.row == 0)
        #expect(screen.position(of: "bbbbb")?.column == 0)
        #expect(screen.position(of: "bbbbb")?.row == 1)
    }

    @Test func vStackAlignmentAndSpacing() {
        let leading = driver(VStack(alignment: .leading) {
            Text("a")
            Text("bbbbb")
        })
        #expect(leading.position(of: "a")?.column == 0)

        let trailing = driver(VStack(alignment: .trailing, spacing: 2) {
            Text("a")
            Text("bbbbb")
        })
        #expect(trailing.position(of: "a")?.column == 4)
        #expect(trailing.position(of: "a")?.row == 0)
        #expect(trailing.row(containing: "bbbbb") == 3)
    }

    @Test func hStackPutsOneColumnBetweenChildrenByDefault() {
        let spaced = driver(HStack {
            Text("ab")
            Text("cd")
        })
        #expect(spaced.lines[0].hasPrefix("ab cd "))

        let tight = driver(HStack(spacing: 0) {
            Text("ab")
            Text("cd")
        })
        #expect(tight.lines[0].hasPrefix("abcd "))

        let wide = driver(HStack(spacing: 3) {
            Text("ab")
            Text("cd")
        })
        #expect(wide.lines[0].hasPrefix("ab   cd "))
    }

    @Test(arguments: [(VerticalAlignment.top, 0), (.center, 1), (.bottom, 2)])
    func hStackVerticalAlignment(alignment: VerticalAlignment, expectedRow: Int) {
        let screen = driver(HStack(alignment: alignment) {
            Text("a")
            Text("1\n2\n3")
        })
        #expect(screen.position(of: "a")?.row == expectedRow)
        #expect(screen.position(of: "a")?.column == 0)
        #expect(screen.position(of: "1")?.column == 2)
        #expect(screen.position(of: "3")?.row == 2)
    }

    @Test func zStackDrawsLaterChildrenInFrontAndAligns() {
        let centred = driver(ZStack {
            Text("hello")
            Text("X")
        })
        #expect(centred.lines[0].hasPrefix("heXlo "))

        let corner = driver(ZStack(alignment: .bottomTrailing) {
            Text("hello\nworld")
            Text("X")
        })
        #expect(corner.lines[0].hasPrefix("hello "))
        #expect(corner.lines[1].hasPrefix("worlX "))
    }

    @Test func zStackIsAsBigAsItsBiggestChild() {
        let screen = driver(ZStack {
            Text("wide one")
            Text("a\nb\nc")
        }.border(.primary))
        #expect(screen.lines[0].hasPrefix("┌────────┐ "))
        #expect(screen.lines[4].hasPrefix("└────────┘ "))
    }

    // MARK: Spacers

    @Test func spacerPushesTextToTheRightEdge() {
        let screen = driver(HStack {
            Text("Left")
            Spacer()
            Text("Right")
        }, columns: 80)
        #expect(screen.position(of: "Left")?.column == 0)
        #expect(screen.position(of: "Right")?.column == 75)
        #expect(screen.lines[0].hasSuffix("Right"))
    }

    @Test func textGetsTheRoomBeforeTheSpacer() {
        let long = "a long line of text that needs sixty-four of the eighty columns"
        #expect(long.count == 63)
        let before = driver(HStack {
            Spacer()
            Text(long)
        }, columns: 80)
        #expect(before.position(of: long)?.row == 0)
        #expect(before.position(of: long)?.column == 80 - long.count)

        let after = driver(HStack {
            Text(long)
            Spacer()
            Text("end")
        }, columns: 80)
        #expect(after.position(of: long)?.column == 0)
        #expect(after.position(of: "end")?.column == 77)
    }

    @Test func spacerInAVStackPushesDown() {
        let screen = driver(VStack {
            Text("top")
            Spacer()
            Text("bottom")
        }, columns: 20, rows: 10)
        #expect(screen.row(containing: "top") == 0)
        #expect(screen.row(containing: "bottom") == 9)
    }

    // MARK: Padding and frames

    @Test func defaultPaddingIsOneCellOnEveryEdge() {
        let red = terminalColor(.red)
        let screen = driver(Text("hi").padding().background(Color.red))
        #expect(screen.position(of: "hi")?.column == 1)
        #expect(screen.position(of: "hi")?.row == 1)
        // The padded area is 4 x 3 cells, all of it red.
        for row in 0..<3 {
            for column in 0..<4 {
                #expect(screen.style(atColumn: column, row: row).background == red, "cell \(column),\(row)")
            }
        }
        #expect(screen.style(atColumn: 4, row: 0).background == nil)
        #expect(screen.style(atColumn: 0, row: 3).background == nil)
    }

    @Test func paddingOnChosenEdges() {
        let screen = driver(VStack(alignment: .leading) {
            Text("x").padding(.leading, 3)
            Text("y").padding(.top, 2)
        })
        #expect(screen.position(of: "x")?.column == 3)
        #expect(screen.position(of: "y")?.column == 0)
        #expect(screen.position(of: "y")?.row == 3)
    }

    @Test func fixedFrameHasItsSizeAndCentresContent() {
        let screen = driver(HStack(spacing: 0) {
            Text("hi").frame(width: 10, height: 3).background(Color.red)
            Text("|")
        })
        #expect(screen.position(of: "hi")?.column == 4)
        #expect(screen.position(of: "hi")?.row == 1)
        #expect(screen.position(of: "|")?.column == 10)
        let red = terminalColor(.red)
        #expect(screen.style(atColumn: 0, row: 0).background == red)
        #expect(screen.style(atColumn: 9, row: 2).background == red)
        #expect(screen.style(atColumn: 10, row: 0).background == nil)
        #expect(screen.style(atColumn: 0, row: 3).background == nil)
    }

    @Test(arguments: [(Alignment.leading, 0, 1), (.trailing, 8, 1), (.topLeading, 0, 0), (.bottomTrailing, 8, 2)])
    func frameAlignment(alignment: Alignment, column: Int, row: Int) {
        let screen = driver(Text("hi").frame(width: 10, height: 3, alignment: alignment))
        #expect(screen.position(of: "hi")?.column == column)
        #expect(screen.position(of: "hi")?.row == row)
    }

    @Test func flexibleFrameWithInfiniteMaxWidthFillsTheRow() {
        let red = terminalColor(.red)
        let centred = driver(Text("hi").frame(maxWidth: .infinity).background(Color.red), columns: 80)
        #expect(centred.position(of: "hi")?.column == 39)
        #expect(centred.style(atColumn: 0, row: 0).background == red)
        #expect(centred.style(atColumn: 79, row: 0).background == red)
        #expect(centred.style(atColumn: 0, row: 1).background == nil)

        let leading = driver(Text("hi").frame(maxWidth: .infinity, alignment: .leading), columns: 80)
        #expect(leading.position(of: "hi")?.column == 0)
    }

    @Test func flexibleFrameClampsToItsLimits() {
        let screen = driver(HStack(spacing: 0) {
            Text("hi").frame(minWidth: 6, maxWidth: 8).background(Color.red)
            Text("|")
        })
        // Offered 80 columns, the frame takes its maximum of 8.
        #expect(screen.position(of: "|")?.column == 8)
        #expect(screen.style(atColumn: 7, row: 0).background == terminalColor(.red))
    }

    // MARK: Overlay, background, border

    @Test func overlayDrawsInFrontWithoutChangingTheSize() {
        let screen = driver(HStack {
            Text("Hello").overlay(alignment: .trailing) { Text("X") }
            Text("|")
        })
        #expect(screen.lines[0].hasPrefix("HellX | "))
    }

    @Test func backgroundColourShowsInCellStyles() {
        let blue = terminalColor(.blue)
        let screen = driver(HStack(spacing: 0) {
            Text("Hi").background(Color.blue)
            Text("there")
        })
        #expect(screen.lines[0].hasPrefix("Hithere"))
        #expect(screen.style(atColumn: 0, row: 0).background == blue)
        #expect(screen.style(atColumn: 1, row: 0).background == blue)
        #expect(screen.style(atColumn: 2, row: 0).background == nil)
    }

    @Test func backgroundViewSitsBehindTheContent() {
        let screen = driver(Text("ab").background { Text("zzzz") })
        // The background is offered the content's size (2 columns) and drawn first.
        #expect(screen.lines[0].hasPrefix("ab "))
        #expect(!screen.text.contains("z"))
    }

    @Test func borderDrawsABoxOneCellOnEachSide() {
        let screen = driver(VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Hi").border(.primary)
                Text("x")
            }
            Text("y")
        })
        #expect(screen.lines[0].hasPrefix("┌──┐  "))
        #expect(screen.lines[1].hasPrefix("│Hi│ x"))
        #expect(screen.lines[2].hasPrefix("└──┘  "))
        #expect(screen.position(of: "y")?.row == 3)
    }

    // MARK: Dividers

    @Test func dividerIsHorizontalInAVStack() {
        let screen = driver(VStack {
            Text("a")
            Divider()
            Text("b")
        }, columns: 30)
        #expect(screen.lines[1] == String(repeating: "─", count: 30))
        #expect(screen.row(containing: "b") == 2)
        #expect(screen.style(atColumn: 0, row: 1).attributes.contains(.dim))
    }

    @Test func dividerIsVerticalInAnHStack() {
        let screen = driver(HStack {
            Text("a")
            Divider()
            Text("b")
        }.frame(height: 3))
        for row in 0..<3 {
            #expect(screen.cell(atColumn: 2, row: row).character == "│", "row \(row)")
        }
        #expect(screen.position(of: "a")?.column == 0)
        #expect(screen.position(of: "b")?.column == 4)
        #expect(!screen.text.contains("─"))
    }

    // MARK: Layout priority

    @Test func layoutPriorityIsSizedFirst() {
        let lower = "abcdefghijklmnopqrst"
        let upper = "ABCDEFGHIJKLMNOPQRST"
        let shared = driver(HStack(alignment: .top) {
            Text(lower)
            Text(upper)
        }, columns: 30)
        // Without priorities the two share the row, so neither fits whole.
        #expect(shared.position(of: upper) == nil)
        #expect(shared.position(of: lower) == nil)

        let prioritised = driver(HStack(alignment: .top) {
            Text(lower)
            Text(upper).layoutPriority(1)
        }, columns: 30)
        #expect(prioritised.position(of: upper)?.row == 0)
        #expect(prioritised.position(of: upper)?.column == 10)
        #expect(prioritised.position(of: "abcdefghi")?.column == 0)
    }
}

/// Where the window puts its content.
@MainActor
struct WindowPlacementTests {
    @Test func contentSmallerThanTheWindowIsCentredAsInSwiftUI() {
        let screen = TestDriver(Text("centre"), size: TerminalSize(columns: 20, rows: 5), showsKeyHints: false)
        #expect(screen.position(of: "centre")?.column == 7)
        #expect(screen.position(of: "centre")?.row == 2)
    }
}
