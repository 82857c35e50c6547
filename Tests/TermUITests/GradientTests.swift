import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Gradients as shape styles: a colour per cell, mixed in OKLab, in fills, backgrounds, shapes and text; a
/// flat fill without colours. Also `.background()`, `.background(in:)`, `strokeBorder(lineWidth:)` and
/// `scaledToFit()`/`scaledToFill()`.
@MainActor
struct GradientTests {
    private func background(_ screen: TestDriver, _ column: Int, _ row: Int) -> TerminalColor? {
        screen.style(atColumn: column, row: row).background
    }

    @Test func aLinearGradientRunsFromItsStartToItsEndColour() {
        let screen = formDriver(
            LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing).frame(width: 10, height: 2))
        guard case .rgb(let r0, _, _)? = background(screen, 0, 0), case .rgb(let r9, _, _)? = background(screen, 9, 0),
              case .rgb(let r5, _, _)? = background(screen, 5, 1) else {
            Issue.record("the cells have no colours")
            return
        }
        #expect(r0 < 40 && r9 > 215)
        #expect(r0 < r5 && r5 < r9)
        #expect(background(screen, 3, 0) == background(screen, 3, 1))
    }

    @Test func stopsAreMixedInOKLab() {
        let ramp = CellGradient(gradient: Gradient(colors: [.black, .white]), geometry: .linear(start: .leading, end: .trailing))
            .colors(in: formEnvironment())
        let middle = OKLab(TerminalColor.rgb(0, 0, 0).rgb).mixed(with: OKLab(TerminalColor.rgb(255, 255, 255).rgb), fraction: 0.5)
        guard let mixed = ramp.color(at: 0.5) else {
            Issue.record("no colour")
            return
        }
        #expect(abs(OKLab(mixed.rgb).lightness - middle.lightness) < 0.02)
        let stops = Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.2)])
        #expect(stops.stops.map(\.location) == [0, 0.2])
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    }

    @Test func radialAndAngularGradientsChangeWithDistanceAndAngle() {
        let radial = CellGradient(gradient: Gradient(colors: [.red, .blue]), geometry: .radial(center: .center, start: 0, end: 10))
        let frame = Rect(x: 0, y: 0, width: 20, height: 10)
        #expect(radial.fraction(column: 10, row: 5, in: frame) < 0.15)
        #expect(radial.fraction(column: 0, row: 5, in: frame) > 0.9)
        let angular = AngularGradient(colors: [.red, .blue], center: .center, angle: .zero).cellGradient
        let right = angular.fraction(column: 19, row: 5, in: frame), below = angular.fraction(column: 10, row: 9, in: frame)
        let left = angular.fraction(column: 0, row: 5, in: frame)
        #expect(right < below && below < left)
        #expect(abs(left - 0.5) < 0.05)
        let elliptical = EllipticalGradient(colors: [.red, .blue]).cellGradient
        #expect(elliptical.fraction(column: 0, row: 5, in: frame) > 0.9)
    }

    @Test func gradientsColourShapesBackgroundsAndText() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let screen = formDriver(VStack(alignment: .leading, spacing: 0) {
            Text("Gradient").foregroundStyle(gradient)
            Text("Behind").frame(width: 8).background(gradient)
            RoundedRectangle(cornerRadius: 1).strokeBorder(gradient, lineWidth: 2).frame(width: 8, height: 3)
            Capsule().fill(Color.green.gradient).frame(width: 8, height: 2)
        })
        let first = screen.style(atColumn: 0, row: 0).foreground, last = screen.style(atColumn: 7, row: 0).foreground
        #expect(first != nil && last != nil && first != last)
        #expect(background(screen, 0, 1) != background(screen, 7, 1))
        #expect(screen.style(atColumn: 0, row: 2).foreground != screen.style(atColumn: 7, row: 2).foreground)
        #expect(background(screen, 3, 5) != background(screen, 3, 6))
    }

    @Test func withoutColoursAGradientIsAFlatFill() {
        var environment = formEnvironment()
        environment.colorDepth = .none
        let screen = formDriver(
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).frame(width: 4, height: 1),
            environment: environment)
        #expect(screen.trimmedLine(0) == "████")
    }

    @Test func theDefaultBackgroundCoversWhatIsBehind() {
        let screen = formDriver(ZStack {
            Text("XXXXXX")
            Text("ab").padding(.horizontal, 1).background()
        }.frame(width: 6))
        #expect(screen.trimmedLine(0) == "X ab X")
        let shaped = formDriver(ZStack {
            Color.red.frame(width: 6, height: 1)
            Text("ab").padding(.horizontal, 1).background(in: Capsule())
        })
        #expect(background(shaped, 0, 0) != nil)
        #expect(background(shaped, 2, 0) == nil)
    }

    @Test func strokeBorderWithoutAStyleUsesTheForegroundStyle() {
        let screen = formDriver(Rectangle().strokeBorder(lineWidth: 1).foregroundStyle(.red).frame(width: 4, height: 2))
        #expect(screen.trimmedLine(0) == "┌──┐")
        #expect(screen.style(atColumn: 0, row: 0).foreground == .rgb(255, 69, 58))
    }

    @Test func scaledToFitAndFillKeepTheContentsRatio() {
        let fit = formDriver(Color.red.frame(idealWidth: 4, idealHeight: 2).scaledToFit().frame(width: 12, height: 3), rows: 12)
        let fill = formDriver(Color.red.frame(idealWidth: 4, idealHeight: 2).scaledToFill().frame(width: 12, height: 3), rows: 12)
        func redCells(_ screen: TestDriver) -> Int {
            (0..<20).flatMap { x in (0..<12).map { (x, $0) } }.filter { background(screen, $0.0, $0.1) == .rgb(255, 69, 58) }.count
        }
        #expect(redCells(fit) == 6 * 3)
        #expect(redCells(fill) == 12 * 3)
    }
}
