import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

@MainActor
struct AppHintDump {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HINT_DUMP"] != nil))
    func dump() {
        var out = ""
        for route in KeyHintWalkTests.routes {
            for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 50, rows: 15)] {
                for seed in UInt64(0)..<4 {
                    HintDump.walk("\(route.name)@\(size.columns)", steps: 50, seed: seed, make: {
                        let model = AppModel(wishlist: .sample(), budget: .sample())
                        let driver = TestDriver(
                            WindowContent(model: model).environment(\.currencyCode, "USD").environment(\.locale, Locale(identifier: "en_US")),
                            size: size, date: Date(timeIntervalSince1970: 1_780_000_000))
                        driver.settle()
                        for press in route.keys { driver.press(press); driver.settle() }
                        return driver
                    }, into: &out)
                }
            }
        }
        HintDump.write(out, to: "app.txt")
    }
}
