import Dispatch
import Synchronization
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `ObservableObject`, `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and
/// `.environmentObject(_:)`: SwiftUI's older data flow, without Combine.
@MainActor
struct ObservableObjectTests {
    private func driver<V: View>(_ view: V) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: 40, rows: 10), showsKeyHints: false)
    }

    private func evaluations<V: View>(of type: V.Type, in screen: TestDriver) -> [Int] {
        screen.nodes(of: CompositeNode<V>.self).map(\.bodyEvaluationCount)
    }

    // MARK: Re-rendering the views that hold the object

    @Test func publishedChangeReevaluatesAnObservedObjectView() {
        let info = FlightInfo()
        let screen = driver(FlightLabel(info: info))
        #expect(screen.text.contains("flight none"))
        #expect(screen.renderer.needsFrame == false)

        info.lastFlightId = 42
        // The change is announced before it is made; the view reads the new value when it is evaluated.
        #expect(screen.renderer.needsFrame == true)
        #expect(screen.text.contains("flight none"))
        screen.update()
        #expect(screen.text.contains("flight 42"))
        #expect(evaluations(of: FlightLabel.self, in: screen) == [2])
    }

    @Test func viewsThatDoNotHoldTheObjectAreNotReevaluated() {
        let info = FlightInfo()
        let tally = BodyTally()
        let screen = driver(FlightBoard(info: info, tally: tally))
        #expect(evaluations(of: FlightBoard.self, in: screen) == [1])
        #expect(evaluations(of: FlightLabel.self, in: screen) == [1])
        #expect(evaluations(of: PlainHolder.self, in: screen) == [1])
        #expect(tally.staticBodies == 1)

        info.lastFlightId = 7
        screen.update()
        #expect(screen.text.contains("flight 7"))
        #expect(evaluations(of: FlightBoard.self, in: screen) == [1])
        #expect(evaluations(of: FlightLabel.self, in: screen) == [2])
        // Holds the object in a plain `let`: not subscribed, not evaluated again.
        #expect(evaluations(of: PlainHolder.self, in: screen) == [1])
        #expect(tally.staticBodies == 1)
    }

    @Test func stateObjectIsMadeOnceAndSurvivesTheParentsReevaluation() {
        let counter = InitCounter()
        let tracker = ObjectTracker<Feed>()
        let screen = driver(FeedParent(counter: counter, tracker: tracker))
        #expect(counter.count == 1)
        #expect(screen.text.contains("taps 0"))
        #expect(screen.text.contains("feed 0"))
        let first = tracker.object
        #expect(first != nil)

        first?.value = 5
        screen.update()
        #expect(screen.text.contains("feed 5"))

        screen.type("+++")
        #expect(screen.text.contains("taps 3"))
        #expect(evaluations(of: FeedParent.self, in: screen) == [4])
        // The child was given a new view value (and a new autoclosure) three times: the object is the same.
        #expect(counter.count == 1)
        #expect(tracker.object === first)
        #expect(screen.text.contains("feed 5"))

        tracker.object?.value = 6
        screen.update()
        #expect(screen.text.contains("feed 6"))
        #expect(evaluations(of: FeedParent.self, in: screen) == [4])
    }

    @Test func aStateObjectViewWhoseInputsAreUnchangedIsNotReevaluated() {
        let screen = driver(OwnedLabelParent())
        screen.type("++")
        #expect(screen.text.contains("taps 2"))
        #expect(evaluations(of: OwnedLabelParent.self, in: screen) == [3])
        // `@StateObject private var info = FlightInfo()` makes the same closure each time: nothing changed.
        #expect(evaluations(of: OwnedLabel.self, in: screen) == [1])
    }

    @Test func environmentObjectReevaluatesItsReaders() {
        let info = FlightInfo()
        let tally = BodyTally()
        let screen = driver(EnvironmentBoard(tally: tally).environmentObject(info))
        #expect(screen.text.contains("env flight none"))

        info.lastFlightId = 3
        screen.update()
        #expect(screen.text.contains("env flight 3"))
        #expect(evaluations(of: EnvironmentFlightLabel.self, in: screen) == [2])
        #expect(evaluations(of: EnvironmentBoard.self, in: screen) == [1])
        #expect(tally.staticBodies == 1)
    }

    @Test func theNearestEnvironmentObjectWinsAndIsKeptApartFromEnvironment() {
        let outer = FlightInfo()
        outer.lastFlightId = 1
        let inner = FlightInfo()
        inner.lastFlightId = 2
        let screen = driver(VStack {
            EnvironmentFlightLabel()
            EnvironmentFlightLabel().environmentObject(inner)
        }.environmentObject(outer))
        #expect(screen.text.contains("env flight 1"))
        #expect(screen.text.contains("env flight 2"))

        inner.lastFlightId = 20
        screen.update()
        #expect(screen.text.contains("env flight 1"))
        #expect(screen.text.contains("env flight 20"))
        #expect(evaluations(of: EnvironmentFlightLabel.self, in: screen) == [1, 2])
    }

    // MARK: Bindings

    @Test func observedObjectBindingEditsTheObject() {
        let info = FlightInfo()
        let screen = driver(ObservedEditorHost(info: info))
        screen.type("++")
        #expect(info.lastFlightId == 2)
        #expect(screen.text.contains("host 2"))
        #expect(screen.text.contains("editor 2"))
    }

    @Test func stateObjectBindingEditsTheObject() {
        let tracker = ObjectTracker<FlightInfo>()
        let screen = driver(StateObjectEditorHost(tracker: tracker))
        screen.type("+++")
        #expect(tracker.object?.lastFlightId == 3)
        #expect(screen.text.contains("host 3"))
        #expect(screen.text.contains("editor 3"))
    }

    @Test func environmentObjectBindingEditsTheObject() {
        let info = FlightInfo()
        let screen = driver(EnvironmentEditorHost().environmentObject(info))
        screen.type("+")
        #expect(info.lastFlightId == 1)
        #expect(screen.text.contains("host 1"))
        #expect(screen.text.contains("editor 1"))
    }

    // MARK: Changes from other threads

    @Test func aChangeSentFromADetachedTaskReevaluatesAfterTheQueueDrains() async {
        let ticker = Ticker()
        let screen = driver(TickerLabel(ticker: ticker))
        #expect(screen.text.contains("ticks 0"))

        await Task.detached { ticker.increment() }.value
        // Nothing is drawn from the other thread; the view is evaluated when the main actor takes the change.
        #expect(screen.text.contains("ticks 0"))
        #expect(screen.renderer.needsFrame == true)
        screen.update()
        #expect(screen.text.contains("ticks 1"))
        #expect(evaluations(of: TickerLabel.self, in: screen) == [2])
    }

    @Test func aDefaultPublisherSentFromADispatchQueueReevaluates() async {
        let beacon = Beacon()
        let screen = driver(BeaconLabel(beacon: beacon))
        #expect(screen.text.contains("beacon 0"))

        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for _ in 0..<3 { beacon.bump() }
                continuation.resume()
            }
        }
        #expect(screen.text.contains("beacon 0"))
        screen.update()
        #expect(screen.text.contains("beacon 3"))
        // Three sends before the frame: one evaluation.
        #expect(evaluations(of: BeaconLabel.self, in: screen) == [2])
    }

    // MARK: Subscriptions that end

    @Test func anUnmountedViewStopsListeningAndReleasesItsObject() {
        let tracker = ObjectTracker<FlightInfo>()
        let screen = driver(OwnerHost(tracker: tracker))
        #expect(screen.text.contains("flight none"))
        #expect(screen.text.contains("env flight none"))
        guard let publisher = tracker.publisher else {
            Issue.record("the owning view did not report its object")
            return
        }
        // The owner (@StateObject), a child (@ObservedObject) and a grandchild (@EnvironmentObject).
        #expect(publisher.subscriberCount == 3)
        #expect(tracker.object != nil)

        screen.type("h")
        #expect(screen.text.contains("hidden"))
        #expect(!screen.text.contains("flight"))
        #expect(tracker.object == nil, "the object outlived the views that held it")
        #expect(publisher.subscriberCount == 0)

        let hostEvaluations = evaluations(of: OwnerHost.self, in: screen)
        publisher.send()
        #expect(screen.renderer.needsFrame == false)
        screen.update()
        #expect(evaluations(of: OwnerHost.self, in: screen) == hostEvaluations)
    }

    @Test func aViewGivenAnotherObjectFollowsTheNewOneOnly() {
        let first = FlightInfo()
        let second = FlightInfo()
        let screen = driver(SwitchingHost(first: first, second: second))
        #expect(first.objectWillChange.subscriberCount == 1)
        #expect(second.objectWillChange.subscriberCount == 0)

        screen.type("s")
        #expect(first.objectWillChange.subscriberCount == 0)
        #expect(second.objectWillChange.subscriberCount == 1)
        let labelEvaluations = evaluations(of: FlightLabel.self, in: screen)

        first.lastFlightId = 8
        #expect(screen.renderer.needsFrame == false)
        screen.update()
        #expect(evaluations(of: FlightLabel.self, in: screen) == labelEvaluations)

        second.lastFlightId = 9
        screen.update()
        #expect(screen.text.contains("flight 9"))
    }

    // MARK: The publisher and @Published

    @Test func publishedSendsBeforeTheValueChanges() {
        let feed = Feed(counter: InitCounter())
        let recorder = ValueRecorder()
        let subscription = feed.objectWillChange.subscribe {
            MainActor.assumeIsolated { recorder.values.append(feed.value) }
        }
        feed.value = 5
        feed.value = 6
        #expect(recorder.values == [0, 5])
        #expect(feed.value == 6)
        subscription.cancel()
        feed.value = 7
        #expect(recorder.values == [0, 5])
    }

    @Test func aReleasedSubscriptionUnsubscribes() {
        let publisher = ObservableObjectPublisher()
        var subscription: ObservableObjectSubscription? = publisher.subscribe {}
        #expect(publisher.subscriberCount == 1)
        #expect(subscription != nil)
        subscription = nil
        #expect(publisher.subscriberCount == 0)
    }

    @Test func declaredPublisherIsUsed() {
        let ticker = Ticker()
        #expect(ticker.objectWillChange === ticker.declaredPublisher)
    }

    @Test func defaultPublisherIsOnePerLiveObject() {
        let one = FlightInfo()
        let other = FlightInfo()
        #expect(one.objectWillChange === one.objectWillChange)
        #expect(one.objectWillChange !== other.objectWillChange)
    }

    @Test func defaultPublisherTableForgetsObjectsThatAreGone() {
        let table = ObjectWillChangeTable(minimumSweepThreshold: 4)
        let kept = FlightInfo()
        let keptPublisher = table.publisher(for: kept)
        for _ in 0..<100 {
            let temporary = FlightInfo()
            let publisher = table.publisher(for: temporary)
            #expect(table.publisher(for: temporary) === publisher)
            #expect(publisher !== keptPublisher)
        }
        #expect(table.count <= 4, "the table kept \(table.count) entries for one live object")
        #expect(table.publisher(for: kept) === keptPublisher)

        // Live objects survive the sweeps their insertions start, and keep their publishers.
        var batch = (0..<100).map { _ in FlightInfo() }
        let publishers = batch.map { table.publisher(for: $0) }
        #expect(table.count >= 101)
        #expect(zip(batch, publishers).allSatisfy { table.publisher(for: $0) === $1 })
        batch.removeAll()
        table.sweep()
        #expect(table.count == 1)
        #expect(table.publisher(for: kept) === keptPublisher)
    }

    // MARK: Missing objects

    @Test func missingEnvironmentObjectStopsWithAMessageNamingTheType() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = TestDriver(EnvironmentFlightLabel(), size: TerminalSize(columns: 20, rows: 5), showsKeyHints: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type FlightInfo found"))
    }
}

// MARK: - Models

/// The brief's example: a plain class that declares no `objectWillChange`.
private final class FlightInfo: ObservableObject {
    @Published var lastFlightId: Int?
}

/// Counts how many `Feed`s were made.
@MainActor
private final class InitCounter {
    var count = 0
}

/// A main-actor model with a `@Published` property, counting its inits.
@MainActor
private final class Feed: ObservableObject {
    @Published var value = 0

    init(counter: InitCounter) {
        counter.count += 1
    }
}

/// A model that may change on any thread, with its own publisher.
private final class Ticker: ObservableObject, Sendable {
    let objectWillChange = ObservableObjectPublisher()
    private let count = Mutex(0)

    var declaredPublisher: ObservableObjectPublisher { objectWillChange }

    var value: Int { count.withLock { $0 } }

    func increment() {
        objectWillChange.send()
        count.withLock { $0 += 1 }
    }
}

/// A model that may change on any thread, using the default publisher.
private final class Beacon: ObservableObject, Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func bump() {
        objectWillChange.send()
        count.withLock { $0 += 1 }
    }
}

/// Lets a test reach an object a view owns, without keeping it alive.
@MainActor
private final class ObjectTracker<Object: ObservableObject> {
    weak var object: Object?
    var publisher: ObservableObjectPublisher?

    func track(_ object: Object) {
        self.object = object
        publisher = object.objectWillChange
    }
}

/// Counts evaluations of a body that has no node of its own type to ask.
@MainActor
private final class BodyTally {
    var staticBodies = 0
}

@MainActor
private final class ValueRecorder {
    var values: [Int] = []
}

// MARK: - Views

private struct FlightLabel: View {
    @ObservedObject var info: FlightInfo

    var body: some View {
        Text("flight \(info.lastFlightId.map(String.init) ?? "none")")
    }
}

private struct EnvironmentFlightLabel: View {
    @EnvironmentObject var info: FlightInfo

    var body: some View {
        Text("env flight \(info.lastFlightId.map(String.init) ?? "none")")
    }
}

private struct StaticTallyLabel: View {
    let tally: BodyTally

    var body: some View {
        let _ = tally.staticBodies += 1
        Text("static")
    }
}

/// Holds the object without a property wrapper.
private struct PlainHolder: View {
    let info: FlightInfo

    var body: some View {
        Text("plain")
    }
}

private struct FlightBoard: View {
    let info: FlightInfo
    let tally: BodyTally

    var body: some View {
        VStack {
            FlightLabel(info: info)
            StaticTallyLabel(tally: tally)
            PlainHolder(info: info)
        }
    }
}

private struct EnvironmentBoard: View {
    let tally: BodyTally

    var body: some View {
        VStack {
            EnvironmentFlightLabel()
            StaticTallyLabel(tally: tally)
        }
    }
}

private struct FeedView: View {
    @StateObject private var feed: Feed
    let tracker: ObjectTracker<Feed>

    init(counter: InitCounter, tracker: ObjectTracker<Feed>) {
        _feed = StateObject(wrappedValue: Feed(counter: counter))
        self.tracker = tracker
    }

    var body: some View {
        let _ = tracker.track(feed)
        Text("feed \(feed.value)")
    }
}

private struct FeedParent: View {
    let counter: InitCounter
    let tracker: ObjectTracker<Feed>
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("taps \(taps)")
            FeedView(counter: counter, tracker: tracker)
        }
        .focusable()
        .onKeyPress("+") {
            taps += 1
            return .handled
        }
    }
}

private struct OwnedLabel: View {
    @StateObject private var info = FlightInfo()

    var body: some View {
        Text("owned \(info.lastFlightId.map(String.init) ?? "none")")
    }
}

private struct OwnedLabelParent: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("taps \(taps)")
            OwnedLabel()
        }
        .focusable()
        .onKeyPress("+") {
            taps += 1
            return .handled
        }
    }
}

/// Adds one to a bound optional number for each `+`.
private struct FlightEditor: View {
    @Binding var flightID: Int?

    var body: some View {
        Text("editor \(flightID.map(String.init) ?? "none")")
            .focusable()
            .onKeyPress("+") {
                flightID = (flightID ?? 0) + 1
                return .handled
            }
    }
}

private struct ObservedEditorHost: View {
    @ObservedObject var info: FlightInfo

    var body: some View {
        VStack {
            Text("host \(info.lastFlightId.map(String.init) ?? "none")")
            FlightEditor(flightID: $info.lastFlightId)
        }
    }
}

private struct StateObjectEditorHost: View {
    @StateObject private var info = FlightInfo()
    let tracker: ObjectTracker<FlightInfo>

    var body: some View {
        let _ = tracker.track(info)
        VStack {
            Text("host \(info.lastFlightId.map(String.init) ?? "none")")
            FlightEditor(flightID: $info.lastFlightId)
        }
    }
}

private struct EnvironmentEditorHost: View {
    @EnvironmentObject var info: FlightInfo

    var body: some View {
        VStack {
            Text("host \(info.lastFlightId.map(String.init) ?? "none")")
            FlightEditor(flightID: $info.lastFlightId)
        }
    }
}

private struct TickerLabel: View {
    @ObservedObject var ticker: Ticker

    var body: some View {
        Text("ticks \(ticker.value)")
    }
}

private struct BeaconLabel: View {
    @ObservedObject var beacon: Beacon

    var body: some View {
        Text("beacon \(beacon.value)")
    }
}

/// Owns an object and hands it to a child and, through the environment, a grandchild.
private struct OwningView: View {
    @StateObject private var info = FlightInfo()
    let tracker: ObjectTracker<FlightInfo>

    var body: some View {
        let _ = tracker.track(info)
        VStack {
            FlightLabel(info: info)
            EnvironmentFlightLabel()
        }
        .environmentObject(info)
    }
}

/// Shows an `OwningView` until `h` is pressed.
private struct OwnerHost: View {
    let tracker: ObjectTracker<FlightInfo>
    @State private var showsOwner = true

    var body: some View {
        VStack {
            if showsOwner {
                OwningView(tracker: tracker)
            } else {
                Text("hidden")
            }
        }
        .focusable()
        .onKeyPress("h") {
            showsOwner = false
            return .handled
        }
    }
}

/// Gives its label the first object, then the second once `s` is pressed.
private struct SwitchingHost: View {
    let first: FlightInfo
    let second: FlightInfo
    @State private var usesSecond = false

    var body: some View {
        FlightLabel(info: usesSecond ? second : first)
            .focusable()
            .onKeyPress("s") {
                usesSecond = true
                return .handled
            }
    }
}
