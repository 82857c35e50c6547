import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let focusAndEnvironmentPages = [
        GalleryPage("FocusState", in: .behaviour, code: """
            enum Field: Hashable {
                case name, email
            }

            @State private var name = ""
            @State private var email = ""
            @FocusState private var focusedField: Field?

            Form {
                TextField("Name", text: $name)
                    .focused($focusedField, equals: .name)
                    .onSubmit { focusedField = .email }
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    .onSubmit { focusedField = nil }
                Button("Start over") {
                    name = ""
                    email = ""
                    focusedField = .name
                }
                Text("Editing: \\(focusedField.map { "\\($0)" } ?? "nothing")")
            }
            """) { FocusStateExample() },
        GalleryPage("AppStorage and SceneStorage", in: .behaviour, code: """
            @AppStorage("showsTotals") private var showsTotals = true
            @AppStorage("guests") private var guests = 2
            @SceneStorage("draftNote") private var draftNote = ""

            Form {
                Toggle("Show totals", isOn: $showsTotals)
                Stepper("Guests: \\(guests)", value: $guests, in: 1...8)
                TextField("Draft note", text: $draftNote)
                Text("The gallery keeps these in memory; an app given a data directory saves them")
                    .foregroundStyle(.secondary)
            }
            """) { StorageExample() },
        GalleryPage("Environment values", in: .behaviour, code: """
            @Environment(\\.scenePhase) private var scenePhase
            @Environment(\\.colorScheme) private var colorScheme
            @Environment(\\.horizontalSizeClass) private var sizeClass

            VStack(alignment: .leading) {
                Text("Scene phase: \\(scenePhase == .active ? "active" : "not active")")
                Text("Colour scheme: \\(colorScheme == .dark ? "dark" : "light")")
                Text("Width: \\(sizeClass == .compact ? "compact" : "regular")")
            }
            """) { EnvironmentExample() },
    ]
}

private struct FocusStateExample: View {
    enum Field: Hashable {
        case name, email
    }

    @State private var name = ""
    @State private var email = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focusedField, equals: .name)
                .onSubmit { focusedField = .email }
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = nil }
            Button("Start over") {
                name = ""
                email = ""
                focusedField = .name
            }
            Text("Editing: \(focusedField.map { "\($0)" } ?? "nothing")")
        }
    }
}

private struct StorageExample: View {
    @AppStorage("showsTotals") private var showsTotals = true
    @AppStorage("guests") private var guests = 2
    @SceneStorage("draftNote") private var draftNote = ""

    var body: some View {
        Form {
            Toggle("Show totals", isOn: $showsTotals)
            Stepper("Guests: \(guests)", value: $guests, in: 1...8)
            TextField("Draft note", text: $draftNote)
            Text("The gallery keeps these in memory; an app given a data directory saves them")
                .foregroundStyle(.secondary)
        }
    }
}

private struct EnvironmentExample: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        VStack(alignment: .leading) {
            Text("Scene phase: \(scenePhase == .active ? "active" : "not active")")
            Text("Colour scheme: \(colorScheme == .dark ? "dark" : "light")")
            Text("Width: \(sizeClass == .compact ? "compact" : "regular")")
        }
    }
}
