import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Declarations written the way SwiftUI code writes them compile and behave: `.spring()` with no arguments,
/// the one-value `onChange(of:perform:)`, `Angle`, `Color(hue:saturation:brightness:)`.
@MainActor
struct SwiftUIShapeTests {
    private struct Counter: View {
        let seen: Bound<[Int]>
        @State private var count = 0

        var body: some View {
            Button("Add") { withAnimation(.spring()) { count += 1 } }
                .onChange(of: count) { newValue in seen.value.append(newValue) }
        }
    }

    @Test func theOlderOnChangeGetsTheNewValueAndSpringNeedsNoArguments() {
        let seen = Bound<[Int]>([])
        let screen = TestDriver(Counter(seen: seen), size: TerminalSize(columns: 20, rows: 3))
        screen.press(.return)
        screen.settle()
        screen.press(.return)
        screen.settle()
        #expect(seen.value == [1, 2])
        #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825))
    }

    @Test func anglesConvertAndAdd() {
        let right = Angle.degrees(90)
        #expect(abs(right.radians - .pi / 2) < 1e-12)
        #expect(abs((right + .radians(.pi / 2)).degrees - 180) < 1e-9)
        #expect(-right < .zero && right * 2 == .degrees(180) && right / 3 < right)
        var angle = Angle()
        angle.degrees = 45
        #expect(abs(angle.radians - .pi / 4) < 1e-12)
    }

    @Test func hueSaturationBrightnessGiveTheColoursOfTheWheel() {
        func rgb(_ color: Color) -> TerminalColor? {
            if case .terminal(let terminal) = color.kind { return terminal }
            return nil
        }
        #expect(rgb(Color(hue: 0, saturation: 1, brightness: 1)) == .rgb(255, 0, 0))
        #expect(rgb(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == .rgb(0, 255, 0))
        #expect(rgb(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)) == .rgb(0, 0, 255))
        #expect(rgb(Color(hue: 0.5, saturation: 0, brightness: 0.5)) == .rgb(128, 128, 128))
        #expect(rgb(Color(hue: 1, saturation: 1, brightness: 1)) == .rgb(255, 0, 0), "the wheel goes round")
    }

    private struct Settings: View {
        var body: some View {
            Form {
                Section(header: Text("Account"), footer: Text("Kept on this machine")) {
                    Text("Name")
                }
                Section(header: Text("Units")) {
                    Text("Metric")
                }
                Section(footer: Text("Version 1")) {
                    Text("About")
                }
            }
        }
    }

    @Test func sectionsTakeTheirHeaderAndFooterAsViews() {
        let screen = TestDriver(Settings(), size: TerminalSize(columns: 40, rows: 14))
        for text in ["Account", "Kept on this machine", "Name", "Units", "Metric", "About", "Version 1"] {
            #expect(screen.text.contains(text), "\(text)")
        }
        let account = screen.row(containing: "Account") ?? 0, name = screen.row(containing: "Name") ?? 0
        #expect(account < name && name < (screen.row(containing: "Kept on this machine") ?? 0))
    }

