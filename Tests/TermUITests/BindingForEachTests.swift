import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `ForEach($items)` and `List($items)` hand each row a binding to its element; `.animation(nil)` stops
/// changes from animating; previews compile and do nothing.
@MainActor
struct BindingForEachTests {
    private struct Task: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    private struct Checklist: View {
        @State private var tasks = [Task(id: 1, title: "Pack"), Task(id: 2, title: "Book"), Task(id: 3, title: "Go")]

        var body: some View {
            VStack(alignment: .leading) {
                ForEach($tasks) { $task in
                    Toggle(task.title, isOn: $task.isDone)
                }
                Text("done: \(tasks.filter(\.isDone).map(\.title).joined(separator: ","))")
                Button("Drop first") { tasks.removeFirst() }
            }
        }
    }

    @Test func eachRowWritesItsOwnElement() {
        let screen = TestDriver(Checklist(), size: TerminalSize(columns: 40, rows: 8))
        screen.press(.tab)
        screen.press(.space)
        #expect(screen.text.contains("done: Book"))
        screen.press(.tab, .tab)
        screen.press(.return)
        #expect(!screen.text.contains("Pack"), "the first element went")
        #expect(screen.text.contains("done: Book"), "the rows kept their elements")
        screen.press(.tab)
        screen.press(.tab)
        screen.press(.space)
        #expect(screen.text.contains("done: Book,Go"), "the second row is Go's now")
    }

    private struct Packing: View {
        @State private var items = [Task(id: 1, title: "Passport"), Task(id: 2, title: "Charger")]

        var body: some View {
            VStack {
                List($items, id: \.title) { $item in
                    Toggle(item.title, isOn: $item.isDone)
                }
                Text("packed: \(items.filter(\.isDone).map(\.title).joined(separator: ","))")
            }
        }
    }

    @Test func aListOfBindingsByKeyPathEditsTheElement() {
        let screen = TestDriver(Packing(), size: TerminalSize(columns: 30, rows: 8))
        #expect(screen.text.contains("Passport") && screen.text.contains("Charger"))
        screen.press(.downArrow)
        screen.press(.return)
        #expect(screen.text.contains("packed: Charger"), "the selected row's toggle wrote its element")
    }

    /// A row that keeps its binding, for the test to use.
    private struct Probe: View {
        let task: Binding<Task>
        var body: some View { Text(task.wrappedValue.title) }
    }

    @Test func aBindingToAnElementThatHasGoneReadsItsLastValueAndDropsWrites() {
        let tasks = Bound([Task(id: 1, title: "Pack"), Task(id: 2, title: "Book")])
        let each = ForEach(tasks.binding) { $task in Probe(task: $task) }
        let second = each.data[each.data.index(each.data.startIndex, offsetBy: 1)]
        #expect(second.1 == 2)
        let bound = each.content(second).task
        tasks.value.removeFirst()
        #expect(bound.wrappedValue.title == "Book", "found by id at its new index")
        bound.wrappedValue.title = "Booked"
        #expect(tasks.value.map(\.title) == ["Booked"])
        tasks.value.removeAll()
        #expect(bound.wrappedValue.title == "Book", "gone: the value it was made with")
        bound.wrappedValue.title = "Lost"
        #expect(tasks.value.isEmpty, "a write to an element that has gone is dropped")
    }

    private struct Fading: View {
        let animates: Bool
        @State private var isShown = false

        var body: some View {
            VStack {
                Button("Show") { withAnimation(.easeInOut(duration: 1)) { isShown.toggle() } }
                VStack {
                    if isShown { Text("hello").transition(.opacity) }
                }
                .animation(animates ? .default : nil)
            }
        }
    }

    @Test func animationNilStopsChangesFromAnimating() {
        let animated = TestDriver(Fading(animates: true), size: TerminalSize(columns: 20, rows: 4))
        animated.press(.return)
        #expect(animated.isAnimating, "the transition runs")
        let still = TestDriver(Fading(animates: false), size: TerminalSize(columns: 20, rows: 4))
        still.press(.return)
        #expect(!still.isAnimating, "no animation inside .animation(nil)")
        #expect(still.text.contains("hello"))
    }

    private struct Card_Previews: PreviewProvider {
        static var previews: some View {
            Text("Card")
                .previewLayout(.fixed(width: 20, height: 3))
                .previewDisplayName("Small")
                .previewDevice("iPhone 15")
        }
    }

    @Test func previewsAreAnOrdinaryView() {
        let screen = TestDriver(Card_Previews.previews, size: TerminalSize(columns: 20, rows: 3))
        #expect(screen.text.contains("Card"))
        #expect(PreviewLayout.sizeThatFits != .device)
    }
}

