import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `Stepper` and `Slider` as SwiftUI declares them: keys step the bound value within its range.
@MainActor
struct StepperAndSliderTests {
    private struct Settings: View {
        let guests: Bound<Int>
        let volume: Bound<Double>

        var body: some View {
            Form {
                Stepper("Guests: \(guests.value)", value: guests.binding, in: 1...4)
                Slider(value: volume.binding, in: 0...10, step: 2) { Text("Volume") }
            }
        }
    }

    private func makeScreen() -> (TestDriver, Bound<Int>, Bound<Double>) {
        let guests = Bound(2), volume = Bound(4.0)
        return (TestDriver(Settings(guests: guests, volume: volume), size: TerminalSize(columns: 50, rows: 6)), guests, volume)
    }

    @Test func theStepperStepsWithinItsRange() {
        let (screen, guests, _) = makeScreen()
        #expect(screen.text.contains("Guests: 2") && screen.text.contains("[−|+]"))
        #expect(screen.keyHints.contains(KeyHint("←→", "step")))
        screen.press(.rightArrow)
        screen.press(.character("+"))
        screen.press(.rightArrow)
        #expect(guests.value == 4, "stops at the top")
        #expect(screen.text.contains("Guests: 4"))
        for _ in 0..<5 { screen.press(.leftArrow) }
        #expect(guests.value == 1, "stops at the bottom")
    }

    @Test func theSliderMovesByItsStepAndGoesToTheEnds() throws {
        let (screen, _, volume) = makeScreen()
        screen.press(.tab)
        #expect(screen.keyHints.contains(KeyHint("←→", "adjust")))
        screen.press(.rightArrow)
        #expect(volume.value == 6)
        screen.press(.end)
        #expect(volume.value == 10)
        screen.press(.rightArrow)
        #expect(volume.value == 10, "clamped")
        screen.press(.home)
        screen.press(.leftArrow)
        #expect(volume.value == 0)
        // The knob sits at the start of the bar for 0, at its end for 10.
        let row = try #require(screen.row(containing: "Volume"))
        let line = screen.lines[row]
        #expect(line.contains("●───"))
        screen.press(.end)
        #expect(screen.lines[row].contains("━━━●"))
    }

    @Test func aGaugeShowsItsValueBetweenItsBounds() throws {
        let screen = TestDriver(
            Gauge(value: 75.0, in: 50...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("75%")
            } minimumValueLabel: {
                Text("50")
            } maximumValueLabel: {
                Text("100")
            }
            .frame(width: 30),
            size: TerminalSize(columns: 30, rows: 3), showsKeyHints: false)
        let top = try #require(screen.row(containing: "Battery"))
        #expect(screen.lines[top].contains("75%"))
        let bar = screen.lines[top + 1]
        #expect(bar.hasPrefix("50 ") && bar.hasSuffix(" 100"), "\(bar)")
        // Half the range: half the bar's cells filled.
        let cells = bar.dropFirst(3).dropLast(4)
        let full = cells.filter { $0 == "█" }.count
        #expect(abs(full - cells.count / 2) <= 1, "\(bar)")
    }
}
