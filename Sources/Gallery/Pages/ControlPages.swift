import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let controlPages = [
        GalleryPage("Buttons", in: .controls, code: """
            @State private var count = 0

            VStack(alignment: .leading) {
                Text("Pressed \\(count) times")
                Button("Press me") { count += 1 }
                Button("Reset", role: .destructive) { count = 0 }
                    .keyboardShortcut("r")
            }
            """) { ButtonsExample() },
        GalleryPage("ShareLink", in: .controls, code: """
            VStack(alignment: .leading) {
                Text("Enter copies to the clipboard")
                ShareLink(item: URL(string: "https://www.swift.org")!)
                ShareLink("Copy the packing list", item: "Passport, charger, umbrella")
            }
            """) { ShareLinksExample() },
        GalleryPage("Toggle, Stepper, Slider", in: .controls, code: """
            @State private var isOn = true
            @State private var guests = 2
            @State private var volume = 0.5

            Form {
                Toggle("Notifications", isOn: $isOn)
                Stepper("Guests: \\(guests)", value: $guests, in: 1...8)
                Slider(value: $volume, in: 0...1) { Text("Volume") }
            }
            """) { TogglesExample() },
        GalleryPage("Pickers", in: .controls, code: """
            @State private var season = "Spring"
            @State private var day = Date.now

            Form {
                Picker("Season", selection: $season) {
                    ForEach(["Spring", "Summer", "Autumn", "Winter"], id: \\.self) {
                        Text($0)
                    }
                }
                DatePicker("Day", selection: $day, displayedComponents: .date)
            }
            """) { PickersExample() },
        GalleryPage("Text fields", in: .controls, code: """
            @State private var name = ""
            @State private var password = ""

            Form {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
                Text(name.isEmpty ? "Type a name" : "Hello, \\(name)")
            }
            """) { TextFieldsExample() },
        GalleryPage("Progress and Gauge", in: .controls, code: """
            VStack(alignment: .leading) {
                ProgressView(value: 0.7) { Text("Packing") }
                ProgressView()
                Gauge(value: 22, in: 0...40) { Text("Temperature") }
            }
            """) {
            VStack(alignment: .leading) {
                ProgressView(value: 0.7) { Text("Packing") }
                ProgressView()
                Gauge(value: 22, in: 0...40) { Text("Temperature") }
            }
        },
    ]
}

private struct ButtonsExample: View {
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Pressed \(count) times")
            Button("Press me") { count += 1 }
            Button("Reset", role: .destructive) { count = 0 }
                .keyboardShortcut("r")
        }
    }
}

private struct ShareLinksExample: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Enter copies to the clipboard")
            ShareLink(item: URL(string: "https://www.swift.org")!)
            ShareLink("Copy the packing list", item: "Passport, charger, umbrella")
        }
    }
}

private struct TogglesExample: View {
    @State private var isOn = true
    @State private var guests = 2
    @State private var volume = 0.5

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $isOn)
            Stepper("Guests: \(guests)", value: $guests, in: 1...8)
            Slider(value: $volume, in: 0...1) { Text("Volume") }
        }
    }
}

private struct PickersExample: View {
    @State private var season = "Spring"
    @State private var day = Date.now

    var body: some View {
        Form {
            Picker("Season", selection: $season) {
                ForEach(["Spring", "Summer", "Autumn", "Winter"], id: \.self) {
                    Text($0)
                }
            }
            DatePicker("Day", selection: $day, displayedComponents: .date)
        }
    }
}

private struct TextFieldsExample: View {
    @State private var name = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            SecureField("Password", text: $password)
            Text(name.isEmpty ? "Type a name" : "Hello, \(name)")
        }
    }
}
