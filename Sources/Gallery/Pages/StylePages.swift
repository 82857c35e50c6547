import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let stylePages = [
        GalleryPage("Styles", in: .controls, code: """
            struct PillButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(.horizontal, 1)
                        .foregroundStyle(.white)
                        .background(configuration.role == .destructive ? .red : .blue, in: Capsule())
                }
            }

            struct StarToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        Image(systemName: configuration.isOn ? "star.fill" : "star")
                        configuration.label
                    }
                }
            }

            @State private var notifies = true
            @State private var isPinned = false

            VStack(alignment: .leading) {
                HStack {
                    Button("Book") {}
                    Button("Cancel", role: .destructive) {}
                }
                .buttonStyle(PillButtonStyle())
                Toggle("Notify me", isOn: $notifies).toggleStyle(.switch)
                Toggle("Pinned", isOn: $isPinned).toggleStyle(StarToggleStyle())
                Label("Share", systemImage: "square.and.arrow.up")
                    .labelStyle(.iconOnly)
                ProgressView(value: 0.75).progressViewStyle(.circular)
                Gauge(value: 0.3) { Text("Budget") }
                    .gaugeStyle(.accessoryCircularCapacity)
            }
            """) { StylesExample() },
    ]
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 1)
            .foregroundStyle(.white)
            .background(configuration.role == .destructive ? .red : .blue, in: Capsule())
    }
}

struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "star.fill" : "star")
            configuration.label
        }
    }
}

private struct StylesExample: View {
    @State private var notifies = true
    @State private var isPinned = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("Book") {}
                Button("Cancel", role: .destructive) {}
            }
            .buttonStyle(PillButtonStyle())
            Toggle("Notify me", isOn: $notifies).toggleStyle(.switch)
            Toggle("Pinned", isOn: $isPinned).toggleStyle(StarToggleStyle())
            Label("Share", systemImage: "square.and.arrow.up")
                .labelStyle(.iconOnly)
            ProgressView(value: 0.75).progressViewStyle(.circular)
            Gauge(value: 0.3) { Text("Budget") }
                .gaugeStyle(.accessoryCircularCapacity)
        }
    }
}
