import Testing
@testable import TermUITesting
@testable import TermUICurses
@testable import TermUIViews

/// Which locales the app draws in, takes C.UTF-8 for, or refuses.
struct TerminalLocaleTests {
    @Test func noLocaleOrCOrAUTF8LocaleTheSystemLacksTakeCUTF8() {
        #expect(TerminalLocale.decision(requested: nil, isInstalled: true, codeset: "ANSI_X3.4-1968") == .useCUTF8)
        #expect(TerminalLocale.decision(requested: "C", isInstalled: true, codeset: "ANSI_X3.4-1968") == .useCUTF8)
        #expect(TerminalLocale.decision(requested: "POSIX", isInstalled: true, codeset: "ANSI_X3.4-1968") == .useCUTF8)
        #expect(TerminalLocale.decision(requested: "de_DE.UTF-8", isInstalled: false, codeset: "ANSI_X3.4-1968") == .useCUTF8)
        #expect(TerminalLocale.decision(requested: "sr_RS.utf8@latin", isInstalled: false, codeset: nil) == .useCUTF8)
        #expect(TerminalLocale.decision(requested: "de_DE.UTF-8", isInstalled: true, codeset: "UTF-8") == .keep)
    }

    @Test func aLocaleThatIsNotUTF8IsRefusedInstalledOrNot() {
        #expect(TerminalLocale.decision(requested: "de_DE.ISO-8859-1", isInstalled: true, codeset: "ISO-8859-1") == .refuse)
        #expect(TerminalLocale.decision(requested: "de_DE.ISO-8859-1", isInstalled: false, codeset: "ANSI_X3.4-1968") == .refuse)
        #expect(TerminalLocale.decision(requested: "en_US", isInstalled: true, codeset: "ISO-8859-1") == .refuse)
        #expect(TerminalLocale.decision(requested: "de_DE", isInstalled: false, codeset: nil) == .refuse)
    }

    @Test func theVariableThatNamesTheLocaleIsTheCLibrarysFirstAndTheMessageNamesIt() {
        #expect(TerminalLocale.namingVariable(in: ["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR"])! == ("LC_ALL", "fr_FR"))
        #expect(TerminalLocale.namingVariable(in: ["LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_CTYPE": "C"])! == ("LC_CTYPE", "C"))
        #expect(TerminalLocale.namingVariable(in: ["LANG": ""]) == nil)
        let message = CursesTerminal.StartError.notUTF8Locale(variable: "LANG", value: "de_DE.ISO-8859-1@euro", codeset: "ISO-8859-1").description
        #expect(message == "LANG=de_DE.ISO-8859-1@euro is not a UTF-8 locale (its character set is ISO-8859-1); set LANG to a UTF-8 one, such as de_DE.UTF-8 or C.UTF-8")
        #expect(!message.contains("\n"))
    }
}
