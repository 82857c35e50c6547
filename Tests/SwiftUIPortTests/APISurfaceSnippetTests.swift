import Foundation
import Observation
import Testing
import TermUI
import TermUITesting

@Observable @MainActor
private final class NoteToggle {
    var isShown = false
}

private struct GrowingNoteHost: View {
    let toggle: NoteToggle

    var body: some View {
        GrowingNoteSnippet(isShown: toggle.isShown)
    }
}

/// The declarations that shortened the API table's missing rows do what their doc comments say.
@MainActor
struct APISurfaceSnippetTests {
    private func driver<V: View>(_ view: V, columns: Int = 30, rows: Int = 8) -> TestDriver {
        TestDriver(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                   size: TerminalSize(columns: columns, rows: rows), showsKeyHints: false)
    }

    private func attributes(of string: String, in screen: TestDriver) -> TextAttributes {
        guard let position = screen.position(of: string) else {
            Issue.record("\(string) is not on the screen:\n\(screen.text)")
            return []
        }
        return screen.style(atColumn: position.column, row: position.row).attributes
    }

    @Test func boldAndItalicOnAViewReachTheTextInsideKeepingItsFont() {
        let screen = driver(ReceiptSnippet())
        #expect(attributes(of: "Receipt", in: screen).isSuperset(of: [.bold, .italic]))
        // A caption made bold is a bold caption (semibold and heavier are never dim).
        #expect(attributes(of: "Fine print", in: screen).contains(.bold))
        // A text's own weight wins over the view's.
        #expect(!attributes(of: "Regular", in: screen).contains(.bold))
        #expect(attributes(of: "Regular", in: screen).contains(.italic))
    }

    @Test func textCaseShowsTheTextInCapitalsByTheLocalesRules() {
        let screen = driver(ShoutingHeaderSnippet())
        #expect(screen.text.contains("STRASSE"))
        #expect(screen.text.contains("KYŌTO"))
        #expect(attributes(of: "KYŌTO", in: screen).contains(.underline))
        #expect(!attributes(of: "KYŌTO", in: screen).contains(.strikethrough))
    }

    @Test func aStyleAtAnOpacityBelowOneHalfIsDim() {
        let screen = driver(FadedStylesSnippet())
        #expect(attributes(of: "Faint", in: screen).contains(.dim))
        #expect(attributes(of: "Half", in: screen).contains(.dim))
        #expect(!attributes(of: "Tinted", in: screen).contains(.dim))
        guard let tinted = screen.position(of: "Tinted") else { return }
        #expect(screen.style(atColumn: tinted.column, row: tinted.row).foreground != nil)
    }

    @Test func theBackgroundStyleIsWhatBackgroundPaints() {
        let screen = driver(BackgroundStyleSnippet())
        for word in ["Card", "Boxed"] {
            guard let position = screen.position(of: word) else {
                Issue.record("no \(word)")
                continue
            }
            // The middle of the word (a rounded shape's end cells show what is behind them).
            #expect(screen.style(atColumn: position.column + 2, row: position.row).background != nil, "\(word)")
        }
        // Without a background style, `.background()` is the terminal's own: no colour.
        let plain = driver(Text("Card").background())
        #expect(plain.style(atColumn: 0, row: 0).background == nil)
    }

    @Test func positionPutsTheViewsCentreAtThePoint() {
        let screen = driver(PinboardSnippet())
        // "pin" is three cells wide: its centre, at column 10, is its second letter.
        #expect(screen.position(of: "pin").map { [$0.column, $0.row] } == [9, 3])
        #expect(screen.position(of: "far").map { [$0.column, $0.row] } == [2, 1])
    }

    @Test func clippedCutsWhatIsDrawnOutsideTheFrameAndHiddenKeepsItsPlace() {
        let screen = driver(ClippedSnippet())
        let row = screen.lines[0]
        #expect(row.hasPrefix("   abc|"), "\(row)")
        #expect(!row.contains("def"))
        #expect(!row.contains("gone"))
        // The hidden text keeps its four cells between the bars.
        #expect(row.hasPrefix("   abc|    |"), "\(row)")
    }

