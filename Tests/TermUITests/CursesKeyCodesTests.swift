import Testing
@testable import TermUITesting
@testable import TermUICurses
@testable import TermUIViews

/// What ncurses' codes mean as keys.
struct CursesKeyCodesTests {
    @Test func controlCharactersAreChordsAndOthersAreThemselves() {
        #expect(CursesKeyCodes.keyPress(character: 1) == KeyPress("a", modifiers: .control))
        #expect(CursesKeyCodes.keyPress(character: 13) == KeyPress(.return))
        #expect(CursesKeyCodes.keyPress(character: 127) == KeyPress(.delete))
        #expect(CursesKeyCodes.keyPress(character: 0x1F) == nil)
        #expect(CursesKeyCodes.keyPress(character: 0x00E9) == KeyPress("é"))
    }

    @Test func functionKeysNameTheirKeys() {
        // KEY_F0 is octal 410 in ncurses.h; F1 is one after it, Shift-F10 (kf22) twenty-two.
        #expect(CursesKeyCodes.keyPress(functionKey: 0o410 + 1) == KeyPress(.f1))
        #expect(CursesKeyCodes.keyPress(functionKey: 0o410 + 22) == KeyPress(.f10, modifiers: .shift))
        #expect(CursesKeyCodes.keyPress(functionKey: 0o410 + 40) == nil)
    }

    @Test func escapeBeforeATypingKeyIsAlt() {
        let joined = CursesKeyCodes.joiningAlt([.key(KeyPress(.escape)), .key(KeyPress("x")), .key(KeyPress(.escape)), .key(KeyPress(.upArrow))])
        #expect(joined == [.key(KeyPress("x", modifiers: .option)), .key(KeyPress(.escape)), .key(KeyPress(.upArrow))])
    }
}
