import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// The environment values SwiftUI takes from the scene and the device: `scenePhase` follows a suspend, the
/// size classes follow the terminal's size, and the others have their terminal values.
@MainActor
struct SceneEnvironmentTests {
    private struct Phases: View {
        let seen: Bound<[ScenePhase]>
        @Environment(\.scenePhase) private var scenePhase

        var body: some View {
            Text("phase \(scenePhase)")
                .onChange(of: scenePhase) { _, phase in seen.value.append(phase) }
        }
    }

    @Test func theAppIsInTheBackgroundWhileSuspendedAndActiveAgainAfter() {
        let seen = Bound<[ScenePhase]>([])
        let screen = TestDriver(Phases(seen: seen), size: TerminalSize(columns: 30, rows: 4))
        #expect(screen.text.contains("phase active"))
        screen.press(.control("z"))
        #expect(screen.suspendCount == 1)
        #expect(seen.value == [.background, .active], "onChange saw the background before the process stopped")
        #expect(screen.text.contains("phase active"))
    }

    private struct Classes: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical

        var body: some View {
            if horizontal == .compact {
                VStack { Text("A"); Text("B"); Text("v \(vertical.map { "\($0)" } ?? "-")") }
            } else {
                HStack { Text("A"); Text("B"); Text("v \(vertical.map { "\($0)" } ?? "-")") }
            }
        }
    }

    @Test func sizeClassesFollowTheTerminalsSize() {
        let screen = TestDriver(Classes(), size: TerminalSize(columns: 79, rows: 23))
        #expect(screen.row(containing: "A") != screen.row(containing: "B"), "compact width: one below the other")
        #expect(screen.text.contains("v compact"))
        screen.resize(to: TerminalSize(columns: 80, rows: 24))
        #expect(screen.row(containing: "A") == screen.row(containing: "B"), "regular width: side by side")
        #expect(screen.text.contains("v regular"))
        #expect(UserInterfaceSizeClass.classes(for: Size(width: 200, height: 10)) == (.regular, .compact))
    }

    private struct Values: View {
        @Environment(\.dynamicTypeSize) private var typeSize
        @Environment(\.layoutDirection) private var direction
        @Environment(\.displayScale) private var scale
        @Environment(\.colorScheme) private var scheme

        var body: some View {
            Text("\(typeSize) \(direction) \(Int(scale)) \(scheme)")
        }
    }

    @Test func theOtherValuesHaveTheirTerminalMeaning() {
        let plain = TestDriver(Values(), size: TerminalSize(columns: 40, rows: 3))
        #expect(plain.text.contains("large leftToRight 1 dark"))
        let set = TestDriver(
            Values().dynamicTypeSize(.accessibility2).preferredColorScheme(.light), size: TerminalSize(columns: 40, rows: 3))
        #expect(set.text.contains("accessibility2 leftToRight 1 dark"), "preferredColorScheme is a no-op")
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(DynamicTypeSize.small < .large && ScenePhase.background < .active)
    }
}
