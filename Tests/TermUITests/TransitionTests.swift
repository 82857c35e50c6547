import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

@Observable @MainActor
private final class Toggles {
    var isDone = false
    var showsBanner = false
}

private struct Checkmark: View {
    let toggles: Toggles

    var body: some View {
        HStack {
            Image(systemName: toggles.isDone ? "checkmark.circle.fill" : "circle")
                .contentTransition(.symbolEffect)
            Text("Visit the temple")
        }
    }
}

private struct BannerHost: View {
    let toggles: Toggles

    var body: some View {
        VStack {
            Text("Screen")
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .top) {
            if toggles.showsBanner {
                Text("Badge earned!")
                    .transition(.move(edge: .top))
            }
        }
    }
}

private struct FadingHost: View {
    let toggles: Toggles

    var body: some View {
        VStack {
            if toggles.showsBanner {
                Text("Faded")
                    .transition(.opacity)
            }
            Text("Always")
        }
    }
}

/// Symbol effects and insertion/removal transitions, frame by frame.
@MainActor
struct TransitionTests {
    private func driver<V: View>(_ view: V, reduceMotion: Bool = false) -> TestDriver {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = reduceMotion
        return TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: 30, rows: 8), environment: environment, showsKeyHints: false)
    }

    @Test func aCheckmarkFillsItsCircleOnTheWay() {
        let toggles = Toggles()
        let screen = driver(Checkmark(toggles: toggles))
        #expect(screen.lines[0].hasPrefix("○"))
        withAnimation(.linear(duration: 0.6)) { toggles.isDone = true }
        screen.update()
        var seen: [Character] = []
        for _ in 0..<12 {
            if let first = screen.lines[0].first, seen.last != first { seen.append(first) }
            screen.advance(by: 0.05)
        }
        if let first = screen.lines[0].first, seen.last != first { seen.append(first) }
        #expect(seen == ["○", "◔", "◑", "◕", "●", "✔"])
        withAnimation(.linear(duration: 0.6)) { toggles.isDone = false }
        screen.update()
        screen.advance(by: 0.35)
        #expect(["◕", "◑", "◔"].contains(screen.lines[0].first ?? "x"))
        screen.settle()
        #expect(screen.lines[0].hasPrefix("○"))
    }

    @Test func withoutAnimationTheSymbolChangesAtOnce() {
        let toggles = Toggles()
        let screen = driver(Checkmark(toggles: toggles))
        toggles.isDone = true
        screen.update()
        #expect(screen.lines[0].hasPrefix("✔"))
        #expect(!screen.isAnimating)
    }

    @Test func aBannerMovesInFromTheTopEdgeAndBackOut() {
        let toggles = Toggles()
        let screen = driver(BannerHost(toggles: toggles))
        withAnimation(.linear(duration: 1)) { toggles.showsBanner = true }
        screen.update()
        #expect(!screen.text.contains("Badge earned!"), "it starts beyond the top edge")
        screen.advance(by: 1.1)
        #expect(screen.lines[0].contains("Badge earned!"))
        withAnimation(.linear(duration: 1)) { toggles.showsBanner = false }
        screen.update()
        #expect(screen.lines[0].contains("Badge earned!"), "it stays while it leaves")
        screen.advance(by: 0.9)
        #expect(!screen.text.contains("Badge earned!"))
        screen.settle()
        #expect(!screen.text.contains("Badge earned!"))
    }

    @Test func anOpacityTransitionIsDimOnTheWayInAndOut() {
        let toggles = Toggles()
        let screen = driver(FadingHost(toggles: toggles))
        withAnimation(.linear(duration: 1)) { toggles.showsBanner = true }
        screen.update()
        screen.advance(by: 0.4)
        let position = screen.position(of: "Faded")
        let row = position?.row ?? -1, column = position?.column ?? 0
        #expect(row >= 0)
        let fadingIn = screen.style(atColumn: column, row: row).attributes
        #expect(fadingIn.contains(.dim))
        screen.settle()
        let settled = screen.style(atColumn: column, row: row).attributes
        #expect(!settled.contains(.dim))
        withAnimation(.linear(duration: 1)) { toggles.showsBanner = false }
        screen.update()
        screen.advance(by: 0.5)
        #expect(screen.text.contains("Faded"))
        screen.settle()
        #expect(!screen.text.contains("Faded"))
    }

    @Test func reducedMotionSkipsTransitions() {
        let toggles = Toggles()
        let screen = driver(BannerHost(toggles: toggles), reduceMotion: true)
        withAnimation(.linear(duration: 1)) { toggles.showsBanner = true }
        screen.update()
        #expect(screen.lines[0].contains("Badge earned!"))
        #expect(!screen.isAnimating)
    }
}

private struct Card: Hashable, Identifiable {
    let id: Int
    let name: String
}

private struct ZoomHost: View {
    @Namespace private var namespace
    private let cards = [Card(id: 1, name: "Kyoto"), Card(id: 2, name: "Oslo")]

    var body: some View {
        NavigationStack {
            HStack {
                ForEach(cards) { card in
                    NavigationLink(value: card) {
                        Text(card.name).padding(1).border(.secondary)
                    }
                    .matchedTransitionSource(id: card.id, in: namespace)
                }
            }
            .navigationTitle("Cards")
            .navigationDestination(for: Card.self) { card in
                VStack {
                    Text("Inside \(card.name)")
                    Spacer()
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle(card.name)
                .navigationTransition(.zoom(sourceID: card.id, in: namespace))
            }
        }
    }
}

/// The zoom from a card to its screen and back.
@MainActor
struct ZoomTransitionTests {
    @Test func pushingGrowsFromTheCardAndPoppingShrinksBack() {
        let screen = TestDriver(ZoomHost(), size: TerminalSize(columns: 60, rows: 20), showsKeyHints: false)
        let card = screen.position(of: "Kyoto")
        screen.press(.return)
        #expect(screen.isAnimating)
        // The first frames: a rounded frame around the card's area, much smaller than the screen.
        screen.advance(by: 0.05)
        let corners = screen.lines.enumerated().filter { $0.element.contains("╭") }
        #expect(corners.count == 1)
        if let (row, line) = corners.first, let card {
            #expect(abs(row - (card.row - 2)) <= 3)
            #expect(line.filter { $0 == "─" }.count < 40)
        }
        screen.settle()
        #expect(!screen.text.contains("╭"))
        #expect(screen.text.contains("Inside Kyoto"))
        screen.press(.escape)
        #expect(screen.isAnimating)
        screen.advance(by: 0.05)
        #expect(screen.text.contains("╭"), "the screen shrinks back in a frame")
        screen.settle()
        #expect(!screen.text.contains("Inside Kyoto"))
        #expect(screen.text.contains("Oslo"))
    }
}
