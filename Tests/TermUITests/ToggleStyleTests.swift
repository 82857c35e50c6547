import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `ToggleStyle`: a custom style's body is drawn from the binding, the toggle keeps its keys and focus, and
/// the built-in styles draw the toggle row as before.
@MainActor
struct ToggleStyleTests {
    private struct Checkmark: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                Text(configuration.isOn ? "✓" : "·")
                configuration.label
            }
        }
    }

    private struct Switching: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration.isOn ? "On" : "Off") { configuration.isOn.toggle() }
        }
    }

    @Test func aCustomStyleDrawsTheValueAndSpaceFlipsIt() {
        let isOn = Bound(false)
        let screen = formDriver(VStack(alignment: .leading) {
            Toggle("Wi-Fi", isOn: isOn.binding)
            Toggle("Bluetooth", isOn: .constant(true))
        }.toggleStyle(Checkmark()), showsKeyHints: true)
        #expect(screen.trimmedLine(0) == "· Wi-Fi")
        #expect(screen.trimmedLine(1) == "✓ Bluetooth")
        #expect(screen.string("Wi-Fi", has: .reverse))
        #expect(screen.keyHints.contains(KeyHint("Space", "turn on")))
        screen.press(.space)
        #expect(isOn.value)
        #expect(screen.trimmedLine(0) == "✓ Wi-Fi")
        screen.press(.return)
        #expect(!isOn.value)
        #expect(screen.trimmedLine(0) == "· Wi-Fi")
        screen.press(.tab)
        #expect(!screen.string("Wi-Fi", has: .reverse))
        #expect(screen.string("Bluetooth", has: .reverse))
    }

    @Test func aButtonInsideTheBodyTakesNoFocusAndAClickFlipsTheToggle() {
        let isOn = Bound(false)
        let screen = formDriver(Toggle("Sound", isOn: isOn.binding).toggleStyle(Switching()))
        #expect(screen.trimmedLine(0) == "Off")
        #expect(screen.string("Off", has: .reverse))
        #expect(screen.click("Off"))
        #expect(isOn.value)
        #expect(screen.trimmedLine(0) == "On")
        screen.press(.space)
        #expect(!isOn.value)
    }

    @Test func theBuiltInStylesDrawTheToggleRow() {
        func line(_ style: some ToggleStyle) -> String {
            formDriver(Toggle("On", isOn: .constant(true)).toggleStyle(style)).trimmedLine(0)
        }
        for line in [line(.switch), line(.button), line(.checkbox), line(.automatic)] {
            #expect(line.hasPrefix("On"))
            #expect(line.hasSuffix("[x]"))
        }
    }
}
