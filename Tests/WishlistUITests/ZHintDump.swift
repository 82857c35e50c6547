import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Temporary probe (not committed): seeded random walks recording, after each key, the screen's text and
/// cursor (hashed) and every key hint, so that two builds can be compared.
@MainActor
enum HintDump {
    static let keys: [(String, KeyPress)] = [
        ("Tab", KeyPress(.tab)), ("S-Tab", KeyPress(.tab, modifiers: .shift)), ("Ret", KeyPress(.return)),
        ("Spc", KeyPress(.space)), ("Esc", KeyPress(.escape)), ("Up", KeyPress(.upArrow)), ("Dn", KeyPress(.downArrow)),
        ("Lt", KeyPress(.leftArrow)), ("Rt", KeyPress(.rightArrow)), ("S-Up", KeyPress(.upArrow, modifiers: .shift)),
        ("S-Dn", KeyPress(.downArrow, modifiers: .shift)), ("PgUp", KeyPress(.pageUp)), ("PgDn", KeyPress(.pageDown)),
        ("Home", KeyPress(.home)), ("End", KeyPress(.end)), ("BS", KeyPress(.delete)), ("Del", KeyPress(.deleteForward)),
        ("F1", KeyPress(.f1)), ("S-F10", KeyPress(.f10, modifiers: .shift)), ("^S", .control("s")), ("^R", .control("r")),
        ("^A", .control("a")), ("^K", .control("k")), ("M-x", KeyPress("x", modifiers: .option)),
        ("Up", KeyPress(.upArrow)), ("Dn", KeyPress(.downArrow)), ("Ret", KeyPress(.return)), ("Tab", KeyPress(.tab)),
    ] + "dmsSjkhlgGxa+-=12?uUeEDc/ q".map { (String($0), KeyPress.character($0)) }

    static func fnv(_ text: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        return String(hash, radix: 16)
    }

    static func state(_ driver: TestDriver) -> String {
        let cursor = driver.terminal.cursor.map { "\($0.column),\($0.row)" } ?? "-"
        let hints = driver.renderer.graph.allKeyHints.map { "\($0.key)=\($0.label)\($0.showsInBar ? "" : "(h)")/\($0.role.rawValue)" }
        return "\(fnv(driver.lines.joined(separator: "\n"))) \(cursor) [\(hints.joined(separator: "; "))]"
    }

    static func walk(_ name: String, steps: Int, seed: UInt64, make: () -> TestDriver, into out: inout String) {
        var rng = seed &* 6364136223846793005 &+ 1442695040888963407
        let driver = make()
        driver.settle()
        out += "\(name) s\(seed) start \(state(driver))\n"
        for step in 0..<steps {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            let (label, press) = keys[Int((rng >> 33) % UInt64(keys.count))]
            if label == "q" && (rng >> 20) % 4 != 0 { continue }
            if ProcessInfo.processInfo.environment["HINT_TRACE"] != nil { print("TRACE \(name) s\(seed) \(step) \(label)") }
            driver.press(press)
            driver.settle()
            out += "\(name) s\(seed) \(step) \(label) \(driver.didQuit ? "QUIT" : state(driver))\n"
            if driver.didQuit { break }
        }
    }

    static func write(_ out: String, to name: String) {
        guard let folder = ProcessInfo.processInfo.environment["HINT_DUMP"] else { return }
        try? out.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
}
