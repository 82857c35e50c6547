import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// What a `@ViewBuilder` can hold, and how identity decides which state survives a change.
@MainActor
struct ViewBuilderTests {
    private func driver<V: View>(_ view: V, columns: Int = 40, rows: Int = 20) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: columns, rows: rows), showsKeyHints: false)
    }

    // MARK: Building

    @Test func twelveChildrenInAStack() {
        let screen = driver(VStack(alignment: .leading) {
            Text("c0")
            Text("c1")
            Text("c2")
            Text("c3")
            Text("c4")
            Text("c5")
            Text("c6")
            Text("c7")
            Text("c8")
            Text("c9")
            Text("c10")
            Text("c11")
        })
        for index in 0..<12 {
            #expect(screen.row(containing: "c\(index) ") == index, "child \(index)")
        }
    }

    @Test func ifElseRendersTheActiveBranch() {
        let model = BuilderModel()
        let screen = driver(BranchingView(model: model))
        #expect(screen.text.contains("yes branch"))
        #expect(!screen.text.contains("no branch"))
        model.flag = false
        screen.update()
        #expect(screen.text.contains("no branch"))
        #expect(!screen.text.contains("yes branch"))
    }

    @Test func ifWithoutElseAndIfLet() {
        let model = BuilderModel()
        let screen = driver(BranchingView(model: model))
        #expect(!screen.text.contains("name:"))
        #expect(!screen.text.contains("extra"))
        model.name = "Kyoto"
        model.showsExtra = true
        screen.update()
        #expect(screen.text.contains("name: Kyoto"))
        #expect(screen.text.contains("extra"))
        // The optional rows take their place in the stack: after the if/else, before the switch.
        #expect(screen.row(containing: "name: Kyoto") == 2)
        #expect(screen.row(containing: "extra") == 1)
        model.name = nil
        model.showsExtra = false
        screen.update()
        #expect(!screen.text.contains("name:"))
        #expect(!screen.text.contains("extra"))
        #expect(screen.row(containing: "case one") == 1)
    }

    @Test func switchRendersTheMatchingCase() {
        let model = BuilderModel()
        let screen = driver(BranchingView(model: model))
        #expect(screen.text.contains("case one"))
        model.choice = .two
        screen.update()
        #expect(screen.text.contains("case two"))
        #expect(!screen.text.contains("case one"))
        model.choice = .three
        screen.update()
        #expect(screen.text.contains("case three"))
        #expect(!screen.text.contains("case two"))
    }

    @Test func emptyBuilderAndEmptyViewTakeNoSpace() {
        let screen = driver(VStack(alignment: .leading) {
            HStack {
                Text("a")
                EmptyView()
                Text("b")
            }
            EmptyView()
            Text("c")
        })
        #expect(screen.lines[0].hasPrefix("a b "))
        #expect(screen.row(containing: "c") == 1)
    }

    @Test func groupChildrenAreLaidOutByTheEnclosingStack() {
        let screen = driver(HStack {
            Group {
                Text("a")
                Text("b")
            }
            Text("c")
        })
        #expect(screen.lines[0].hasPrefix("a b c "))
        #expect(screen.text.split(separator: "\n").count == 1)
    }

    @Test func modifiersOnAGroupReachEveryChild() {
        let screen = driver(VStack(alignment: .leading) {
            Group {
                Text("one")
                Text("two")
            }.font(.headline)
            Text("three")
        })
        #expect(screen.style(atColumn: 0, row: 0).attributes.contains(.bold))
        #expect(screen.style(atColumn: 0, row: 1).attributes.contains(.bold))
        #expect(!screen.style(atColumn: 0, row: 2).attributes.contains(.bold))
    }

    // MARK: ForEach

    @Test func forEachOverIdentifiableData() {
        let places = [Place(id: 7, name: "Oslo"), Place(id: 3, name: "Lima"), Place(id: 9, name: "Nara")]
        let screen = driver(VStack {
            ForEach(places) { Text($0.name) }
        })
        #expect(screen.lines.prefix(3).map { $0.trimmingSpaces } == ["Oslo", "Lima", "Nara"])
    }

    @Test func forEachOverSelfAndOverARange() {
        let screen = driver(VStack(alignment: .leading) {
            ForEach(["x", "y"], id: \.self) { Text("item \($0)") }
            ForEach(0..<3) { Text("n\($0)") }
        })
        #expect(screen.lines.prefix(5).map { $0.trimmingSpaces } == ["item x", "item y", "n0", "n1", "n2"])
    }

    @Test func forEachKeepsStateByIDWhenElementsAreInsertedBefore() {
        let model = BuilderModel()
        model.rows = ["b"]
        let screen = driver(RowsView(model: model))
        screen.type("++")
        #expect(screen.text.contains("b: 2"))
        model.rows = ["a", "b"]
        screen.update()
        #expect(screen.row(containing: "a: 0") == 0)
        #expect(screen.row(containing: "b: 2") == 1)
        model.rows = ["z", "a", "b", "c"]
        screen.update()
        #expect(screen.row(containing: "b: 2") == 2)
        #expect(screen.text.contains("z: 0"))
        #expect(screen.text.contains("c: 0"))
    }

    @Test func forEachDropsTheStateOfRemovedElements() {
        let model = BuilderModel()
        model.rows = ["b"]
        let screen = driver(RowsView(model: model))
        screen.type("+++")
        #expect(screen.text.contains("b: 3"))
        model.rows = []
        screen.update()
        #expect(!screen.text.contains("b:"))
        model.rows = ["b"]
        screen.update()
        #expect(screen.text.contains("b: 0"))
    }

    // MARK: Identity of branches

    @Test func switchingAnIfBranchDropsTheChildsState() {
        let model = BuilderModel()
        let screen = driver(CounterBranchView(model: model))
        screen.type("++")
        #expect(screen.text.contains("first: 2"))

        // Staying in the branch keeps the state, even as the parent re-evaluates.
        model.suffix = "!"
        screen.update()
        #expect(screen.text.contains("first: 2"))
        #expect(screen.text.contains("suffix !"))

        // The other branch's view starts fresh, though it is of the same type.
        model.flag = false
        screen.update()
        #expect(screen.text.contains("second: 0"))
        screen.type("+")
        #expect(screen.text.contains("second: 1"))

        // Coming back, the first branch's state is gone.
        model.flag = true
        screen.update()
        #expect(screen.text.contains("first: 0"))
    }

    @Test func anyViewWithAChangingTypeReplacesTheView() {
        let model = BuilderModel()
        let screen = driver(ErasedView(model: model))
        screen.type("++")
        #expect(screen.text.contains("erased: 2"))

        // The same wrapped type keeps the state.
        model.suffix = "?"
        screen.update()
        #expect(screen.text.contains("erased: 2"))

        model.flag = false
        screen.update()
        #expect(screen.text.contains("plain text"))
        #expect(!screen.text.contains("erased"))

        model.flag = true
        screen.update()
        #expect(screen.text.contains("erased: 0"))
    }
}

