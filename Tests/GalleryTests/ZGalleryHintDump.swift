import Foundation
import Testing
@testable import Gallery
@testable import TermUITesting
@testable import TermUIViews

@MainActor
struct GalleryHintDump {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HINT_DUMP"] != nil))
    func dump() {
        var out = ""
        for page in GalleryPages.all {
            for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)] {
                for seed in UInt64(0)..<5 {
                    HintDump.walk("\(page.title)@\(size.columns)", steps: 40, seed: seed, make: {
                        TestDriver(page.makeExample(), size: size, date: Date(timeIntervalSince1970: 1_780_000_000))
                    }, into: &out)
                }
            }
        }
        HintDump.write(out, to: "gallery.txt")
    }
}
