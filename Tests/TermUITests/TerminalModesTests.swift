import Foundation
import Testing
@testable import TermUIBase
@testable import TermUITesting
@testable import TermUIViews

private let escape = "\u{1B}"

/// The modes the app sets and undoes, and how it sets the window title, as values.
struct TerminalModesTests {
    @Test func xtermLikeTerminalsSaveTheTitleAndEveryTerminalGetsPasteAndTheMouse() {
        let none: (String) -> String? = { _ in nil }
        let paste = "\(escape)[?2004h", pasteOff = "\(escape)[?2004l"
        let mouse = "\(escape)[?1000h\(escape)[?1006h"
        let mouseOff = "\(escape)[?1006l\(escape)[?1003l\(escape)[?1000l"
        for type in ["xterm-256color", "tmux-256color", "screen", "rxvt-unicode-256color"] {
            let modes = TerminalModes(terminalType: type, usesMouse: true, capability: none)
            #expect(modes.enterSequence(followingPointer: false) == Array("\(escape)[22;2t\(paste)\(mouse)".utf8), "\(type)")
            #expect(modes.leaveSequence == Array("\(mouseOff)\(pasteOff)\(escape)[23;2t".utf8), "\(type)")
        }
        for type in ["vt100", "linux", "ansi"] {
            let modes = TerminalModes(terminalType: type, usesMouse: false, capability: none)
            #expect(modes.modes.map(\.name) == ["bracketed paste"], "\(type)")
        }
        // The terminal type's own paste sequences win over xterm's.
        let own = TerminalModes(terminalType: "vt100", usesMouse: false, capability: { ["BE": "<BE>", "BD": "<BD>"][$0] })
        #expect(own.enterSequence(followingPointer: false) == Array("<BE>".utf8) && own.leaveSequence == Array("<BD>".utf8))
    }

    @Test func thePointersMotionIsSwitchedOnAndBackWithinTheMouseReports() {
        let none: (String) -> String? = { _ in nil }
        let modes = TerminalModes(terminalType: "tmux-256color", usesMouse: true, capability: none)
        #expect(modes.pointerMotionSwitch(on: true) == Array("\(escape)[?1003h".utf8))
        // Back: any-event tracking reset, which xterm and tmux read as tracking off, then clicks set again.
        #expect(modes.pointerMotionSwitch(on: false) == Array("\(escape)[?1003l\(escape)[?1000h".utf8))
        let following = String(decoding: modes.enterSequence(followingPointer: true), as: UTF8.self)
        #expect(following.hasSuffix("\(escape)[?1000h\(escape)[?1006h\(escape)[?1003h"), "\(following.debugDescription)")
        #expect(String(decoding: modes.leaveSequence, as: UTF8.self).hasPrefix("\(escape)[?1006l\(escape)[?1003l\(escape)[?1000l"))

        let withoutMouse = TerminalModes(terminalType: "tmux-256color", usesMouse: false, capability: none)
        #expect(withoutMouse.pointerMotionSwitch(on: true).isEmpty && withoutMouse.pointerMotionSwitch(on: false).isEmpty)
        #expect(withoutMouse.enterSequence(followingPointer: true) == withoutMouse.enterSequence(followingPointer: false))
    }

    @Test func modesAreUndoneLastFirstAndTheCrashPathUndoesNcursesModesToo() {
        let paste = TerminalMode("paste", on: "<P", off: "P>")
        let modes = TerminalModes([.savedWindowTitle, paste])
        #expect(modes.enterSequence(followingPointer: false) == Array("\(escape)[22;2t<P".utf8))
        #expect(modes.leaveSequence == Array("P>\(escape)[23;2t".utf8))
        let terminfo = ["sgr0": "<sgr0>", "cnorm": "<cnorm>", "rmkx": "<rmkx>", "rmcup": "<rmcup>", "smcup": "<smcup>"]
        let emergency = String(decoding: modes.emergencyLeaveSequence(capability: { terminfo[$0] }), as: UTF8.self)
        #expect(emergency == "P>\(escape)[23;2t<sgr0><cnorm><rmkx><rmcup>")
        // A capability the entry lacks is left out.
        let bare = String(decoding: TerminalModes([]).emergencyLeaveSequence(capability: { $0 == "rmcup" ? "<rmcup>" : nil }), as: UTF8.self)
        #expect(bare == "<rmcup>")
    }

    @Test func theTitleGoesThroughTheStatusLineOrOSC2() {
        let tmux = WindowTitleSequence(terminalType: "tmux-256color", hasStatusLine: true, toStatusLine: "\(escape)]0;", fromStatusLine: "\u{07}")
        #expect(tmux.map { String(decoding: $0.bytes(for: "Wishlist — Kyōto"), as: UTF8.self) } == "\(escape)]0;Wishlist — Kyōto\u{07}")
        // xterm's entry has no status line: OSC 2, because it is xterm.
        let xterm = WindowTitleSequence(terminalType: "xterm-256color", hasStatusLine: false, toStatusLine: nil, fromStatusLine: nil)
        #expect(xterm == .xterm)
        #expect(xterm.map { String(decoding: $0.bytes(for: "Atlas"), as: UTF8.self) } == "\(escape)]2;Atlas\u{07}")
        // A status line terminfo knows, on a terminal that is not xterm.
        let hardware = WindowTitleSequence(terminalType: "wy50", hasStatusLine: true, toStatusLine: "\(escape)F", fromStatusLine: "\r")
        #expect(hardware?.prefix == Array("\(escape)F".utf8))
        #expect(WindowTitleSequence(terminalType: "vt100", hasStatusLine: false, toStatusLine: nil, fromStatusLine: nil) == nil)
        #expect(WindowTitleSequence(terminalType: "linux", hasStatusLine: true, toStatusLine: nil, fromStatusLine: nil) == nil)
    }

    @Test func controlCharactersInATitleShowAsTheScreenShowsThem() {
        let bytes = WindowTitleSequence.xterm.bytes(for: "Trip\u{07}\(escape)]2;owned\u{9B}31m\u{7F}\n\u{202E}")
        #expect(String(decoding: bytes, as: UTF8.self) == "\(escape)]2;Trip\u{2407}\u{241B}]2;owned\u{FFFD}31m\u{2421}\u{2424}\u{07}")
    }

    @Test func aLongTitleIsCut() {
        let bytes = WindowTitleSequence.xterm.bytes(for: String(repeating: "é", count: 1_000_000))
        let title = String(decoding: bytes, as: UTF8.self).dropFirst(4).dropLast()
        #expect(title == String(repeating: "é", count: WindowTitleSequence.maximumLength - 1) + "\u{2026}")
    }
}