// MARK: - Views and models

extension String {
    /// The string without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        var string = self
        while string.last == " " { string.removeLast() }
        while string.first == " " { string.removeFirst() }
        return string
    }
}

private struct Place: Identifiable {
    let id: Int
    let name: String
}

@Observable @MainActor
private final class BuilderModel {
    enum Choice { case one, two, three }

    var flag = true
    var name: String?
    var showsExtra = false
    var choice = Choice.one
    var rows: [String] = []
    var suffix = ""
}

private struct BranchingView: View {
    let model: BuilderModel

    var body: some View {
        VStack(alignment: .leading) {
            if model.flag {
                Text("yes branch")
            } else {
                Text("no branch")
            }
            if model.showsExtra {
                Text("extra")
            }
            if let name = model.name {
                Text("name: \(name)")
            }
            switch model.choice {
            case .one: Text("case one")
            case .two: Text("case two")
            case .three: Text("case three")
            }
        }
    }
}

private struct RowsView: View {
    let model: BuilderModel

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(model.rows, id: \.self) { row in
                TapCounter(title: row)
            }
        }
    }
}

private struct CounterBranchView: View {
    let model: BuilderModel

    var body: some View {
        VStack(alignment: .leading) {
            Text("suffix \(model.suffix)")
            if model.flag {
                TapCounter(title: "first")
            } else {
                TapCounter(title: "second")
            }
        }
    }
}

private struct ErasedView: View {
    let model: BuilderModel

    var body: some View {
        VStack(alignment: .leading) {
            Text("suffix \(model.suffix)")
            erased
        }
    }

    /// One `AnyView` in one place, wrapping views of different types (no `if` in the builder).
    private var erased: AnyView {
        model.flag ? AnyView(TapCounter(title: "erased")) : AnyView(Text("plain text"))
    }
}
