import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

/// A screen with buttons that show and hide two views that follow the pointer.
private struct HoverViewsComeAndGo: View {
    @State private var showsMap = false
    @State private var showsLegend = false
    @State private var pointer: CGPoint?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Map") { showsMap.toggle() }
            Button("Legend") { showsLegend.toggle() }
            Text("pointer: \(pointer.map { "\(Int($0.x)),\(Int($0.y))" } ?? "away")")
            if showsMap {
                Color.blue
                    .frame(width: 10, height: 3)
                    .onContinuousHover { phase in
                        if case .active(let location) = phase { pointer = location } else { pointer = nil }
                    }
            }
            if showsLegend {
                Text("Legend shown").onHover { _ in }
            }
        }
    }
}

/// The terminal reports the pointer's every motion only while a view that follows it is in the window: switched
/// once a change, with the frame that brings it.
@MainActor
struct PointerMotionModeTests {
    private func move(_ screen: TestDriver, column: Int, row: Int) {
        screen.send([.mouse(MouseEvent(.move, column: column, row: row))])
    }

    @Test func aWindowWithoutAHoverViewNeverAsksForThePointersMotion() {
        let screen = TestDriver(
            NavigationStack {
                List(1...30, id: \.self) { NavigationLink("Row \($0)", value: $0) }
                    .navigationDestination(for: Int.self) { Text("Detail \($0)") }
            }, size: TerminalSize(columns: 40, rows: 12))
        screen.press(.downArrow, .downArrow, .return)
        #expect(screen.text.contains("Detail 3"))
        screen.press(.escape)
        screen.click(column: 2, row: 3)
        #expect(!screen.terminal.reportsPointerMotion)
        #expect(screen.terminal.pointerMotionSwitchCount == 0)
    }

    @Test func theFirstHoverViewAsksForTheMotionAndTheLastToGoGivesItUp() throws {
        let screen = TestDriver(HoverViewsComeAndGo(), size: TerminalSize(columns: 30, rows: 10))
        #expect(!screen.terminal.reportsPointerMotion && screen.terminal.pointerMotionSwitchCount == 0)

        // The map comes: asked for with the frame that shows it, and the map follows the pointer.
        #expect(screen.click("Map"))
        #expect(screen.terminal.reportsPointerMotion && screen.terminal.pointerMotionSwitchCount == 1)
        let label = try #require(screen.position(of: "pointer:"))
        move(screen, column: label.column + 3, row: label.row + 2)
        #expect(screen.text.contains("pointer: 3,1"), "\(screen.text)")

        // A second one comes, the first goes, frames are drawn: nothing is asked again.
        #expect(screen.click("Legend"))
        #expect(screen.text.contains("Legend shown"))
        #expect(screen.click("Map"))
        screen.press(.tab, .tab)
        #expect(screen.terminal.reportsPointerMotion && screen.terminal.pointerMotionSwitchCount == 1)

        // The last goes: given up.
        screen.press(.tab)
        #expect(screen.click("Legend"))
        #expect(!screen.text.contains("Legend shown"))
        #expect(!screen.terminal.reportsPointerMotion && screen.terminal.pointerMotionSwitchCount == 2)
        #expect(screen.renderer.graph.hoverTargetCount == 0)
    }

    @Test func aSuspendKeepsTheModeTheTerminalWasAskedFor() throws {
        let screen = TestDriver(HoverViewsComeAndGo(), size: TerminalSize(columns: 30, rows: 10))
        #expect(screen.click("Map"))
        screen.press(KeyPress("z", modifiers: .control))
        #expect(screen.suspendCount == 1)
        #expect(screen.terminal.reportsPointerMotion && screen.terminal.pointerMotionSwitchCount == 1)
        let label = try #require(screen.position(of: "pointer:"))
        move(screen, column: label.column + 2, row: label.row + 1)
        #expect(screen.text.contains("pointer: 2,0"), "\(screen.text)")
    }

    @Test func hoverRowsOfAListAreCountedAsTheyComeAndGo() {
        let model = RowsModel()
        let screen = TestDriver(HoverRows(model: model), size: TerminalSize(columns: 30, rows: 10))
        let graph = screen.renderer.graph
        #expect(screen.terminal.reportsPointerMotion)
        #expect(graph.hoverTargetCount > 0 && graph.hoverTargetCount <= 10, "only the rows shown are made: \(graph.hoverTargetCount)")
        screen.press(.end)
        screen.press(.home)
        #expect(graph.hoverTargetCount > 0 && graph.hoverTargetCount <= 10, "rows scrolled away leave the count: \(graph.hoverTargetCount)")
        model.rows = []
        screen.update()
        #expect(graph.hoverTargetCount == 0)
        #expect(!screen.terminal.reportsPointerMotion && screen.terminal.pointerMotionSwitchCount == 2)
    }
}

/// The rows of `HoverRows`, which a test empties.
@Observable
@MainActor
private final class RowsModel {
    var rows = Array(1...500)
}

/// A list whose every row follows the pointer.
private struct HoverRows: View {
    let model: RowsModel

    var body: some View {
        List(model.rows, id: \.self) { row in
            Text("Row \(row)").onHover { _ in }
        }
    }
}