    @Test func datesInTheirStyles() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let date = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 1, hour: 6, minute: 45)))
        var environment = EnvironmentValues()
        environment.calendar = calendar
        environment.timeZone = calendar.timeZone
        environment.locale = Locale(identifier: "en_US")
        func text(_ style: Text.DateStyle, now: Date = date) -> String {
            Text.text(of: date, style: style, now: now, in: environment).replacingOccurrences(of: "\u{202F}", with: " ")
        }
        #expect(text(.time) == "6:45 AM")
        #expect(text(.date) == "December 1, 2026")
        let earlier = date.addingTimeInterval(-(2 * 3600 + 5 * 60 + 9))
        #expect(text(.timer, now: earlier) == "2:05:09")
        #expect(text(.timer, now: date.addingTimeInterval(-65)) == "1:05")
        #expect(text(.offset, now: date.addingTimeInterval(-7200)) == "+2 hours")
        #expect(text(.offset, now: date.addingTimeInterval(180)) == "-3 minutes")
        let screen = TestDriver(
            Text(date, style: .date).environment(\.calendar, calendar).environment(\.timeZone, calendar.timeZone)
                .environment(\.locale, Locale(identifier: "de_DE")),
            size: TerminalSize(columns: 30, rows: 1))
        #expect(screen.text.contains("1. Dezember 2026"), "in the environment's locale")
    }

    private struct Badge: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Title")
                Text("Moved")
                    .offset(x: 4, y: 2)
                    .shadow(radius: 2)
                    .scaleEffect(1.5)
                    .rotationEffect(.degrees(45))
                    .blendMode(.multiply)
                    .imageScale(.large)
                    .accessibilityLabel("Moved text")
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityHidden(false)
                Text("Below")
            }
        }
    }

    @Test func offsetMovesWhereTheViewIsDrawnNotItsPlaceAndEffectsADrawingCannotShowKeepIt() throws {
        let screen = TestDriver(Badge(), size: TerminalSize(columns: 20, rows: 6), showsKeyHints: false)
        let title = try #require(screen.position(of: "Title"), "\(screen.text)")
        let moved = try #require(screen.position(of: "Moved"), "\(screen.text)")
        #expect(moved.column == title.column + 4 && moved.row == title.row + 3, "\(screen.text)")
        // "Below" keeps its place, under the row the moved text left: the offset does not move the layout.
        #expect(screen.position(of: "Below")?.row == title.row + 2, "\(screen.text)")
        #expect(!screen.lines[title.row + 1].contains("Moved"))
    }

    private struct OldStyle: View {
        @ScaledMetric private var padding: CGFloat = 2
        @ScaledMetric(relativeTo: .title) private var gap: Double = 1

        var body: some View {
            NavigationView {
                List {
                    NavigationLink(destination: Text("Details of Kyoto, \(Int(padding + gap))")) {
                        Text("Kyoto")
                    }
                }
                .navigationTitle("Trips")
            }
            .navigationViewStyle(.stack)
        }
    }

    @Test func aNavigationViewIsAStackAndScaledMetricsKeepTheirValue() {
        let screen = TestDriver(OldStyle(), size: TerminalSize(columns: 40, rows: 8))
        #expect(screen.lines[0].contains("Trips"))
        screen.press(.return)
        screen.settle()
        #expect(screen.text.contains("Details of Kyoto"))
        #expect(screen.lines[0].contains("‹ Trips"))
        #expect(screen.text.contains("Details of Kyoto, 3"), "the metrics unscaled: 2 + 1")
        screen.press(.escape)
        screen.settle()
        #expect(screen.text.contains("Kyoto") && !screen.text.contains("Details"))
    }

    @Test func listStylesAndRowModifiersAreAcceptedAndTheListDrawsAsItDoes() {
        let plain = TestDriver(List { Text("Kyoto"); Text("Lisbon") }, size: TerminalSize(columns: 20, rows: 4), showsKeyHints: false)
        let styled = TestDriver(
            List {
                Text("Kyoto").listRowInsets(EdgeInsets()).listRowSeparator(.hidden)
                Text("Lisbon")
            }
            .listStyle(.insetGrouped),
            size: TerminalSize(columns: 20, rows: 4), showsKeyHints: false)
        #expect(styled.lines == plain.lines)
        #expect(styled.text.contains("Kyoto") && styled.text.contains("Lisbon"))
        let chained = TestDriver(List { Text("A") }.listStyle(.plain).listStyle(.sidebar).listStyle(.automatic), size: TerminalSize(columns: 10, rows: 2))
        #expect(chained.text.contains("A"))
    }

    @Test func aSecureFieldEditsLikeATextFieldAndShowsOnlyDots() {
        let password = Bound("")
        let screen = TestDriver(
            Form { SecureField("Password", text: password.binding) }, size: TerminalSize(columns: 40, rows: 4))
        screen.type("hunter2")
        screen.paste(" 🌷")
        #expect(password.value == "hunter2 🌷")
        #expect(!screen.text.contains("hunter2") && !screen.text.contains("🌷"))
        #expect(screen.text.contains(String(repeating: "•", count: 10)), "a dot a cell, two for the wide tulip: \(screen.text)")
        screen.press(.delete)
        #expect(password.value == "hunter2 ")
        #expect(screen.text.contains("Password"))
    }

    private struct Editable: View {
        @State private var mode = EditMode.inactive

        var body: some View {
            VStack {
                EditButton()
                Text(mode.isEditing ? "Editing" : "Viewing")
            }
            .environment(\.editMode, $mode)
        }
    }

    @Test func anEditButtonTogglesTheEditModeItIsGiven() {
        let screen = TestDriver(Editable(), size: TerminalSize(columns: 20, rows: 3))
        #expect(screen.text.contains("Edit") && screen.text.contains("Viewing"))
        screen.press(.return)
        #expect(screen.text.contains("Done") && screen.text.contains("Editing"))
        screen.press(.return)
        #expect(screen.text.contains("Viewing"))
        #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
}

/// `.opacity(_:)` in the terminal's three steps.
@MainActor
struct OpacityTests {
    @Test func opacityHidesDimsOrKeepsTheContentAndNeverItsPlace() throws {
        let screen = TestDriver(
            VStack(alignment: .leading, spacing: 0) {
                Text("Hidden").opacity(0)
                Text("Faint").opacity(0.3)
                Text("Solid").opacity(0.8)
            }.pinnedToTopLeading(), size: TerminalSize(columns: 20, rows: 4), showsKeyHints: false)
        #expect(!screen.text.contains("Hidden"))
        let faint = try #require(screen.position(of: "Faint"))
        let solid = try #require(screen.position(of: "Solid"))
        #expect(faint.row == 1 && solid.row == 2, "the hidden text keeps its row")
        #expect(screen.style(atColumn: faint.column, row: faint.row).attributes.contains(.dim))
        #expect(!screen.style(atColumn: solid.column, row: solid.row).attributes.contains(.dim))
    }

