import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `LabelStyle`, `ProgressViewStyle` and `GaugeStyle`: the built-in styles and custom bodies.
@MainActor
struct ProgressAndGaugeStyleTests {
    private struct Bracketed: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("[")
                configuration.title
                Text("]")
                configuration.icon
            }
        }
    }

    private struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }

    private struct Numbers: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                configuration.label
                Text("\(Int(configuration.value * 10))/10")
            }
        }
    }

    @Test func labelStylesShowTheTitleTheIconOrACustomBody() {
        func line(_ style: some LabelStyle) -> String {
            formDriver(Label("Trips", systemImage: "star").labelStyle(style)).trimmedLine(0)
        }
        let both = line(.titleAndIcon)
        #expect(both.hasSuffix("Trips") && both.count > 5)
        #expect(line(.automatic) == both)
        #expect(line(.titleOnly) == "Trips")
        #expect(!line(.iconOnly).contains("Trips") && !line(.iconOnly).isEmpty)
        #expect(line(Bracketed()).hasPrefix("[Trips]"))
    }

    @Test func progressStylesDrawABarACircleOrACustomBody() {
        let linear = formDriver(ProgressView(value: 0.5).progressViewStyle(.linear).frame(width: 10))
        #expect(linear.trimmedLine(0) == "█████")
        let circular = formDriver(ProgressView("Loading", value: 0.5).progressViewStyle(.circular))
        #expect(circular.trimmedLine(0) == "◑ Loading")
        let custom = formDriver(ProgressView(value: 0.25).progressViewStyle(Percent()))
        #expect(custom.trimmedLine(0) == "25%")
        let waiting = formDriver(ProgressView("Waiting").progressViewStyle(.circular))
        #expect(waiting.trimmedLine(0) == "… Waiting")
    }

    @Test func gaugeStylesDrawABarALineACircleOrACustomBody() {
        let bar = formDriver(Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(.linearCapacity).frame(width: 10))
        #expect(bar.trimmedLine(0) == "Fuel")
        #expect(bar.trimmedLine(1) == "█████")
        let line = formDriver(Gauge(value: 1) { Text("Fuel") }.gaugeStyle(.accessoryLinear).frame(width: 5))
        #expect(line.trimmedLine(1) == "────●")
        let circle = formDriver(Gauge(value: 0.75) { Text("Fuel") }.gaugeStyle(.accessoryCircular))
        #expect(circle.trimmedLine(0) == "◕ Fuel")
        let custom = formDriver(Gauge(value: 3, in: 0...10) { Text("Fuel") }.gaugeStyle(Numbers()))
        #expect(custom.trimmedLine(0) == "Fuel 3/10")
    }
}
