import Testing
import TermUI
import TermUITesting

/// Draws the `Layout` snippets.
@MainActor
struct LayoutSnippetTests {
    @Test func theFlowLayoutWrapsTagsAtTheWidth() {
        let screen = TestDriver(TagCloudSnippet(), size: TerminalSize(columns: 24, rows: 8))
        #expect(screen.lines[1].hasPrefix("#Kyōto #temples #tea"))
        #expect(screen.lines[2].hasPrefix("#gardens #bamboo"))
        #expect(screen.lines[3].hasPrefix("#shrines #autumn"))
        #expect(screen.lines[0].hasPrefix("Tags  Stacked"))
        screen.press(.return)
        #expect(screen.lines[0].hasPrefix("Tags"))
        #expect(screen.lines[1].hasPrefix("Side by side"))
    }
}

extension LayoutSnippetTests {
    @Test func theBudgetBarFillsItsShareOfTheWidth() {
        let screen = TestDriver(BudgetBarSnippet(spent: 50, budget: 100), size: TerminalSize(columns: 22, rows: 6))
        let row = (screen.row(containing: "Spent") ?? 0) + 1
        let filled = (0..<22).filter { screen.style(atColumn: $0, row: row).background != nil }.count
        #expect(screen.text.contains("Spent 50 of 100"))
        #expect(screen.lines[row].contains("2"), "the bar is two rows into the padded card")
        #expect(filled >= 18, "the track spans the width inside the padding")
        #expect(screen.style(atColumn: 4, row: row).background != screen.style(atColumn: 18, row: row).background, "half filled")
        #expect(screen.style(atColumn: 4, row: row).background == screen.style(atColumn: 9, row: row).background)
    }
}

/// The layout rows of the API table: `zIndex`, `alignmentGuide`, preferences.
extension LayoutSnippetTests {
    @Test func aHigherZIndexDrawsTheEarlierSiblingOverTheLaterOne() {
        let screen = snippetDriver(FrontBadgeSnippet(), columns: 20, rows: 3)
        #expect(screen.lines[0].hasPrefix("SALEo inn"), "\(screen.text)")
        let plain = snippetDriver(ZStack(alignment: .topLeading) { Text("SALE"); Text("Kyōto inn") }, columns: 20, rows: 3)
        #expect(plain.lines[0].hasPrefix("Kyōto inn"), "without a z index the later one covers: \(plain.text)")
    }

    @Test func anAlignmentGuideMovesAViewAgainstItsSiblings() {
        let screen = snippetDriver(ColonAlignedSnippet(), columns: 20, rows: 3)
        #expect(screen.lines[0].hasPrefix("From: Kyōto"), "\(screen.text)")
        #expect(screen.lines[1].hasPrefix("  To: Nara"), "the colons line up: \(screen.text)")
    }

    @Test func aGuideOnTheTrailingSideWidensTheStack() {
        let view = HStack(spacing: 0) {
            VStack(alignment: .trailing) {
                Text("ab")
                Text("cd").alignmentGuide(.trailing) { dimensions in dimensions.width + 3 }
            }
            Text("|")
        }
        let screen = snippetDriver(view, columns: 20, rows: 3)
        // The trailing guide of "cd" is 3 past its end: "ab" ends there, "cd" 3 before, and the stack is 5 wide.
        #expect(screen.lines[0].hasPrefix("   ab|"), "\(screen.text)")
        #expect(screen.lines[1].hasPrefix("cd   "), "\(screen.text)")
    }

    @Test func aPreferenceReachesTheAncestorsClosureCombinedInOrder() {
        let screen = snippetDriver(RouteHeadingSnippet(), columns: 30, rows: 5)
        #expect(screen.lines[0].hasPrefix("Route: Kyōto "), "\(screen.text)")
        screen.press(.return)
        #expect(screen.lines[0].hasPrefix("Route: Kyōto → Nara"), "\(screen.text)")
    }

    @Test func theActionIsCalledOnlyWhenTheGatheredValueChanges() {
        let calls = PreferenceCalls()
        let screen = snippetDriver(PreferenceProbe(calls: calls), columns: 30, rows: 3)
        #expect(calls.values == ["few"])
        screen.press(.return)
        #expect(screen.text.contains("Pressed 1"), "\(screen.text)")
        #expect(calls.values == ["few"], "the body changed, the value did not")
        screen.press(.return)
        screen.press(.return)
        #expect(screen.text.contains("Pressed 3"), "\(screen.text)")
        #expect(calls.values == ["few", "many"])
    }
}

/// The values a preference's action was called with.
@MainActor
final class PreferenceCalls {
    var values: [String] = []
}

/// A button that sets a preference from how often it was pressed, read by the view around it.
private struct PreferenceProbe: View {
    let calls: PreferenceCalls
    @State private var presses = 0

    var body: some View {
        VStack {
            Button("Pressed \(presses)") { presses += 1 }
                .preference(key: StopsPreferenceKey.self, value: presses < 2 ? "few" : "many")
        }
        .onPreferenceChange(StopsPreferenceKey.self) { calls.values.append($0) }
    }
}
