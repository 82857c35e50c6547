import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Popups (a picker's menu, a date picker's calendar) stay inside the screen and off their own control's
/// value at every size that has room for it: below, else above, else a menu shortened on the roomier side,
/// else beside the value.
@MainActor
struct PopupPlacementTests {
    private static let sizes = [
        TerminalSize(columns: 20, rows: 6), TerminalSize(columns: 40, rows: 10), TerminalSize(columns: 50, rows: 15),
        TerminalSize(columns: 80, rows: 24),
    ]

    private func inside(_ box: Rect, _ screen: Rect) -> Bool {
        box.minX >= screen.minX && box.minY >= screen.minY && box.maxX <= screen.maxX && box.maxY <= screen.maxY
    }

    @Test func theFrameFlipsShrinksOrGoesBesideToStayOffTheAnchor() {
        let screen = Rect(x: 0, y: 0, width: 50, height: 14)
        let low = Rect(x: 30, y: 2, width: 18, height: 1)
        #expect(popupFrame(width: 20, height: 8, anchor: low, screen: screen) == Rect(x: 29, y: 3, width: 20, height: 8))
        let high = Rect(x: 30, y: 11, width: 18, height: 1)
        #expect(popupFrame(width: 20, height: 8, anchor: high, screen: screen) == Rect(x: 29, y: 3, width: 20, height: 8))
        // In the middle, neither side has 9 rows: a menu takes the roomier side, shortened.
        let middle = Rect(x: 30, y: 7, width: 18, height: 1)
        #expect(popupFrame(width: 20, height: 9, minimumHeight: 5, anchor: middle, screen: screen) == Rect(x: 29, y: 0, width: 20, height: 7))
        // A calendar cannot be shortened: it goes to the value's left, as near its row as fits.
        let beside = popupFrame(width: 24, height: 10, anchor: middle, screen: screen)
        #expect(beside == Rect(x: 6, y: 4, width: 24, height: 10))
        #expect(beside.intersection(middle).isEmpty)
    }

    @Test func theFrameIsInsideTheScreenAtEverySize() {
        for size in Self.sizes {
            let screen = Rect(x: 0, y: 0, width: size.columns, height: size.rows - 1)
            for row in 0..<screen.height {
                for anchorX in [0, screen.width / 2, max(0, screen.width - 12)] {
                    let anchor = Rect(x: anchorX, y: row, width: min(12, screen.width), height: 1)
                    for (width, height, minimum) in [(24, 10, nil), (21, 8, 5), (40, 30, 3)] as [(Int, Int, Int?)] {
                        let box = popupFrame(width: width, height: height, minimumHeight: minimum, anchor: anchor, screen: screen)
                        #expect(inside(box, screen), "\(box) at \(size), anchor \(anchor)")
                        #expect(!box.isEmpty)
                    }
                }
            }
        }
    }

    /// A form with a picker and a date picker in the middle of the screen.
    private struct MiddleForm: View {
        @State private var category = "Food"
        @State private var date = makeDate(2024, 3, 15)

        var body: some View {
            VStack(spacing: 0) {
                Spacer()
                Form {
                    Picker("Category", selection: $category) {
                        ForEach(["Food", "Lodging", "Transport", "Activities", "Shopping", "Other"], id: \.self) {
                            Text($0).tag($0)
                        }
                    }
                    DatePicker("Date", selection: $date, displayedComponents: .date)
                }
                .frame(height: 2)
                Spacer()
            }
        }
    }

    @Test func theMenuStaysInsideTheScreenAndOffItsValueAtEverySize() throws {
        for size in Self.sizes {
            let screen = TestDriver(MiddleForm(), size: size, environment: formEnvironment())
            screen.press(.return)
            let menu = try #require(screen.nodes(of: PopupMenuNode.self).first, "at \(size)")
            let bounds = Rect(x: 0, y: 0, width: size.columns, height: size.rows - 1)
            #expect(inside(menu.box, bounds), "\(menu.box) at \(size)")
            if size.rows > 6 {
                #expect(menu.box.intersection(menu.anchor).isEmpty, "the menu covers its value at \(size)")
            }
            screen.press("j")
            #expect(menu.highlighted == 1, "it still moves at \(size)")
        }
    }

    @Test func theCalendarStaysInsideTheScreenAndOffItsValueWhereThereIsRoom() throws {
        for size in Self.sizes {
            let screen = TestDriver(MiddleForm(), size: size, environment: formEnvironment())
            screen.press(.tab, .space)
            let calendar = try #require(screen.nodes(of: CalendarPopupNode.self).first, "at \(size)")
            let bounds = Rect(x: 0, y: 0, width: size.columns, height: size.rows - 1)
            #expect(inside(calendar.box, bounds), "\(calendar.box) at \(size)")
            if size.columns >= 50, size.rows >= 11 {
                #expect(calendar.box.intersection(calendar.anchor).isEmpty, "the calendar covers its value at \(size)")
            }
        }
    }
}
