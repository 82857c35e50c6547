import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `@Environment` with custom keys and with `@Observable` objects placed by `.environment(_:)`.
@MainActor
struct EnvironmentTests {
    private func driver<V: View>(_ view: V) -> TestDriver {
        TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: 40, rows: 10), showsKeyHints: false)
    }

    // MARK: Keys

    @Test func customKeyHasItsDefaultValue() {
        let screen = driver(GreetingReader(label: "a"))
        #expect(screen.text.contains("a says hello"))
    }

    @Test func customKeySetForASubtree() {
        let screen = driver(VStack {
            GreetingReader(label: "outside")
            VStack {
                GreetingReader(label: "inside")
                GreetingReader(label: "nested").environment(\.greeting, "ciao")
            }.environment(\.greeting, "hola")
        })
        #expect(screen.text.contains("outside says hello"))
        #expect(screen.text.contains("inside says hola"))
        #expect(screen.text.contains("nested says ciao"))
    }

    @Test func aChangedEnvironmentValueReachesReaders() {
        let settings = Settings()
        let screen = driver(GreetingHost(settings: settings))
        #expect(screen.text.contains("host says hey"))
        settings.greeting = "moin"
        screen.update()
        #expect(screen.text.contains("host says moin"))
        #expect(!screen.text.contains("hey"))
    }

    @Test func aChangeAboveAnUnchangedWriterStillReachesReaders() {
        let settings = Settings()
        let screen = driver(LayeredGreetingHost(settings: settings))
        #expect(screen.text.contains("deep says hey"))
        settings.greeting = "servus"
        screen.update()
        // The inner writer writes the same line limit as before, but what it got from above changed.
        #expect(screen.text.contains("deep says servus"))
    }

    @Test func builtInKeysCanBeReadAndSet() {
        let screen = driver(VStack {
            LineLimitReader()
            LineLimitReader().lineLimit(3)
        })
        #expect(screen.text.contains("limit none"))
        #expect(screen.text.contains("limit 3"))
    }

    // MARK: Observable objects

    @Test func observableObjectFromTheEnvironment() {
        let profile = Profile()
        let screen = driver(ProfileReader().environment(profile))
        #expect(screen.text.contains("name Ada"))
        profile.name = "Grace"
        screen.update()
        #expect(screen.text.contains("name Grace"))
    }

    @Test func aChangeToTheObjectReevaluatesOnlyItsReaders() {
        let profile = Profile()
        let screen = driver(VStack {
            ProfileReader()
            VisitsReader()
        }.environment(profile))
        let nameReader = screen.nodes(of: CompositeNode<ProfileReader>.self).first
        let visitsReader = screen.nodes(of: CompositeNode<VisitsReader>.self).first
        #expect(nameReader?.bodyEvaluationCount == 1)
        #expect(visitsReader?.bodyEvaluationCount == 1)

        profile.visits = 4
        screen.update()
        #expect(screen.text.contains("visits 4"))
        #expect(nameReader?.bodyEvaluationCount == 1)
        #expect(visitsReader?.bodyEvaluationCount == 2)

        profile.name = "Grace"
        screen.update()
        #expect(screen.text.contains("name Grace"))
        #expect(nameReader?.bodyEvaluationCount == 2)
        #expect(visitsReader?.bodyEvaluationCount == 2)
    }

    @Test func reevaluatingTheWriterWithTheSameObjectLeavesReadersAlone() {
        let profile = Profile()
        let settings = Settings()
        let screen = driver(ProfileHost(profile: profile, settings: settings))
        let reader = screen.nodes(of: CompositeNode<ProfileReader>.self).first
        let optionalReader = screen.nodes(of: CompositeNode<OptionalProfileReader>.self).first
        let keyReader = screen.nodes(of: CompositeNode<GreetingReader>.self).first
        let host = screen.nodes(of: CompositeNode<ProfileHost>.self).first
        #expect(reader?.bodyEvaluationCount == 1)
        #expect(optionalReader?.bodyEvaluationCount == 1)
        #expect(keyReader?.bodyEvaluationCount == 1)

        settings.greeting = "yo"
        screen.update()
        #expect(screen.text.contains("host yo"))
        #expect(host?.bodyEvaluationCount == 2)
        // The readers got the same view values and the same environment: nothing to evaluate.
        #expect(reader?.bodyEvaluationCount == 1)
        #expect(optionalReader?.bodyEvaluationCount == 1)
        #expect(keyReader?.bodyEvaluationCount == 1)
    }

    @Test func optionalObjectIsNilWhenMissing() {
        let screen = driver(OptionalProfileReader())
        #expect(screen.text.contains("no profile"))
        let profile = Profile()
        let present = driver(OptionalProfileReader().environment(profile))
        #expect(present.text.contains("profile Ada"))
    }

    @Test func objectFromTheNearestAncestor() {
        let outer = Profile()
        let inner = Profile()
        inner.name = "Inner"
        let screen = driver(VStack {
            ProfileReader()
            ProfileReader().environment(inner)
        }.environment(outer))
        #expect(screen.text.contains("name Ada"))
        #expect(screen.text.contains("name Inner"))
    }

    // MARK: Missing objects

    @Test func missingObjectStopsWithAMessageNamingTheType() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = TestDriver(ProfileReader(), size: TerminalSize(columns: 20, rows: 5), showsKeyHints: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No Observable object of type Profile found"))
    }
}

// MARK: - Keys, views and models

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "hello"
}

extension EnvironmentValues {
    /// A greeting, for the tests of custom environment keys.
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

@Observable @MainActor
private final class Profile {
    var name = "Ada"
    var visits = 0
}

@Observable @MainActor
private final class Settings {
    var greeting = "hey"
}

private struct GreetingReader: View {
    @Environment(\.greeting) private var greeting
    let label: String

    var body: some View {
        Text("\(label) says \(greeting)")
    }
}

private struct GreetingHost: View {
    let settings: Settings

    var body: some View {
        GreetingReader(label: "host").environment(\.greeting, settings.greeting)
    }
}

private struct LayeredGreetingHost: View {
    let settings: Settings

    var body: some View {
        VStack {
            GreetingReader(label: "deep").lineLimit(2)
        }
        .environment(\.greeting, settings.greeting)
    }
}

private struct LineLimitReader: View {
    @Environment(\.lineLimit) private var lineLimit

    var body: some View {
        Text("limit \(lineLimit.map(String.init) ?? "none")")
    }
}

private struct ProfileReader: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        Text("name \(profile.name)")
    }
}

private struct VisitsReader: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        Text("visits \(profile.visits)")
    }
}

private struct OptionalProfileReader: View {
    @Environment(Profile.self) private var profile: Profile?

    var body: some View {
        if let profile {
            Text("profile \(profile.name)")
        } else {
            Text("no profile")
        }
    }
}

private struct ProfileHost: View {
    let profile: Profile
    let settings: Settings

    var body: some View {
        VStack {
            Text("host \(settings.greeting)")
            ProfileReader()
            OptionalProfileReader()
            GreetingReader(label: "key")
        }.environment(profile)
    }
}