    @Test func anAnimationTimelineWakesAtTheTickOrItsIntervalAndNotWhilePaused() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let dates = Array(AnimationTimelineSchedule().entries(from: start, mode: .normal).prefix(3))
        // In milliseconds: a date holds its seconds from 2001 in a Double, which 1/60 s after 1000 s is not exact.
        func milliseconds(_ dates: [Date]) -> [Int] { dates.map { Int(($0.timeIntervalSince(start) * 1000).rounded()) } }
        #expect(milliseconds(dates) == [0, 17, 33])
        let slow = Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(2))
        #expect(milliseconds(slow) == [0, 500])
        let paused = Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal).prefix(3))
        #expect(paused == [start])
    }

    @Test func aSpinnerOnTheAnimationTimelineTurns() {
        let screen = TestDriver(SpinnerSnippet(), size: TerminalSize(columns: 10, rows: 3), showsKeyHints: false,
                                date: Date(timeIntervalSinceReferenceDate: 0))
        let first = screen.text
        screen.advance(by: 0.25)
        #expect(screen.text != first)
    }

    @Test func aTypeSizeRangeKeepsTheEnvironmentsSizeWithinIt() {
        let screen = driver(TypeSizeSnippet())
        #expect(screen.lines[0].contains("standard"))
        #expect(screen.lines[1].contains("accessibility"))
    }

    @Test func aScaleTransitionGrowsFromItsAnchor() {
        let toggle = NoteToggle()
        let screen = driver(GrowingNoteHost(toggle: toggle))
        withAnimation(.linear(duration: 1)) { toggle.isShown = true }
        screen.update()
        screen.advance(by: 0.5)
        // Half grown from the top leading corner: the first half of the first line, nothing of its end.
        #expect(screen.lines[0].hasPrefix("ABCDE"), "\(screen.lines[0])")
        #expect(!screen.lines[0].contains("J"))
        #expect(!screen.lines[1].contains("K"))
        screen.advance(by: 0.6)
        #expect(screen.lines[0].hasPrefix("ABCDEFGHIJ"))
        #expect(screen.lines[1].hasPrefix("KLMNOPQRST"))
    }

    @Test func theImageModifiersKeepTheSymbol() {
        let screen = driver(PosterSnippet())
        #expect(screen.text.contains("★"))
    }
}

extension APISurfaceSnippetTests {
    @Test func forEachMakesRowsOfAGridAndCellsOfARow() {
        let screen = TestDriver(FareGridSnippet().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                                size: TerminalSize(columns: 40, rows: 8), showsKeyHints: false)
        // The headings are cells of one row, each fare a row, and the columns line up.
        #expect(screen.lines[0].hasPrefix("Station  Fare"), "\(screen.text)")
        #expect(screen.lines[1].hasPrefix("Kyōto    ¥ 13,320"), "\(screen.text)")
        #expect(screen.lines[3].hasPrefix("Nara     ¥ 15,200"), "\(screen.text)")
        #expect(screen.lines[4].hasPrefix("Kōbe     —"), "\(screen.text)")
    }
}

extension APISurfaceSnippetTests {
    @Test func aContainerRelativeShapeTakesTheShapeItsContainerSet() {
        let screen = TestDriver(BadgeCardSnippet().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                                size: TerminalSize(columns: 20, rows: 8), showsKeyHints: false)
        #expect(screen.lines[0].hasPrefix("╭──────╮"), "\(screen.text)")
        // Without a container shape, a rectangle.
        #expect(screen.lines[3].hasPrefix("┌──────┐"), "\(screen.text)")
    }

