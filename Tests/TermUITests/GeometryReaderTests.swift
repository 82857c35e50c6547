import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `GeometryReader`: it takes the space proposed to it, hands its content the size and frames in each
/// coordinate space, and builds the content again when its frame changes.
@MainActor
struct GeometryReaderTests {
    private struct SizeShown: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("title")
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
                }
            }
        }
    }

    @Test func itTakesTheSpaceProposedAndPlacesTheContentTopLeading() {
        let screen = TestDriver(SizeShown(), size: TerminalSize(columns: 30, rows: 10))
        let title = screen.row(containing: "title") ?? -1
        let shown = screen.position(of: "x")
        #expect(title == 0, "the reader takes all the height, so the stack starts at the top")
        #expect(shown?.row == 1 && screen.lines[1].hasPrefix("30x"), "top leading, the whole width")
        let height = (10 - 1) - 1  // less the hint bar's row and the title's
        #expect(screen.lines[1].hasPrefix("30x\(height)"))
    }

    @Test func aResizeBuildsTheContentAgainKeepingItsState() {
        struct Counted: View {
            var body: some View {
                GeometryReader { proxy in
                    VStack(alignment: .leading) {
                        Text("width \(Int(proxy.size.width))")
                        TapCounter(title: "taps")
                    }
                }
            }
        }
        let screen = TestDriver(Counted(), size: TerminalSize(columns: 30, rows: 6))
        screen.type("+")
        #expect(screen.text.contains("width 30") && screen.text.contains("taps: 1"))
        screen.resize(to: TerminalSize(columns: 44, rows: 6))
        #expect(screen.text.contains("width 44"), "built again for the new size")
        #expect(screen.text.contains("taps: 1"), "the content kept its state")
    }

    private struct Frames: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("header")
                HStack(spacing: 0) {
                    Text("abcd")
                    GeometryReader { proxy in
                        let global = proxy.frame(in: .global)
                        let named = proxy.frame(in: .named("row"))
                        let local = proxy.frame(in: .local)
                        Text("g\(Int(global.minX)),\(Int(global.minY)) n\(Int(named.minX)),\(Int(named.minY)) l\(Int(local.minX)),\(Int(local.minY))")
                    }
                    .frame(width: 24, height: 1)
                }
                .coordinateSpace(name: "row")
                GeometryReader { proxy in
                    let other = proxy.frame(in: CoordinateSpace.named("none"))
                    Text("o\(Int(other.minY)) s\(Int(proxy.safeAreaInsets.top)) b\(proxy.bounds(of: .named("none")) == nil)")
                }
                .frame(width: 20, height: 1)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func framesAreMeasuredInEachCoordinateSpace() {
        let screen = TestDriver(Frames(), size: TerminalSize(columns: 40, rows: 6))
        #expect(screen.text.contains("g4,1 n4,0 l0,0"), "\(screen.text)")
        #expect(screen.text.contains("o2 s0 btrue"), "an unknown name measures from the screen; no safe area")
    }

    @Test func theNamedSpaceForms() {
        let named: NamedCoordinateSpace = .named("scroll")
        #expect(named.coordinateSpace == .named("scroll"))
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal)
        let proxy = GeometryProxy(frame: Rect(x: 3, y: 2, width: 5, height: 4), namedSpaces: [(named, Rect(x: 1, y: 1, width: 20, height: 9))])
        #expect(proxy.frame(in: .named("scroll")) == CGRect(x: 2, y: 1, width: 5, height: 4))
        #expect(proxy.bounds(of: .named("scroll")) == CGRect(x: -2, y: -1, width: 20, height: 9))
        #expect(proxy.frame(in: .global) == CGRect(x: 3, y: 2, width: 5, height: 4))
    }

    @Test func anUnspecifiedProposalIsTenCells() {
        let screen = TestDriver(
            ScrollView { GeometryReader { proxy in Text("h\(Int(proxy.size.height))") } },
            size: TerminalSize(columns: 20, rows: 20))
        #expect(screen.text.contains("h10"))
    }
}
