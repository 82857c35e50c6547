import TermUI
import TermUITesting

struct CapsuleButtonStyle: ButtonStyle {
    var fill: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 1)
            .foregroundStyle(.white)
            .background(configuration.role == .destructive ? .red : fill, in: Capsule())
    }
}

struct LoggingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .onTapGesture { configuration.trigger() }
    }
}

struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return HStack {
            configuration.label
            Text("\(Int(fraction * 100))%")
                .foregroundStyle(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
        }
    }
}

struct StylesSnippet: View {
    @State private var isPacked = false
    @State private var notifies = true

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Summer trip")
                .font(.headline)
                .foregroundStyle(LinearGradient(colors: [.yellow, .orange], startPoint: .leading, endPoint: .trailing))
            HStack {
                Button("Book") {}
                Button("Cancel", role: .destructive) {}
            }
            .buttonStyle(CapsuleButtonStyle())
            Button("Details") {}.buttonStyle(.borderedProminent)
            Button("Share") {}.buttonStyle(LoggingButtonStyle())
            Toggle("Packed", isOn: $isPacked).toggleStyle(CheckboxStyle())
            Toggle("Notify me", isOn: $notifies).toggleStyle(.switch)
            Label("Beach", systemImage: "sun.max").labelStyle(TrailingIconLabelStyle())
            Label("Hidden", systemImage: "eye").labelStyle(.iconOnly)
            ProgressView("Saved", value: 0.4).progressViewStyle(PercentProgressStyle())
            ProgressView(value: 0.75).progressViewStyle(.circular)
            Gauge(value: 0.3) { Text("Budget") }.gaugeStyle(.accessoryCircularCapacity)
            RoundedRectangle(cornerRadius: 1)
                .fill(RadialGradient(colors: [.mint, .indigo], center: .center, startRadius: 0, endRadius: 12))
                .frame(width: 24, height: 3)
                .overlay { Text("Sea").background() }
            Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .red], center: .center), lineWidth: 2)
                .frame(width: 6, height: 3)
            Capsule().fill(Color.teal.gradient).frame(width: 10, height: 1)
            Text("Card")
                .padding(.horizontal, 1)
                .background(in: RoundedRectangle(cornerRadius: 1))
                .background(EllipticalGradient(colors: [.purple, .blue]))
        }
    }
}
