import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// Without colours (`NO_COLOR`, `--no-color`, a terminal without them): bars and pictures in shades and never
/// in reverse video, and the bar, the selection and the focus each with an attribute of its own.
@MainActor
struct NoColorTests {
    private func driver<V: View>(_ view: V, columns: Int = 30, rows: Int = 8, scheme: ColorScheme = .dark) -> TestDriver {
        var environment = EnvironmentValues()
        environment.colorDepth = .none
        environment.colorScheme = scheme
        return TestDriver(view.pinnedToTopLeading(), size: TerminalSize(columns: columns, rows: rows), environment: environment, showsKeyHints: false)
    }

    /// What the terminal shows of a cell's attributes.
    private func shown(_ screen: TestDriver, _ column: Int, _ row: Int) -> TextAttributes {
        let cell = screen.cell(atColumn: column, row: row)
        let isGraphic = cell.code < 0x8000_0000 && TerminalStyleMapping.isGraphic(cell.code)
        return TerminalStyleMapping(depth: .none, scheme: .dark).shown(cell.style, isGraphic: isGraphic).attributes
    }

    @Test func aBarIsFilledBlocksOverALightShade() {
        let screen = driver(ProgressView(value: 4, total: 5).frame(width: 10))
        #expect(screen.lines[0].hasPrefix("████████░░"))
        let partial = driver(ProgressView(value: 0.33).frame(width: 10))
        #expect(partial.lines[0].hasPrefix("███▎░░░░░░"))
        for column in 0..<10 { #expect(shown(screen, column, 0).isEmpty, "no reverse video, no background") }
    }

    @Test func aBarInTheSelectedRowIsNotReversed() throws {
        let screen = driver(List(0..<3, id: \.self) { index in
            HStack {
                Text("Trip \(index)")
                ProgressView(value: 0.8).frame(width: 10)
            }
        })
        let row = try #require(screen.row(containing: "Trip 0"))
        #expect(shown(screen, 1, row).contains(.reverse), "the selected row's text, in the list with focus")
        let bar = try #require(screen.lines[row].firstIndex(of: "█")).utf16Offset(in: screen.lines[row])
        for column in bar..<(bar + 10) {
            #expect(!shown(screen, column, row).contains(.reverse), "the bar reads as it is: \(screen.lines[row])")
        }
        #expect(screen.lines[row].contains("████████░░"))
    }

    @Test func theBarTheSelectionAndTheFocusLookUnalike() throws {
        let screen = driver(
            NavigationStack {
                VStack {
                    List(0..<3, id: \.self) { Text("Row \($0)") }.frame(height: 3)
                    Button("Other") {}
                }
                .navigationTitle("Trips")
            }, columns: 30, rows: 8)
        // The navigation bar: bold, not reversed.
        #expect(screen.lines[0].contains("Trips"))
        let title = try #require(screen.position(of: "Trips"))
        #expect(shown(screen, title.column, 0).contains(.bold))
        #expect(!shown(screen, title.column, 0).contains(.reverse))
        #expect(!shown(screen, title.column, 0).contains(.underline))
        // The selected row of the list with focus: reversed.
        let row = try #require(screen.position(of: "Row 0"))
        #expect(shown(screen, row.column, row.row).contains(.reverse))
        // Focus on the button: its label reversed, and the list's selection underlined, not reversed.
        screen.press(.tab)
        let button = try #require(screen.position(of: "Other"))
        #expect(shown(screen, button.column, button.row).contains(.reverse))
        #expect(shown(screen, row.column, row.row).contains(.underline))
        #expect(!shown(screen, row.column, row.row).contains(.reverse))
    }

    /// A picture of two pixels a column: white over black in the left column, black over white in the right.
    private static let picture = Bitmap(width: 2, height: 2, pixels: [255, 255, 255, 0, 0, 0, 255, 255, 255, 0, 0, 0])

    @Test(arguments: ColorScheme.allCases)
    func aPictureIsInkForLightOnDarkAndForDarkOnLight(scheme: ColorScheme) throws {
        let bitmap = try #require(Self.picture)
        let screen = driver(Image(bitmap: bitmap), scheme: scheme)
        // The terminal's text colour is light on a dark background: white pixels are ink there, black ones on
        // a light background.
        #expect(screen.lines[0].hasPrefix(scheme == .dark ? "█ " : " █"))
    }

    @Test func aFocusedCardsPictureIsNotItsNegative() throws {
        let bitmap = try #require(Self.picture)
        let screen = driver(
            Button {} label: {
                VStack(spacing: 0) {
                    Image(bitmap: bitmap)
                    Text("Kyoto")
                }
            }
            .hoverEffect())
        // The picture is centred over the name: its white column, then its black one.
        let white = try #require(screen.position(of: "█ "))
        #expect(!shown(screen, white.column, white.row).contains(.reverse), "the picture as it is")
        #expect(!shown(screen, white.column + 1, white.row).contains(.reverse))
        let kyoto = try #require(screen.position(of: "Kyoto"))
        #expect(shown(screen, kyoto.column, kyoto.row).contains(.reverse), "its text shows the focus")
    }
}