    @Test func aSearchWithTokensSearchesItsTextAndTheTitleMenuOpensWithM() {
        let screen = TestDriver(StationSearchSnippet(), size: TerminalSize(columns: 40, rows: 12))
        screen.press(.character("/"))
        screen.type("nar")
        #expect(screen.text.contains("Nara"))
        #expect(!screen.text.contains("Ōsaka"))
        screen.press(.return)
        screen.press(.character("m"))
        #expect(screen.text.contains("Rename"), "\(screen.text)")
        screen.press(.return)
        #expect(screen.text.contains("Renamed"), "\(screen.text)")
    }
}

extension APISurfaceSnippetTests {
    @Test func aGroupBoxFramesItsLabelAndContentAndShapesOfYourOwnDraw() {
        let screen = TestDriver(TicketSnippet().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                                size: TerminalSize(columns: 30, rows: 16), showsKeyHints: false)
        #expect(screen.lines[0].hasPrefix("╭"), "\(screen.text)")
        #expect(screen.lines[1].hasPrefix("│Ticket"), "\(screen.text)")
        #expect(attributes(of: "Ticket", in: screen).contains(.bold))
        #expect(screen.lines[2].hasPrefix("│Kyōto → Nara"), "\(screen.text)")
        // The ellipse in braille dots, the erased rounded rectangle in box corners.
        #expect(screen.lines[4].unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "\(screen.text)")
        #expect(screen.text.contains("╭────╮"), "\(screen.text)")
    }

    @Test func aCoverAndAPopoverAreShownAsSheets() {
        let screen = TestDriver(TicketSnippet(), size: TerminalSize(columns: 40, rows: 16))
        // Focus starts on the first button, Cover.
        screen.press(.return)
        #expect(screen.text.contains("Full ticket"), "\(screen.text)")
        screen.press(.escape)
        #expect(!screen.text.contains("Full ticket"))
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.text.contains("Seat 12A"), "\(screen.text)")
    }
}

/// The animation and data rows of the API table: an offset transition, `equatable()`.
extension APISurfaceSnippetTests {
    @Test func anOffsetTransitionComesInFromThatFarAway() {
        let screen = driver(ArrivingNoteSnippet())
        screen.press(.return)
        screen.advance(by: 0.5)
        #expect(screen.position(of: "Arrived")?.column == 5, "half way: \(screen.text)")
        screen.advance(by: 0.6)
        #expect(screen.position(of: "Arrived")?.column == 0, "\(screen.text)")
    }

    @Test func anEquatableViewIsNotBuiltAgainWhileItsValueIsEqual() {
        let count = BodyCount()
        let screen = driver(CountedFares(count: count, isEquatable: true))
        // The first press focuses the button, which changes the environment, and that evaluates any body.
        screen.press(.return)
        let settled = count.value
        screen.press(.return)
        screen.press(.return)
        #expect(screen.text.contains("Chosen 3"), "\(screen.text)")
        #expect(count.value == settled, "the label's body was not evaluated again")
        let plainCount = BodyCount()
        let plain = driver(CountedFares(count: plainCount, isEquatable: false))
        plain.press(.return)
        let plainSettled = plainCount.value
        plain.press(.return)
        #expect(plainCount.value > plainSettled, "without equatable() its new action builds it again")
    }
}

/// How often a body was evaluated.
@MainActor
private final class BodyCount {
    var value = 0
}

/// A fare label that counts its bodies.
private struct CountedFare: View, Equatable {
    let count: BodyCount
    let onChoose: () -> Void

    nonisolated static func == (lhs: CountedFare, rhs: CountedFare) -> Bool { lhs.count === rhs.count }

    var body: some View {
        count.value += 1
        return Button("Choose", action: onChoose)
    }
}

/// The fare label, compared by `==` or not, and a count of the choices its action made.
private struct CountedFares: View {
    let count: BodyCount
    let isEquatable: Bool
    @State private var chosen = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Chosen \(chosen)")
            if isEquatable {
                CountedFare(count: count) { chosen += 1 }.equatable()
            } else {
                CountedFare(count: count) { chosen += 1 }
            }
        }
    }
}

