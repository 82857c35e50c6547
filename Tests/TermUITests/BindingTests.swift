import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `@Binding`, `Binding(get:set:)`, `.constant` and `@Bindable`: two-way connections to state held elsewhere.
@MainActor
struct BindingTests {
    private func driver<V: View>(_ view: V) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: 40, rows: 10), showsKeyHints: false)
    }

    // MARK: @Binding in views

    @Test func bindingPassedToAChildWritesBackToTheParentsState() {
        let screen = driver(BindingParent())
        #expect(screen.text.contains("parent 0"))
        #expect(screen.text.contains("child 0"))
        screen.type("++")
        #expect(screen.text.contains("parent 2"))
        #expect(screen.text.contains("child 2"))
    }

    @Test func bindingToAPropertyOfStructState() {
        let screen = driver(StructStateParent())
        #expect(screen.text.contains("Oslo, 1 nights"))
        screen.type("+++")
        #expect(screen.text.contains("Oslo, 4 nights"))
        #expect(screen.text.contains("child 4"))
    }

    // MARK: Binding values

    @Test func bindingFromGetAndSetClosures() {
        let box = Box(value: 1)
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        #expect(binding.wrappedValue == 1)
        binding.wrappedValue = 5
        #expect(box.value == 5)
        box.value = 8
        #expect(binding.wrappedValue == 8)
    }

    @Test func constantBindingIgnoresWrites() {
        let binding = Binding.constant("fixed")
        binding.wrappedValue = "changed"
        #expect(binding.wrappedValue == "fixed")
    }

    @Test func dynamicMemberBindingReachesAProperty() {
        let box = Box(value: Stay(city: "Lima", nights: 2))
        let stay = Binding(get: { box.value }, set: { box.value = $0 })
        let nights = stay.nights
        nights.wrappedValue = 6
        #expect(box.value.nights == 6)
        #expect(box.value.city == "Lima")
        #expect(stay.city.wrappedValue == "Lima")
    }

    @Test func optionalBindingConversions() {
        let box = Box<Int?>(value: 3)
        let optional = Binding(get: { box.value }, set: { box.value = $0 })
        let unwrapped = Binding(optional)
        #expect(unwrapped?.wrappedValue == 3)
        unwrapped?.wrappedValue = 4
        #expect(box.value == 4)

        box.value = nil
        #expect(Binding(optional) == nil)

        let plain = Box(value: 1)
        let wrapped = Binding<Int?>(Binding(get: { plain.value }, set: { plain.value = $0 }))
        #expect(wrapped.wrappedValue == 1)
        wrapped.wrappedValue = 2
        #expect(plain.value == 2)
        wrapped.wrappedValue = nil
        #expect(plain.value == 2)
    }

    @Test func bindingDrivesAChildView() {
        let box = Box(value: 10)
        let screen = driver(BindingChild(value: Binding(get: { box.value }, set: { box.value = $0 })))
        #expect(screen.text.contains("child 10"))
        screen.type("+")
        #expect(box.value == 11)
        screen.type("+")
        #expect(box.value == 12)
    }

    // MARK: @Bindable

    @Test func bindableAsAPropertyMakesBindings() {
        let trip = Trip()
        let screen = driver(BindablePropertyView(trip: trip))
        #expect(screen.text.contains("title Kyoto"))
        screen.type("!?")
        #expect(trip.title == "Kyoto!?")
        #expect(screen.text.contains("title Kyoto!?"))
        #expect(screen.text.contains("editing Kyoto!?"))
    }

    @Test func bindableAsALocalInsideBody() {
        let trip = Trip()
        let screen = driver(BindableLocalView(trip: trip))
        screen.type("++")
        #expect(trip.nights == 5)
        #expect(screen.text.contains("nights 5"))
        // A change made elsewhere reaches the view through observation.
        trip.nights = 1
        screen.update()
        #expect(screen.text.contains("nights 1"))
        #expect(screen.text.contains("child 1"))
    }
}

// MARK: - Views and models

@MainActor
private final class Box<Value> {
    var value: Value
    init(value: Value) { self.value = value }
}

private struct Stay {
    var city: String
    var nights: Int
}

@Observable @MainActor
private final class Trip {
    var title = "Kyoto"
    var nights = 3
}

/// Shows a bound number and adds one for each `+`.
private struct BindingChild: View {
    @Binding var value: Int

    var body: some View {
        Text("child \(value)")
            .focusable()
            .onKeyPress("+") {
                value += 1
                return .handled
            }
    }
}

private struct BindingParent: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("parent \(count)")
            BindingChild(value: $count)
        }
    }
}

private struct StructStateParent: View {
    @State private var stay = Stay(city: "Oslo", nights: 1)

    var body: some View {
        VStack {
            Text("\(stay.city), \(stay.nights) nights")
            BindingChild(value: $stay.nights)
        }
    }
}

/// Appends every typed character to a bound string.
private struct TextEcho: View {
    @Binding var text: String

    var body: some View {
        Text("editing \(text)")
            .focusable()
            .onKeyPress { press in
                text += press.characters
                return .handled
            }
    }
}

private struct BindablePropertyView: View {
    @Bindable var trip: Trip

    var body: some View {
        VStack {
            Text("title \(trip.title)")
            TextEcho(text: $trip.title)
        }
    }
}

private struct BindableLocalView: View {
    let trip: Trip

    var body: some View {
        @Bindable var trip = trip
        VStack {
            Text("nights \(trip.nights)")
            BindingChild(value: $trip.nights)
        }
    }
}
