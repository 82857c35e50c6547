import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `Canvas` and its `GraphicsContext`: fills, strokes and text where their points are, in the view's cells.
@MainActor
struct CanvasTests {
    @Test func aCanvasFillsStrokesAndWritesInItsOwnCoordinates() {
        let view = VStack(spacing: 0) {
            Text("top")
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.blue))
                context.stroke(Path { $0.addLines([CGPoint(x: 5, y: 0.1), CGPoint(x: 9.9, y: 0.1)]) }, with: .color(.red))
                context.draw(Text("hi"), at: CGPoint(x: 7, y: 1.5))
            }
        }
        let screen = TestDriver(view, size: TerminalSize(columns: 10, rows: 4))
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "top")
        #expect(screen.lines[1] == "█████⠉⠉⠉⠉⠉")
        #expect(screen.lines[2] == "█████ hi  ")
    }

    @Test func translatingAndScalingMoveWhatIsDrawnNext() {
        let canvas = Canvas { context, _ in
            context.translateBy(x: 2, y: 1)
            context.scaleBy(x: 2, y: 1)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .foreground)
            context.draw(Text("x"), at: CGPoint(x: 2, y: 0), anchor: .topLeading)
        }
        let screen = TestDriver(canvas, size: TerminalSize(columns: 8, rows: 3))
        #expect(screen.lines[1] == "  ██  x ")
    }

    @Test func aClipKeepsDrawingInsideItsRectangle() {
        let canvas = Canvas { context, size in
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 3, height: 1)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
            context.draw(Text("ok"), at: CGPoint(x: 4, y: 1), anchor: .topLeading)
        }
        let screen = TestDriver(canvas.frame(height: 2), size: TerminalSize(columns: 6, rows: 3))
        #expect(Array(screen.lines.prefix(2)) == ["███   ", "    ok"])
    }

    @Test func measuredTextCanBeCentredByHand() {
        let canvas = Canvas { context, size in
            let label = context.resolve(Text("mid"))
            let width = label.measure(in: size).width
            context.draw(label, at: CGPoint(x: (size.width - width) / 2, y: 0), anchor: .topLeading)
        }
        let screen = TestDriver(canvas.frame(height: 1), size: TerminalSize(columns: 7, rows: 2))
        #expect(screen.lines[0] == "  mid  ")
    }

    @Test func withoutColoursTheDrawingIsStillThere() {
        var environment = EnvironmentValues()
        environment.usesColor = false
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 2.5, height: 1)), with: .color(.green))
        }
        let screen = TestDriver(canvas.frame(height: 1), size: TerminalSize(columns: 4, rows: 2), environment: environment)
        #expect(screen.lines[0] == "██▌ ")
    }
}
