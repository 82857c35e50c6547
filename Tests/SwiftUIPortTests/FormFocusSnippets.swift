import TermUI
import TermUITesting

/// A sign-up form as SwiftUI code writes it: @FocusState moving through fields on submit, the environment's
/// size class choosing a layout, editable rows through `ForEach($items)`, and a preview provider.
struct TravellerFormSnippet: View {
    enum Field: Hashable {
        case name, email
    }

    struct Companion: Identifiable {
        let id: Int
        var name: String
        var isComing: Bool
    }

    @State private var name = ""
    @State private var email = ""
    @State private var companions = [Companion(id: 1, name: "Lin", isComing: true), Companion(id: 2, name: "Sam", isComing: false)]
    @FocusState private var focusedField: Field?
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        Form {
            Section("You") {
                TextField("Name", text: $name)
                    .focused($focusedField, equals: .name)
                    .onSubmit { focusedField = .email }
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    .onSubmit { focusedField = nil }
            }
            Section("Companions") {
                ForEach($companions) { $companion in
                    Toggle(companion.name, isOn: $companion.isComing)
                }
            }
            Text(sizeClass == .compact ? "compact" : "regular")
            Text("editing \(focusedField == .email ? "email" : focusedField == .name ? "name" : "nothing")")
        }
        .animation(nil, value: focusedField)
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { focusedField = nil }
        }
        .preferredColorScheme(colorScheme == .dark || typeSize.isAccessibilitySize ? .dark : nil)
    }
}

struct TravellerFormSnippet_Previews: PreviewProvider {
    static var previews: some View {
        TravellerFormSnippet()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Form")
    }
}

struct SelectedNoteKey: FocusedValueKey {
    typealias Value = Binding<String>
}

struct NoteCountKey: FocusedValueKey {
    typealias Value = Int
}

extension FocusedValues {
    var selectedNote: Binding<String>? {
        get { self[SelectedNoteKey.self] }
        set { self[SelectedNoteKey.self] = newValue }
    }

    var noteCount: Int? {
        get { self[NoteCountKey.self] }
        set { self[NoteCountKey.self] = newValue }
    }
}

struct NoteEditorsSnippet: View {
    @State private var first = "pack"
    @State private var second = "book"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("First", text: $first)
                .focusedValue(\.selectedNote, $first)
            TextField("Second", text: $second)
                .focusedValue(\.selectedNote, $second)
            Button("No note here") {}
            NoteStatusBar()
        }
        .focusedSceneValue(\.noteCount, 2)
    }
}

struct NoteStatusBar: View {
    @FocusedBinding(\.selectedNote) private var note
    @FocusedValue(\.noteCount) private var count

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("editing \(note ?? "none") of \(count ?? 0)")
            Button("Shout") { note = note?.uppercased() }
                .keyboardShortcut("t", modifiers: .control)
        }
    }
}
