// A settings screen and a small canvas of gestures, written as SwiftUI apps are, with only `import TermUI`.
// That it type-checks is the test.
import TermUI
import TermUITesting

struct SettingsScreen: View {
    @State private var name = ""
    @State private var bio = ""
    @State private var age = 30
    @State private var budget = 1200.0
    @State private var favourite = Color.orange
    @State private var units = "Metric"
    @State private var wakeUp = Date.now
    @State private var showsReset = false
    @State private var offset = CGSize.zero
    @State private var scale: CGFloat = 1
    @State private var isPressed = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $name)
                        .textContentType(.name)
                    TextField("Bio", text: $bio, axis: .vertical)
                        .lineLimit(3, reservesSpace: true)
                    TextField("Budget", value: $budget, format: .currency(code: "EUR"))
                        .keyboardType(.decimalPad)
                } header: {
                    Text("Profile")
                } footer: {
                    Text("Shown to the people you travel with.")
                }
                Section("Preferences") {
                    Stepper("Age: \(age)") {
                        age += 1
                    } onDecrement: {
                        age -= 1
                    }
                    ColorPicker("Favourite colour", selection: $favourite)
                    Picker("Units", selection: $units) {
                        Text("Metric").tag("Metric")
                        Text("Imperial").tag("Imperial")
                    }
                    .pickerStyle(.segmented)
                    DatePicker("Wake up", selection: $wakeUp, displayedComponents: .hourAndMinute)
                        .datePickerStyle(.compact)
                    Slider(value: $budget, in: 0...5000, step: 100) {
                        Text("Budget")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("5k")
                    }
                }
                Section {
                    Button("Reset", role: .destructive) { showsReset = true }
                }
            }
            .navigationTitle("Settings")
            .toolbar(.hidden, for: .tabBar)
            .alert(isPresented: $showsReset) {
                Alert(
                    title: Text("Reset settings?"),
                    message: Text("Your name and budget are cleared."),
                    primaryButton: .destructive(Text("Reset")) { name = ""; budget = 0 },
                    secondaryButton: .cancel())
            }
        }
    }

    var gestures: some View {
        RoundedRectangle(cornerRadius: 2)
            .fill(favourite)
            .frame(width: 10, height: 4)
            .scaleEffect(scale)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { _ in offset = .zero }
            )
            .simultaneousGesture(
                MagnificationGesture()
                    .onChanged { value in scale = value }
            )
            .onTapGesture(count: 2) { scale = 1 }
            .onLongPressGesture(minimumDuration: 0.5) {
                isPressed.toggle()
            }
            .gesture(TapGesture().onEnded { isPressed = false })
            .onHover { hovering in isPressed = hovering }
    }
}
