import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Which bodies are evaluated again after a change: only those whose inputs changed.
@MainActor
struct InvalidationTests {
    private func driver<V: View>(_ view: V) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: 40, rows: 10), showsKeyHints: false)
    }

    private func evaluations<V: View>(of type: V.Type, in screen: TestDriver) -> [Int] {
        screen.nodes(of: CompositeNode<V>.self).map(\.bodyEvaluationCount)
    }

    @Test func anObservedChangeReevaluatesOnlyTheReader() {
        let model = Scores()
        let tally = Tally()
        let screen = driver(Scoreboard(model: model, tally: tally))
        #expect(evaluations(of: Scoreboard.self, in: screen) == [1])
        #expect(evaluations(of: HomeScore.self, in: screen) == [1])
        #expect(evaluations(of: AwayScore.self, in: screen) == [1])
        #expect(tally.staticBodies == 1)

        model.home = 3
        screen.update()
        #expect(screen.text.contains("home 3"))
        #expect(evaluations(of: Scoreboard.self, in: screen) == [1])
        #expect(evaluations(of: HomeScore.self, in: screen) == [2])
        #expect(evaluations(of: AwayScore.self, in: screen) == [1])
        #expect(tally.staticBodies == 1)
    }

    @Test func aParentsStateChangeSkipsChildrenWhoseInputsAreUnchanged() {
        let model = Scores()
        let tally = Tally()
        let screen = driver(StatefulBoard(model: model, tally: tally))
        screen.type("+")
        #expect(screen.text.contains("taps 1"))
        #expect(evaluations(of: StatefulBoard.self, in: screen) == [2])
        // The parent passed the same values again: neither child was evaluated.
        #expect(evaluations(of: HomeScore.self, in: screen) == [1])
        #expect(tally.staticBodies == 1)
        // A child whose input did change was.
        #expect(evaluations(of: TapsLabel.self, in: screen) == [2])
        #expect(screen.text.contains("label 1"))
    }

    @Test func aChildGivenAnEqualTextAgainIsSkipped() {
        let screen = driver(TextHost())
        screen.type("+")
        #expect(screen.text.contains("taps 1"))
        #expect(evaluations(of: TextHost.self, in: screen) == [2])
        #expect(evaluations(of: TitledRow.self, in: screen) == [1], "the same text, built again, is the same input")
    }

    @Test func aStateChangeReevaluatesItsOwnViewNotItsSiblings() {
        let model = Scores()
        let tally = Tally()
        let screen = driver(VStack {
            TapCounter(title: "counter")
            StaticLabel(tally: tally)
            HomeScore(model: model)
        })
        screen.type("++")
        #expect(screen.text.contains("counter: 2"))
        #expect(evaluations(of: TapCounter.self, in: screen) == [3])
        #expect(evaluations(of: HomeScore.self, in: screen) == [1])
        #expect(tally.staticBodies == 1)
    }

    @Test func anUnreadPropertyChangeDrawsNothing() {
        let model = Scores()
        let tally = Tally()
        let screen = driver(Scoreboard(model: model, tally: tally))
        let frames = screen.terminal.frameCount
        model.unread = "changed"
        screen.update()
        #expect(screen.terminal.frameCount == frames)
        #expect(evaluations(of: HomeScore.self, in: screen) == [1])
        #expect(evaluations(of: AwayScore.self, in: screen) == [1])
    }

    @Test
    func aChildWithPaddingAndUnchangedInputsIsNotReevaluated() {
        let model = Scores()
        let screen = driver(PaddedHost(model: model))
        for score in 1...10 {
            model.home = score
            screen.update()
        }
        #expect(screen.text.contains("home 10"))
        #expect(evaluations(of: PaddedHost.self, in: screen) == [11])
        #expect(evaluations(of: PaddedLabel.self, in: screen) == [1])
    }

    @Test func stateStartsFromItsInitialValueAndWritesBeforeMountingAreLost() {
        let state = State(initialValue: 4)
        #expect(state.wrappedValue == 4)
        state.wrappedValue = 9
        #expect(state.wrappedValue == 4)
    }
}

// MARK: - Views and models

@Observable @MainActor
private final class Scores {
    var home = 0
    var away = 0
    var unread = ""
}

/// Counts evaluations of bodies that have no node of their own type to ask.
@MainActor
private final class Tally {
    var staticBodies = 0
}

private struct HomeScore: View {
    let model: Scores

    var body: some View {
        Text("home \(model.home)")
    }
}

private struct AwayScore: View {
    let model: Scores

    var body: some View {
        Text("away \(model.away)")
    }
}

private struct StaticLabel: View {
    let tally: Tally

    var body: some View {
        let _ = tally.staticBodies += 1
        Text("static")
    }
}

private struct TapsLabel: View {
    let taps: Int

    var body: some View {
        Text("label \(taps)")
    }
}

private struct Scoreboard: View {
    let model: Scores
    let tally: Tally

    var body: some View {
        VStack {
            HomeScore(model: model)
            AwayScore(model: model)
            StaticLabel(tally: tally)
        }
    }
}

private struct StatefulBoard: View {
    let model: Scores
    let tally: Tally
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("taps \(taps)")
            HomeScore(model: model)
            StaticLabel(tally: tally)
            TapsLabel(taps: taps)
        }
        .focusable()
        .onKeyPress("+") {
            taps += 1
            return .handled
        }
    }
}

/// A row given a text by its parent.
private struct TitledRow: View {
    let title: Text

    var body: some View {
        HStack { title }
    }
}

/// Builds its row's text anew in each body, equal each time.
private struct TextHost: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("taps \(taps)")
            TitledRow(title: Text("Kyoto").bold())
        }
        .focusable()
        .onKeyPress("+") {
            taps += 1
            return .handled
        }
    }
}

/// A view whose stored properties leave padding between them (a Bool, then a String).
private struct PaddedLabel: View {
    let isHighlighted: Bool
    let title: String

    var body: some View {
        Text(title)
    }
}

private struct PaddedHost: View {
    let model: Scores

    var body: some View {
        VStack {
            Text("home \(model.home)")
            PaddedLabel(isHighlighted: false, title: "padded")
        }
    }
}