    /// A page hidden at opacity 0 under what shows in its place: it keeps its nodes, and is out of reach.
    @Test func contentAtZeroKeepsItsNodesAndTakesNoFocusClicksOrKeys() throws {
        let model = HiddenPageModel()
        let screen = TestDriver(HiddenPageScreen(model: model), size: TerminalSize(columns: 30, rows: 6), showsKeyHints: true)
        screen.press(.downArrow)
        let pageNodes = screen.nodes(of: ButtonNode<Text>.self)
        #expect(pageNodes.count == 3)
        let onPage = { (node: Node?) in node.map { node in pageNodes.contains { $0 === node } } == true }
        #expect(onPage(screen.focusedNode))
        let pageTwo = try #require(screen.position(of: "Page two"))
        #expect(screen.keyHints.contains { $0.key == "x" }, "the page's shortcut shows while the page does")

        model.isCovered = true
        screen.update()
        #expect(!screen.text.contains("Page one"))
        #expect(screen.text.contains("Cover"))
        #expect(!onPage(screen.focusedNode), "focus left the hidden page")
        #expect(screen.nodes(of: ButtonNode<Text>.self).filter(onPage).count == 3, "the page's nodes stay")
        screen.click(column: pageTwo.column + 1, row: pageTwo.row)
        #expect(model.pressed.isEmpty, "a click where the hidden page is presses nothing on it")
        screen.press(.tab)
        #expect(!onPage(screen.focusedNode), "Tab never reaches the page")
        screen.press(KeyPress.character("x"))
        #expect(model.pressed.isEmpty, "the hidden page's shortcut does nothing")
        #expect(!screen.keyHints.contains { $0.key == "x" }, "nor shows in the bar")

        model.isCovered = false
        screen.update()
        #expect(screen.text.contains("Page one"))
        let shown = screen.nodes(of: ButtonNode<Text>.self)
        #expect(shown.count == 3 && zip(shown, pageNodes).allSatisfy { $0 === $1 }, "the page shows again with the same nodes")
        screen.press(KeyPress.character("x"))
        #expect(model.pressed == ["remove"])
    }
}

@Observable @MainActor
private final class HiddenPageModel {
    var isCovered = false
    var pressed: [String] = []
}

/// Three buttons, one with a shortcut, on a page hidden at opacity 0 while a cover shows in its place.
private struct HiddenPageScreen: View {
    let model: HiddenPageModel

    var body: some View {
        ZStack(alignment: .topLeading) {
            VStack(alignment: .leading, spacing: 0) {
                Button("Page one") { model.pressed.append("one") }
                Button("Page two") { model.pressed.append("two") }
                Button("Remove") { model.pressed.append("remove") }.keyboardShortcut("x", modifiers: [])
            }
            .opacity(model.isCovered ? 0 : 1)
            if model.isCovered {
                Button("Cover") { model.pressed.append("cover") }
            }
        }
    }
}

/// `Shape.rotation(_:anchor:)`, `scale(_:anchor:)`, `cornerRadius(_:)` and `listRowBackground(_:)`, which sample
/// apps use.
@MainActor
struct ShapeTransformAndRowBackgroundTests {
    /// A line from the left edge's middle to the centre of its rectangle.
    private struct HalfLine: Shape {
        nonisolated func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.midY))
            }
        }
    }

    private func points(of path: Path) -> [CGPoint] {
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .move(let point), .line(let point): points.append(point)
            default: break
            }
        }
        return points
    }

    @Test func aRotatedShapeTurnsItsPointsAboutTheAnchor() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let turned = points(of: HalfLine().rotation(.degrees(90)).path(in: rect))
        #expect(turned.count == 2)
        // (0, 5) turned a quarter clockwise on screen about (5, 5) is (5, 0).
        #expect(abs(turned[0].x - 5) < 1e-9 && abs(turned[0].y - 0) < 1e-9)
        #expect(abs(turned[1].x - 5) < 1e-9 && abs(turned[1].y - 5) < 1e-9)
        let scaled = points(of: HalfLine().scale(0.5, anchor: .topLeading).path(in: rect))
        #expect(scaled == [CGPoint(x: 0, y: 2.5), CGPoint(x: 2.5, y: 2.5)])
    }

    @Test func cornerRadiusClipsAsARoundedRectangleAndARowBackgroundIsBehindTheRow() throws {
        let screen = TestDriver(
            VStack(spacing: 1) {
                Color.blue.frame(width: 8, height: 3).cornerRadius(1)
                List {
                    Text("Lisbon")
                    Text("Kyōto").frame(maxWidth: .infinity, alignment: .leading).listRowBackground(Color.orange)
                    Text("Porto").frame(maxWidth: .infinity, alignment: .leading)
                }
                .frame(height: 3)
            }, size: TerminalSize(columns: 20, rows: 9), showsKeyHints: false)
        #expect(screen.text.contains("╭") && screen.text.contains("╯"), "the corners are rounded")
        let city = try #require(screen.position(of: "Kyōto"))
        let plain = try #require(screen.position(of: "Porto"))
        let background = screen.style(atColumn: city.column + 8, row: city.row).background
        #expect(background != nil, "the background reaches past the text")
        #expect(background != screen.style(atColumn: plain.column + 8, row: plain.row).background, "and only in its row")
    }
}
