import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `Path` as SwiftUI builds it: its parts, its bounds, what it contains, and how it draws as a shape.
@MainActor
struct PathTests {
    @Test func aRectangleIsFourLinesClosed() {
        let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        var parts: [Path.Element] = []
        path.forEach { parts.append($0) }
        #expect(parts.first == .move(to: CGPoint(x: 1, y: 2)))
        #expect(parts.last == .closeSubpath)
        #expect(parts.count == 5)
        #expect(path.contains(CGPoint(x: 2, y: 3)) && !path.contains(CGPoint(x: 5, y: 3)))
    }

    @Test func curvesAndArcsStayOnTheirCircle() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let bounds = circle.boundingRect
        #expect(abs(bounds.minX) < 0.01 && abs(bounds.maxX - 10) < 0.01 && abs(bounds.maxY - 10) < 0.01)
        var arc = Path()
        arc.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // Angles turn towards y, which points down: a quarter from the right to the bottom.
        #expect(arc.currentPoint.map { abs($0.x - 5) < 1e-9 && abs($0.y - 10) < 1e-9 } == true)
        for point in arc.subpaths(flatness: 0.1)[0].points {
            #expect(abs(hypot(point.x - 5, point.y - 5) - 5) < 0.01)
        }
        var back = Path()
        back.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect((back.boundingRect.minY) < -0.99, "the other way round goes through the top")
    }

    @Test func quadraticCurvesAndTheBuilderMakeOnePath() {
        let path = Path { path in
            path.move(to: CGPoint(x: 0, y: 4))
            path.addQuadCurve(to: CGPoint(x: 4, y: 4), control: CGPoint(x: 2, y: 0))
            path.addLines([CGPoint(x: 6, y: 0), CGPoint(x: 8, y: 4)])
        }
        #expect(abs(path.boundingRect.minY - 0) < 1e-9, "the second subpath reaches the top")
        #expect(path.subpaths(flatness: 0.5).count == 2)
        let curve = path.subpaths(flatness: 0.5)[0].points
        #expect(curve.contains { abs($0.y - 2) < 0.3 && abs($0.x - 2) < 0.3 }, "the curve's top is half way to its control")
        #expect(Path().boundingRect.isNull)
    }

    @Test func aRoundedRectangleCutsItsRadiusToHalfItsSide() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 2), cornerRadius: 5)
        #expect(path.contains(CGPoint(x: 2, y: 1)))
        #expect(!path.contains(CGPoint(x: 0.05, y: 0.05)), "the corner is round")
        #expect(abs(path.boundingRect.width - 4) < 0.01)
    }

    private struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    @Test func aShapeOfYourOwnFillsItsPathWithBlocks() {
        let screen = TestDriver(Triangle().frame(height: 4), size: TerminalSize(columns: 8, rows: 5))
        #expect(screen.lines[3].dropFirst().prefix(6) == "██████", "whole blocks inside, the edges as blocks of their slope")
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces).count <= 2, "narrow at the top")
        #expect(screen.lines[2].filter { $0 == "█" }.count >= 4)
    }

    @Test func aStrokedPathIsDrawnWithBraille() {
        let screen = TestDriver(Triangle().stroke(Color.red).frame(height: 4), size: TerminalSize(columns: 8, rows: 5))
        let dots = screen.text.unicodeScalars.filter { (0x2800...0x28FF).contains($0.value) }
        #expect(dots.count >= 10)
        #expect(!screen.text.contains("█"))
    }

    @Test func aPathIsAViewDrawnWhereItsPointsAre() {
        let line = Path { path in
            path.move(to: CGPoint(x: 0, y: 1.1))
            path.addLine(to: CGPoint(x: 5.9, y: 1.1))
        }
        let screen = TestDriver(line.stroke(Color.primary).frame(height: 3), size: TerminalSize(columns: 6, rows: 4))
        #expect(screen.lines[1] == "⠉⠉⠉⠉⠉⠉")
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces).isEmpty)
    }
}