extension APISurfaceSnippetTests {
    @Test func aMatchedGeometryFollowerStandsOnItsSourceAndAnInsertedSourceMovesFromTheOldOne() {
        let screen = driver(MatchedTabsSnippet())
        let trips = screen.position(of: "Trips"), budget = screen.position(of: "Budget")
        let markerBefore = screen.position(of: "^")?.column ?? -1
        let starBefore = screen.position(of: "★")?.column ?? -1
        screen.press(.tab)
        screen.press(.return)
        screen.advance(by: 0.5)
        let starHalfway = screen.position(of: "★")?.column ?? -1
        screen.advance(by: 0.6)
        let markerAfter = screen.position(of: "^")?.column ?? -1
        let starAfter = screen.position(of: "★")?.column ?? -1
        #expect(markerBefore <= (trips?.column ?? 0) && markerBefore >= (trips?.column ?? 0) - 2, "under Trips: \(screen.text)")
        #expect(markerAfter <= (budget?.column ?? 0) && markerAfter >= (budget?.column ?? 0) - 2, "under Budget: \(screen.text)")
        #expect(starBefore == 0 && starAfter == 20, "\(starBefore) \(starAfter)")
        #expect(starHalfway == 10, "half way across: \(starHalfway)")
    }
}

/// A phase animator steps through its phases, each after its animation, and stops at the first with a trigger.
@MainActor
struct PhaseAnimatorSnippetTests {
    @Test func aTriggerRunsThePhasesOnceAndBackToTheFirst() {
        let screen = snippetDriver(BoardingSignSnippet(), columns: 30, rows: 4)
        #expect(screen.text.contains("gate waiting"))
        screen.advance(by: 3)
        #expect(screen.text.contains("gate waiting"), "without a change of the trigger it stays")
        screen.press(.return)
        #expect(screen.text.contains("gate boarding"))
        screen.advance(by: 1.05)
        #expect(screen.text.contains("gate closed"))
        screen.advance(by: 1.05)
        #expect(screen.text.contains("gate waiting"))
        screen.advance(by: 3)
        #expect(screen.text.contains("gate waiting"), "one run, then it rests on the first phase")
    }
}

/// Keyframes move each track's part of the value in turn, and a trigger plays them once.
@MainActor
struct KeyframeAnimatorSnippetTests {
    /// The offset the snippet shows (frames come at the animation tick, so a time is within a 60th of a second).
    private func offset(_ screen: TestDriver) -> Int? {
        guard let line = screen.lines.first(where: { $0.hasPrefix("offset ") }) else { return nil }
        return Int(line.dropFirst("offset ".count).prefix { $0.isNumber })
    }

    @Test func aTriggerPlaysTheTracksOnceAndTheValueStaysAtTheirEnd() throws {
        let screen = snippetDriver(PinDropSnippet(), columns: 40, rows: 4)
        #expect(screen.text.contains("offset 0 scale 1.0"))
        screen.advance(by: 2)
        #expect(screen.text.contains("offset 0 scale 1.0"), "without a change of the trigger nothing plays")
        screen.press(.return)
        screen.advance(by: 0.5)
        #expect(try #require(offset(screen)) == 5, "half way along the linear keyframe")
        #expect(screen.text.contains("scale 2.0"), "the spring has settled")
        screen.advance(by: 0.75)
        // The move jumped to 20 at one second, and the cubic keyframe leaves it slowly: 17 a quarter of the way.
        #expect(try #require(offset(screen)) == 17)
        #expect(screen.text.contains("scale 1.0"))
        screen.advance(by: 0.25)
        #expect((9...11).contains(try #require(offset(screen))), "the cubic keyframe half way")
        screen.advance(by: 1)
        #expect(screen.text.contains("offset 0 scale 1.0"), "the keyframes ended where they started")
        screen.advance(by: 1)
        #expect(screen.text.contains("offset 0 scale 1.0"), "and stay there")
    }
}
