import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `@FocusState` and `.focused`: reading says which bound view has focus, setting moves focus, and a form's
/// "next field" on submit works the SwiftUI way.
@MainActor
struct FocusStateTests {
    private struct Single: View {
        @FocusState private var isFocused: Bool
        @State private var text = ""

        var body: some View {
            VStack {
                Button("Edit") { isFocused = true }
                TextField("Note", text: $text).focused($isFocused)
                Text("focused: \(isFocused)")
            }
        }
    }

    @Test func aBooleanSaysWhetherTheViewHasFocusAndSettingItMovesFocus() {
        let screen = TestDriver(Single(), size: TerminalSize(columns: 30, rows: 6))
        #expect(screen.text.contains("focused: false"), "the button has focus first")
        screen.press(.return)
        #expect(screen.text.contains("focused: true"))
        screen.type("hi")
        #expect(screen.text.contains("hi"), "keys go to the field")
        screen.press(.tab)
        #expect(screen.text.contains("focused: false"), "Tab moved focus away, and the state follows")
        screen.press(.tab)
        #expect(screen.text.contains("focused: true"), "and back")
    }

    private enum Field: Hashable {
        case name, email
    }

    private struct SignUp: View {
        @FocusState private var field: Field?
        @State private var name = ""
        @State private var email = ""
        @State private var showsCode = false
        @State private var code = ""

        var body: some View {
            Form {
                TextField("Name", text: $name)
                    .focused($field, equals: .name)
                    .onSubmit { field = .email }
                TextField("Email", text: $email)
                    .focused($field, equals: .email)
                    .onSubmit { field = nil }
                Text("at \(field.map { "\($0)" } ?? "none")")
                Button("Done") { field = nil }
            }
        }
    }

    @Test func submittingMovesToTheNextFieldAsTheFormSays() {
        let screen = TestDriver(SignUp(), size: TerminalSize(columns: 40, rows: 10))
        #expect(screen.text.contains("at name"), "the first field has focus, and the state reads it")
        screen.type("Ada")
        screen.press(.return)
        #expect(screen.text.contains("at email"))
        screen.type("ada@example.org")
        #expect(screen.text.contains("ada@example.org"))
        #expect(screen.row(containing: "Ada") != screen.row(containing: "ada@example.org"), "each field got its own text")
        screen.press(.return)
        #expect(screen.text.contains("at none"), "nil moved focus out of the fields")
        screen.press(.tab)
        #expect(screen.text.contains("at name"), "Tab wraps round to the first field")
    }

    private struct Appearing: View {
        @FocusState private var field: Field?
        @State private var showsEmail = false
        @State private var email = ""

        var body: some View {
            VStack {
                Button("Add email") {
                    showsEmail = true
                    field = .email
                }
                if showsEmail {
                    TextField("Email", text: $email).focused($field, equals: .email)
                }
                Text("at \(field.map { "\($0)" } ?? "none")")
            }
        }
    }

    @Test func focusSetForAViewNotYetShownGoesToItWhenItAppears() {
        let screen = TestDriver(Appearing(), size: TerminalSize(columns: 30, rows: 6))
        #expect(screen.text.contains("at none"))
        screen.press(.return)
        screen.settle()
        screen.type("x@y")
        #expect(screen.text.contains("x@y"), "the new field took focus")
        #expect(screen.text.contains("at email"))
    }
}
