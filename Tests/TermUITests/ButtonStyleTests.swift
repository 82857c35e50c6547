import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `ButtonStyle` and `PrimitiveButtonStyle`: a custom style's body is drawn, the button keeps its keys and
/// focus, and the built-in styles draw the button as before.
@MainActor
struct ButtonStyleTests {
    private struct Bracketed: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("<")
                configuration.label
                Text(configuration.role == .destructive ? "!>" : ">")
            }
            .foregroundStyle(.green)
        }
    }

    private struct Tappable: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                Text("*")
                Button(configuration)
            }
        }
    }

    @Test func aCustomStyleDrawsItsBodyInItsColours() {
        let screen = formDriver(VStack(alignment: .leading) {
            Button("Save") {}
            Button("Delete", role: .destructive) {}
        }.buttonStyle(Bracketed()))
        #expect(screen.trimmedLine(0) == "<Save>")
        #expect(screen.trimmedLine(1) == "<Delete!>")
        #expect(screen.style(atColumn: 2, row: 1).foreground == .rgb(48, 209, 88))
    }

    @Test func aCustomStyledButtonKeepsItsKeysAndFocus() {
        let presses = Bound<[String]>([])
        let screen = formDriver(VStack(alignment: .leading) {
            Button("One") { presses.value.append("one") }
            Button("Two") { presses.value.append("two") }
        }.buttonStyle(Bracketed()))
        #expect(screen.string("<One>", has: .reverse))
        #expect(!screen.string("<Two>", has: .reverse))
        screen.press(.tab)
        #expect(screen.string("<Two>", has: .reverse))
        screen.press(.return)
        screen.press(.space)
        #expect(presses.value == ["two", "two"])
    }

    @Test func aPrimitiveStyleTriggersTheActionAndItsInnerButtonTakesNoFocus() {
        let presses = Bound(0)
        let screen = formDriver(VStack(alignment: .leading) {
            Button("Go") { presses.value += 1 }
            Button("Stay") {}
        }.buttonStyle(Tappable()))
        #expect(screen.trimmedLine(0) == "* Go")
        screen.press(.return)
        #expect(presses.value == 1)
        screen.press(.tab)
        #expect(screen.string("Stay", has: .reverse))
        screen.press(.tab)
        #expect(screen.string("Go", has: .reverse))
        #expect(screen.click("Go"))
        #expect(presses.value == 2)
    }

    @Test func aDisabledCustomStyledButtonIsDimAndDoesNothing() {
        let presses = Bound(0)
        let screen = formDriver(Button("Off") { presses.value += 1 }.buttonStyle(Bracketed()).disabled(true))
        screen.press(.return)
        #expect(presses.value == 0)
        #expect(screen.string("<Off>", has: .dim))
    }

    @Test func theBuiltInStylesDrawTheButtonAsBefore() {
        func cells(_ style: some PrimitiveButtonStyle) -> [CellStyle] {
            let screen = formDriver(VStack {
                Button("Save") {}
                Button("Delete", role: .destructive) {}
            }.buttonStyle(style))
            return (0..<8).flatMap { column in (0..<2).map { screen.style(atColumn: column, row: $0) } }
        }
        let before = formDriver(VStack {
            Button("Save") {}
            Button("Delete", role: .destructive) {}
        })
        let plain = (0..<8).flatMap { column in (0..<2).map { before.style(atColumn: column, row: $0) } }
        #expect(cells(.automatic) == plain)
        #expect(cells(.bordered) == plain)
        #expect(cells(.borderedProminent) == plain)
        #expect(cells(.borderless) == plain)
        #expect(cells(.plain) == plain)
    }
}
